/**
 * The lock table as the panel lists it: one row per locked item, holders as "T9 X" chips
 * and waiters in queue order as "T12 wants X (upgrade)". Items someone waits for come
 * first (that is where the action is), then by item; long tables and long lists are cut
 * with a count of what is left out. Members of a recent deadlock cycle are flagged, the
 * victim too, so the component can mark them in text as well as colour.
 */
import type { DeadlockInfo, LockTableRow } from '../../trace/trace-state.ts';
import type { LockModeName } from '../../trace/trace-event.ts';
import { pageItemLabel, txnLabel, type ItemLabel } from './labels.ts';

export interface LockChip {
  txn: number;
  mode: LockModeName;
  /** "T9 X" for a holder, "T12 wants X (upgrade)" for a waiter. */
  text: string;
  inDeadlock: boolean;
  victim: boolean;
}

export interface LockRowView {
  item: number;
  label: string;
  holders: LockChip[];
  /** Holders left out of `holders`. */
  moreHolders: number;
  /** In queue order: the head is granted next. */
  waiters: LockChip[];
  moreWaiters: number;
}

export interface LockTableView {
  rows: LockRowView[];
  /** Locked items left out of `rows`. */
  moreRows: number;
  lockedItems: number;
  /** Items with at least one waiter. */
  contendedItems: number;
}

export interface LockTableOptions {
  itemLabel?: ItemLabel;
  deadlock?: DeadlockInfo | null;
  maxRows?: number;
  /** Most holders, and most waiters, listed per item. */
  maxPerList?: number;
}

/** Items with waiters first, then by item number. Returns a new array. */
export function sortLockRows(locks: readonly LockTableRow[]): LockTableRow[] {
  return [...locks].sort((a, b) => {
    const contended = Number(b.waiters.length > 0) - Number(a.waiters.length > 0);
    return contended !== 0 ? contended : a.item - b.item;
  });
}

/** The first `max` items and how many were left out. */
export function capList<T>(list: readonly T[], max: number): { shown: T[]; more: number } {
  const n = Math.max(0, Math.floor(max));
  return { shown: list.slice(0, n), more: Math.max(0, list.length - n) };
}

export function lockTableView(
  locks: readonly LockTableRow[],
  options: LockTableOptions = {},
): LockTableView {
  const itemLabel = options.itemLabel ?? pageItemLabel;
  const maxPerList = options.maxPerList ?? 6;
  const cycle = new Set(options.deadlock?.cycle ?? []);
  const victim = options.deadlock?.victim ?? null;
  const flags = (txn: number) => ({ inDeadlock: cycle.has(txn), victim: txn === victim });

  const sorted = sortLockRows(locks);
  const { shown, more } = capList(sorted, options.maxRows ?? 8);
  const rows = shown.map((row): LockRowView => {
    const holders = capList(row.holders, maxPerList);
    const waiters = capList(row.waiters, maxPerList);
    return {
      item: row.item,
      label: itemLabel(row.item),
      holders: holders.shown.map((h) => ({
        txn: h.txn,
        mode: h.mode,
        text: `${txnLabel(h.txn)} ${h.mode}`,
        ...flags(h.txn),
      })),
      moreHolders: holders.more,
      waiters: waiters.shown.map((w) => ({
        txn: w.txn,
        mode: w.mode,
        text: `${txnLabel(w.txn)} wants ${w.mode}${w.upgrade ? ' (upgrade)' : ''}`,
        ...flags(w.txn),
      })),
      moreWaiters: waiters.more,
    };
  });
  return {
    rows,
    moreRows: more,
    lockedItems: locks.length,
    contendedItems: locks.filter((r) => r.waiters.length > 0).length,
  };
}
