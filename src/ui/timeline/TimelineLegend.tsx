/**
 * The timeline's legend: a swatch per state present in the runs, painted with the same
 * pattern code as the canvas, then wasted work, device work colours and the marks
 * (commit tick, abort cross, deadlock bar). Leaves out states no shown run has.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import type { RunView } from '../session/run-view.ts';
import {
  ABORTED_WORK,
  COMMIT_MARK_COLORS,
  DEVICE_WORK_COLORS,
  MARK_COLORS,
  STATE_STYLES,
  type FillPattern,
} from '../theme/states.ts';
import { paintPatternTile, TILE_SIZE } from './fill-patterns.ts';
import { legendEntries } from './legend-entries.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import './timeline.css';

export const SWATCH_W = 36;
export const SWATCH_H = 20;

const WORK_LABELS: Record<keyof typeof DEVICE_WORK_COLORS, string> = {
  cpu: 'CPU work',
  read: 'Disk read',
  write: 'Disk write-back',
  'log-flush': 'Log flush',
  'lock-cpu': 'Lock-manager CPU',
};

export function Swatch(props: {
  pattern: FillPattern;
  color: string;
  ink: string;
  wasted?: boolean;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { pattern, color, ink, wasted = false } = props;
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d') ?? null;
    if (canvas === null || ctx === null) return;
    const dpr = globalThis.devicePixelRatio || 1;
    canvas.width = SWATCH_W * dpr;
    canvas.height = SWATCH_H * dpr;
    const tile = document.createElement('canvas');
    tile.width = tile.height = Math.round(TILE_SIZE * dpr);
    const tileCtx = tile.getContext('2d');
    if (tileCtx === null) return;
    paintPatternTile(tileCtx, pattern, color, ink, tile.width);
    ctx.globalAlpha = wasted ? ABORTED_WORK.opacity : 1;
    ctx.fillStyle = ctx.createPattern(tile, 'repeat') ?? color;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.globalAlpha = 1;
    if (wasted) {
      ctx.strokeStyle = ABORTED_WORK.ink;
      ctx.lineWidth = 1.5 * dpr;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(canvas.width, canvas.height);
      ctx.moveTo(0, canvas.height);
      ctx.lineTo(canvas.width, 0);
      ctx.stroke();
    }
  }, [pattern, color, ink, wasted]);
  return (
    <canvas
      ref={ref}
      className="timeline-swatch"
      style={{ width: SWATCH_W, height: SWATCH_H }}
      aria-hidden="true"
    />
  );
}

function MarkSwatch({ kind }: { kind: 'commit' | 'abort' | 'deadlock' }) {
  const path =
    kind === 'commit'
      ? 'M11 10 L16 15 L25 5'
      : kind === 'abort'
        ? 'M12 4 L24 16 M12 16 L24 4'
        : 'M18 1 L18 19';
  return (
    <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
      <path d={path} stroke="#ffffff" strokeWidth={6} strokeLinecap="round" fill="none" />
      <path d={path} stroke={MARK_COLORS[kind]} strokeWidth={3} strokeLinecap="round" fill="none" />
    </svg>
  );
}

function TimelineLegendView({ runs }: { runs: readonly RunView[] }) {
  const entries = useMemo(() => legendEntries(runs.map((r) => r.model)), [runs]);
  return (
    <ul className="timeline-legend" aria-label="Timeline legend" data-testid="timeline-legend">
      {entries.states.map((state) => {
        const style = STATE_STYLES[state];
        return (
          <li key={state} title={style.meaning}>
            <Swatch pattern={style.pattern} color={style.color} ink={style.ink} />
            <span>
              {style.label} <span className="timeline-legend-letter">({style.letter})</span>
            </span>
          </li>
        );
      })}
      {entries.aborted && (
        <li title={ABORTED_WORK.meaning}>
          <Swatch pattern="solid" color={STATE_STYLES.cpu.color} ink={ABORTED_WORK.ink} wasted />
          <span>{ABORTED_WORK.label}</span>
        </li>
      )}
      {entries.work.map((work) => (
        <li key={work} title={`Device lanes: ${WORK_LABELS[work].toLowerCase()}.`}>
          <Swatch pattern="solid" color={DEVICE_WORK_COLORS[work]} ink={DEVICE_WORK_COLORS[work]} />
          <span>{WORK_LABELS[work]}</span>
        </li>
      ))}
      {entries.commits && (
        <li>
          <MarkSwatch kind="commit" />
          <span>Commit (acknowledged)</span>
        </li>
      )}
      {entries.holds && (
        <li title="Drawn along the lane's bottom edge from the first lock grant to the release of all locks.">
          <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
            <rect
              x={0}
              y={SWATCH_H - 6}
              width={SWATCH_W}
              height={5}
              fill={COMMIT_MARK_COLORS.lockHeld}
            />
          </svg>
          <span>Locks held</span>
        </li>
      )}
      {entries.commitRequests && (
        <li title="The commit record enters the log buffer; under early lock release the locks go here.">
          <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
            <line
              x1={SWATCH_W / 2}
              x2={SWATCH_W / 2}
              y1={1}
              y2={SWATCH_H - 1}
              stroke={COMMIT_MARK_COLORS.commitRequest}
              strokeWidth={3}
            />
          </svg>
          <span>Commit request</span>
        </li>
      )}
      {entries.aborts && (
        <li>
          <MarkSwatch kind="abort" />
          <span>Abort</span>
        </li>
      )}
      {entries.deadlocks && (
        <li>
          <MarkSwatch kind="deadlock" />
          <span>Deadlock (cycle's lanes joined)</span>
        </li>
      )}
      <li>
        <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
          <path d="M4 4 Q 24 10 4 16" stroke="#8f3300" strokeWidth={2.5} fill="none" />
          <path d="M4 16 L10 12 M4 16 L11 18" stroke="#8f3300" strokeWidth={2.5} fill="none" />
        </svg>
        <span>Waits for (lock)</span>
      </li>
      {TECHNIQUE_VIEWS.map(({ id, Legend }) =>
        Legend === undefined ? null : <Legend key={id} runs={runs} />,
      )}
    </ul>
  );
}

/** Memoized: a page re-render with the same props (a progress message of another run) skips it. */
export const TimelineLegend = memo(TimelineLegendView);
