/**
 * The timeline legend's entries for restart-based concurrency control (cc-legend-entries.ts):
 * the wound arrow and the failed-validation diamond, drawn as the timeline paints them, each
 * with its meaning as a tooltip. Renders nothing for runs without them (blocking 2PL).
 */
import { useMemo } from 'react';
import type { RunView } from '../../../ui/session/run-view.ts';
import { SWATCH_H, SWATCH_W } from '../../../ui/timeline/TimelineLegend.tsx';
import { CC_MARK_LABELS, CC_MARK_MEANINGS, ccLegendEntries } from './cc-legend-entries.ts';
import { CC_MARK_COLOR } from './paint-concurrency-control.ts';

export function CcLegendItems({ runs }: { runs: readonly RunView[] }) {
  const entries = useMemo(() => ccLegendEntries(runs.map((r) => r.model)), [runs]);
  const mid = SWATCH_W / 2;
  return (
    <>
      {entries.wounds && (
        <li title={CC_MARK_MEANINGS.wound} data-testid="cc-legend-wound">
          <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
            <path
              d={`M${mid} 1 L${mid} ${SWATCH_H - 1} M${mid - 4} ${SWATCH_H - 6} L${mid} ${SWATCH_H - 1} L${mid + 4} ${SWATCH_H - 6}`}
              stroke={CC_MARK_COLOR}
              strokeWidth={1.5}
              fill="none"
            />
          </svg>
          <span>{CC_MARK_LABELS.wound}</span>
        </li>
      )}
      {entries.validationFailures && (
        <li title={CC_MARK_MEANINGS.validationFailure} data-testid="cc-legend-validation">
          <svg className="timeline-swatch" width={SWATCH_W} height={SWATCH_H} aria-hidden="true">
            <path
              d={`M${mid} 2 L${mid + 5} ${SWATCH_H / 2} L${mid} ${SWATCH_H - 2} L${mid - 5} ${SWATCH_H / 2} Z`}
              stroke={CC_MARK_COLOR}
              strokeWidth={1.5}
              fill="none"
            />
          </svg>
          <span>{CC_MARK_LABELS.validationFailure}</span>
        </li>
      )}
    </>
  );
}
