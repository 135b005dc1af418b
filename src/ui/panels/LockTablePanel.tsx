/**
 * The lock table at the playhead: per locked item its holders ("T9 X") and its waiters in
 * queue order ("T12 wants X (upgrade)"), contended items first. Members of a recent
 * deadlock cycle carry a "cycle" tag, the victim a "victim" tag, besides the colour.
 */
import { useMemo } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { pageItemLabel, type ItemLabel } from './labels.ts';
import { lockTableView, type LockChip } from './lock-table.ts';
import { MoreNote, Panel } from './Panel.tsx';

function Chip(props: { chip: LockChip; waiting: boolean }) {
  const { chip, waiting } = props;
  const classes = [
    'sp-chip',
    waiting ? 'sp-chip-waiter' : 'sp-chip-holder',
    `sp-mode-${chip.mode}`,
  ];
  if (chip.inDeadlock) classes.push('sp-chip-deadlock');
  return (
    <li className={classes.join(' ')}>
      <span className="sp-chip-text">{chip.text}</span>
      {chip.victim ? (
        <span className="sp-tag">victim</span>
      ) : chip.inDeadlock ? (
        <span className="sp-tag">cycle</span>
      ) : null}
    </li>
  );
}

export function LockTablePanel(props: {
  state: TraceState;
  itemLabel?: ItemLabel;
  maxRows?: number;
}) {
  const { state, itemLabel = pageItemLabel, maxRows } = props;
  const view = useMemo(
    () =>
      lockTableView(state.locks, {
        itemLabel,
        deadlock: state.deadlock,
        ...(maxRows === undefined ? {} : { maxRows }),
      }),
    [state.locks, state.deadlock, itemLabel, maxRows],
  );
  const summary =
    view.lockedItems === 0
      ? undefined
      : `${view.lockedItems} locked · ${view.contendedItems} with waiters`;
  return (
    <Panel title="Lock table" testId="lock-table" className="sp-locks" summary={summary}>
      {view.rows.length === 0 ? (
        <p className="sp-empty">No item is locked.</p>
      ) : (
        <table className="sp-lock-table">
          <colgroup>
            <col className="sp-col-item" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Held by</th>
              <th scope="col">Waiting, in order</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.item} className={row.waiters.length > 0 ? 'sp-contended' : undefined}>
                <th scope="row">{row.label}</th>
                <td>
                  <ul className="sp-chips">
                    {row.holders.map((chip) => (
                      <Chip key={chip.txn} chip={chip} waiting={false} />
                    ))}
                  </ul>
                  <MoreNote more={row.moreHolders} />
                </td>
                <td>
                  {row.waiters.length === 0 ? (
                    <span className="sp-none">none</span>
                  ) : (
                    <ol className="sp-chips">
                      {row.waiters.map((chip) => (
                        <Chip key={chip.txn} chip={chip} waiting />
                      ))}
                    </ol>
                  )}
                  <MoreNote more={row.moreWaiters} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MoreNote more={view.moreRows} what="locked items" />
    </Panel>
  );
}
