/**
 * The wait-for graph at the playhead, drawn in SVG from `layoutWaitForGraph`: transactions
 * on a circle, an arrow from each waiter to whom it waits for, labelled with the items. A
 * deadlock cycle is drawn thick in the deadlock colour, its broken edges dashed, and the
 * victim is labelled "victim". A visually hidden list says the same for screen readers.
 */
import { useId, useMemo } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { MARK_COLORS } from '../theme/states.ts';
import { pageItemLabel, type ItemLabel } from './labels.ts';
import { Panel } from './Panel.tsx';
import { layoutWaitForGraph } from './wait-for-layout.ts';

export const NO_WAITS_TEXT = 'No transaction is waiting for a lock.';

export function WaitForGraphPanel(props: { state: TraceState; itemLabel?: ItemLabel }) {
  const { state, itemLabel = pageItemLabel } = props;
  const id = useId();
  const layout = useMemo(
    () => layoutWaitForGraph(state.waitsFor, state.deadlock, { itemLabel }),
    [state.waitsFor, state.deadlock, itemLabel],
  );
  const arrow = `${id}-arrow`;
  const deadlockArrow = `${id}-arrow-deadlock`;
  const r = layout.nodeRadius;
  const empty = layout.nodes.length === 0;
  const summary = state.deadlock === null ? undefined : 'deadlock';

  return (
    <Panel title="Wait-for graph" testId="wait-for-graph" className="sp-graph" summary={summary}>
      {empty ? (
        <p className="sp-empty">{NO_WAITS_TEXT}</p>
      ) : (
        <>
          <svg
            className="sp-graph-svg"
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            width={layout.width}
            height={layout.height}
            aria-hidden="true"
          >
            <defs>
              {[
                { markerId: arrow, color: 'var(--ink-soft, #4a5663)' },
                { markerId: deadlockArrow, color: MARK_COLORS.deadlock },
              ].map(({ markerId, color }) => (
                <marker
                  key={markerId}
                  id={markerId}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerUnits="userSpaceOnUse"
                  markerWidth="13"
                  markerHeight="13"
                  orient="auto-start-reverse"
                >
                  <path d="M0,0 L10,5 L0,10 z" fill={color} />
                </marker>
              ))}
            </defs>
            {layout.edges.map((e) => (
              <path
                key={`${e.from}>${e.to}`}
                className={[
                  'sp-edge',
                  e.inCycle ? 'sp-edge-deadlock' : '',
                  e.broken ? 'sp-edge-broken' : '',
                ].join(' ')}
                d={e.path}
                markerEnd={`url(#${e.inCycle ? deadlockArrow : arrow})`}
              />
            ))}
            {layout.edges
              .filter((e) => e.label !== '')
              .map((e) => (
                <text
                  key={`${e.from}>${e.to}`}
                  className="sp-edge-label"
                  x={e.labelX}
                  y={e.labelY}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {e.label}
                </text>
              ))}
            {layout.nodes.map((n) => (
              <g
                key={n.txn}
                className={[
                  'sp-node',
                  n.inCycle ? 'sp-node-cycle' : '',
                  n.victim ? 'sp-node-victim' : '',
                ].join(' ')}
                transform={`translate(${n.x},${n.y})`}
              >
                <circle r={r} />
                <text textAnchor="middle" dominantBaseline="central">
                  {n.label}
                </text>
                {n.victim && (
                  <text
                    className="sp-victim-label"
                    y={r + 14}
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    victim
                  </text>
                )}
              </g>
            ))}
          </svg>
          {layout.description.length > 0 && (
            <ul className="sp-visually-hidden">
              {layout.description.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {layout.deadlockText !== null && <p className="sp-deadlock-note">{layout.deadlockText}</p>}
    </Panel>
  );
}
