/**
 * The thread-level speculation panel: a stacked bar per CPU of where a committed
 * transaction's time goes (busy, cache miss, latch stall, failed, idle; patterned like the
 * timeline, with a legend), a dashed line at the sequential time, the latency against it,
 * and the violations so far at the playhead. Shown only for a TLS run.
 */
import { useId, useMemo } from 'react';
import type { TlsStats } from '../stats.ts';
import type { TlsTimeline } from '../timeline.ts';
import { PatternDefs, patternId } from '../../../ui/charts/PatternDefs.tsx';
import { Panel } from '../../../ui/panels/Panel.tsx';
import { TLS_PARTS, tlsBreakdownView } from './tls-breakdown-view.ts';
import { formatMagnitude } from '../../../ui/format.ts';
import './tls-panel.css';

const LABEL_W = 64;
const PLOT_W = 300;
const ROW_H = 26;
const BAR_H = 18;
const TOP = 22;

export function TlsPanel(props: { stats: TlsStats; tls: TlsTimeline | null; timeUs: number }) {
  const { stats, tls, timeUs } = props;
  const prefix = `tls${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const view = useMemo(() => tlsBreakdownView(stats, tls, timeUs), [stats, tls, timeUs]);
  const styles = TLS_PARTS.map((p) => p.style);
  const height = TOP + view.bars.length * ROW_H + 4;
  const seqX = LABEL_W + view.sequentialAt * PLOT_W;
  return (
    <Panel title="Speculation breakdown" testId="tls-panel" summary={view.summary}>
      <p className="sp-note tls-normalized">{view.normalized}</p>
      <svg
        className="tls-breakdown"
        viewBox={`0 0 ${LABEL_W + PLOT_W + 8} ${height}`}
        role="img"
        aria-label={`Mean time per transaction on each CPU. ${view.bars.map((b) => b.text).join('. ')}`}
        data-cpus={view.bars.length}
      >
        <PatternDefs prefix={prefix} styles={styles} />
        {view.bars.map((bar, i) => {
          const y = TOP + i * ROW_H;
          return (
            <g key={bar.label} data-testid="tls-cpu-bar">
              <title>{bar.text}</title>
              <text x={LABEL_W - 6} y={y + BAR_H / 2} className="tls-bar-label">
                {bar.label}
              </text>
              {bar.parts
                .filter((p) => p.width > 0)
                .map((p) => (
                  <rect
                    key={p.key}
                    x={LABEL_W + p.from * PLOT_W}
                    y={y}
                    width={p.width * PLOT_W}
                    height={BAR_H}
                    fill={`url(#${patternId(prefix, p.style)})`}
                    stroke="#ffffff"
                    strokeWidth={0.5}
                  />
                ))}
            </g>
          );
        })}
        <line x1={seqX} x2={seqX} y1={TOP - 6} y2={height} className="tls-sequential-line" />
        <text x={seqX} y={TOP - 9} className="tls-sequential-text">
          sequential {formatMagnitude(stats.meanSequentialMs)} ms
        </text>
      </svg>
      <ul className="tls-legend" aria-label="Breakdown legend">
        {TLS_PARTS.map((p) => (
          <li key={p.key} title={p.style.meaning}>
            <svg width={22} height={14} aria-hidden="true">
              <rect width={22} height={14} fill={`url(#${patternId(prefix, p.style)})`} />
            </svg>
            {p.label}
          </li>
        ))}
      </ul>
      <p className="sp-note" data-testid="tls-so-far">
        {view.soFar}
      </p>
    </Panel>
  );
}
