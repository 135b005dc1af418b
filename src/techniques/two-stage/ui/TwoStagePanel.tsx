/**
 * Two-stage execution at the playhead: per transaction type an HTSTE badge (its mode now,
 * its live mis-prefetch and conversion ratios, instances so far), a gauge of the buffer
 * frames pinned by fetch stages, and the share of lock wait so far that another
 * transaction's disk I/O caused (the measure of the Charm paper's Table 1).
 */
import { useMemo } from 'react';
import type { RunView } from '../../../ui/session/run-view.ts';
import { Panel } from '../../../ui/panels/Panel.tsx';
import { formatPct, twoStageTimeline, twoStageViewAt } from './two-stage-view.ts';
import './two-stage.css';

export function TwoStagePanel(props: {
  run: RunView;
  timeUs: number;
  /** The buffer pool's frames (the scenario's `system.buffer.pages`), when known. */
  bufferFrames?: number;
}) {
  const { run, timeUs, bufferFrames } = props;
  const timeline = useMemo(() => twoStageTimeline(run.events), [run.events]);
  const view = twoStageViewAt(timeline, timeUs, bufferFrames ?? null);
  const finalPct = run.row.lockWaitFromIoPct;
  return (
    <Panel
      title="Two-stage execution"
      testId="two-stage"
      className="sp-two-stage"
      summary={`lock wait from disk I/O: ${formatPct(view.ioBlamePct)}`}
    >
      {view.runModeText !== null && <p className="ts-mode-line">{view.runModeText}</p>}
      {view.badges.length > 0 && (
        <ul className="ts-badges" aria-label="HTSTE mode per transaction type">
          {view.badges.map((b) => (
            <li key={b.type} className={`ts-badge ts-mode-${b.mode}`} data-mode={b.modeLabel}>
              <span className="ts-head">
                <span className="ts-type">{b.type}</span>
                <strong className="ts-mode">{b.modeLabel}</strong>
              </span>
              <span className="ts-ratios">
                <span title="Operate-stage accesses that still read from disk">
                  mis-prefetch {formatPct(b.misprefetchPct)}
                </span>
                {' · '}
                <span title="Instances that read before their final operate stage">
                  conversion {formatPct(b.conversionPct)}
                </span>
                {' · '}
                <span className="ts-instances">{b.instances} done</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.badges.length > 0 && (
        <p className="sp-note">
          HTSTE per type: 2PL while the operate stage still reads (mis-prefetch), TSTE while
          instances need reads, otherwise OTSTE.
        </p>
      )}
      <div className="ts-gauge-row">
        <span>Pinned frames:</span>
        <span data-testid="two-stage-pinned">
          {view.pinnedFrames}
          {bufferFrames === undefined ? '' : ` of ${bufferFrames} (${formatPct(view.pinnedPct)})`}
        </span>
        <meter
          className="ts-gauge"
          min={0}
          max={bufferFrames ?? Math.max(1, view.pinnedFrames)}
          value={view.pinnedFrames}
          aria-label="Buffer frames pinned"
        />
      </div>
      <p className="ts-blame" data-testid="two-stage-io-blame">
        Lock wait caused by another transaction&apos;s disk I/O so far:{' '}
        <strong>{formatPct(view.ioBlamePct)}</strong>
        <span className="ts-final"> (whole run: {formatPct(finalPct)})</span>
      </p>
    </Panel>
  );
}
