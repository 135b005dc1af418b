/**
 * The timeline legend's entries for thread-level speculation runs (tls-legend-entries.ts):
 * a patterned swatch per CPU-lane state, the cache-miss band, and the marks, each with
 * its meaning as a tooltip. Renders nothing without a TLS run.
 */
import { useMemo, type ReactNode } from 'react';
import type { RunView } from '../../../ui/session/run-view.ts';
import { STATE_STYLES } from '../../../ui/theme/states.ts';
import { TLS_MARK_COLORS, TLS_MARK_MEANINGS } from './tls-marks.ts';
import { tlsLegendEntries } from './tls-legend-entries.ts';
import { Swatch, SWATCH_H, SWATCH_W } from '../../../ui/timeline/TimelineLegend.tsx';

function MarkSvg({ children }: { children: ReactNode }) {
  return (
    <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
      {children}
    </svg>
  );
}

export function TlsLegendItems({ runs }: { runs: readonly RunView[] }) {
  const entries = useMemo(() => tlsLegendEntries(runs.map((r) => r.model)), [runs]);
  const cacheMiss = STATE_STYLES['cache-miss'];
  return (
    <>
      {entries.states.map(({ state, label }) => {
        const style = STATE_STYLES[state];
        return (
          <li key={`tls-${state}`} title={style.meaning}>
            <Swatch pattern={style.pattern} color={style.color} ink={style.ink} />
            <span>{label}</span>
          </li>
        );
      })}
      {entries.cacheMiss && (
        <li title={cacheMiss.meaning}>
          <Swatch pattern={cacheMiss.pattern} color={cacheMiss.color} ink={cacheMiss.ink} />
          <span>Cache-miss stall (band along a bar's bottom, as tall as its share)</span>
        </li>
      )}
      {entries.checkpoints && (
        <li title={TLS_MARK_MEANINGS.checkpoint}>
          <MarkSvg>
            <rect x={17} y={2} width={2} height={9} fill={TLS_MARK_COLORS.checkpoint} />
          </MarkSvg>
          <span>Checkpoint (sub-epoch start)</span>
        </li>
      )}
      {entries.violations && (
        <li title={TLS_MARK_MEANINGS.violation}>
          <MarkSvg>
            <path
              d="M32 16 Q 18 0 5 14 M5 14 L7 6 M5 14 L12 12"
              stroke={TLS_MARK_COLORS.violation}
              strokeWidth={2.5}
              fill="none"
            />
          </MarkSvg>
          <span>Violation: store → earlier load (labelled with the location)</span>
        </li>
      )}
      {entries.token && (
        <li title={TLS_MARK_MEANINGS.token}>
          <MarkSvg>
            <path
              d="M18 3 L25 10 L18 17 L11 10 Z"
              fill={TLS_MARK_COLORS.token}
              stroke={TLS_MARK_COLORS.tokenInk}
              strokeWidth={1.5}
            />
          </MarkSvg>
          <span>Homefree token (hops at each commit)</span>
        </li>
      )}
      {entries.ghost && (
        <li title={TLS_MARK_MEANINGS.ghost}>
          <MarkSvg>
            <rect
              x={1}
              y={3}
              width={SWATCH_W - 2}
              height={SWATCH_H - 6}
              fill={TLS_MARK_COLORS.ghost}
              stroke={TLS_MARK_COLORS.ghostInk}
              strokeDasharray="4 3"
            />
          </MarkSvg>
          <span>Sequential ghost (same transactions on one CPU)</span>
        </li>
      )}
    </>
  );
}
