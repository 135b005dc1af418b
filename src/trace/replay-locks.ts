/**
 * The lock table of a trace replay: which lock modes are compatible, how a wait, a grant,
 * a release and a deadlock victim's cancelled request change an item's holders and
 * waiters, and whom each waiter waits for. The rules are written out here rather than
 * imported from the engine: the trace layer reads traces and must not depend on the
 * engine that wrote them. Leaves out detecting deadlocks (the trace's `deadlock` events
 * name them) and intention-lock coverage of an item's ancestors.
 */
import type { LockModeName, TraceEvent } from './trace-event.ts';
import type { LockTableRow, LockWaiter, WaitForEdge } from './trace-state.ts';
import { indexOfTxn, type LockEntry, type ReplayState } from './replay-state.ts';

// COMPATIBLE[held][requested], modes in the order IS IX S SIX X (Gray et al.).
const MODE_INDEX: Readonly<Record<LockModeName, number>> = { IS: 0, IX: 1, S: 2, SIX: 3, X: 4 };
const COMPATIBLE: readonly (readonly boolean[])[] = [
  [true, true, true, true, false],
  [true, true, false, false, false],
  [true, false, true, false, false],
  [true, false, false, false, false],
  [false, false, false, false, false],
];

/** True when a lock held in mode `held` lets another transaction hold `requested` too. */
export function lockModesCompatible(held: LockModeName, requested: LockModeName): boolean {
  return COMPATIBLE[MODE_INDEX[held]]![MODE_INDEX[requested]]!;
}

/**
 * Removes the transaction from every entry's holders (when `holding`) and waiters: the
 * entries its item set names, which are exactly those listing it.
 */
export function removeEverywhere(s: ReplayState, txn: number, holding: boolean): void {
  const items = s.itemsOf.get(txn);
  if (items === undefined) return;
  for (const item of items) {
    const entry = s.locks.get(item);
    if (entry === undefined) {
      items.delete(item);
      continue;
    }
    const w = indexOfTxn(entry.waiters, txn);
    if (w >= 0) entry.waiters.splice(w, 1);
    const h = holding ? indexOfTxn(entry.holders, txn) : -1;
    if (h >= 0) entry.holders.splice(h, 1);
    if (indexOfTxn(entry.holders, txn) < 0 && indexOfTxn(entry.waiters, txn) < 0)
      items.delete(item);
    if (entry.holders.length === 0 && entry.waiters.length === 0) s.locks.delete(item);
  }
  if (items.size === 0) s.itemsOf.delete(txn);
}

/** Notes that `txn` is listed in `item`'s entry. */
function noteItem(s: ReplayState, txn: number, item: number): void {
  let items = s.itemsOf.get(txn);
  if (items === undefined) {
    items = new Set();
    s.itemsOf.set(txn, items);
  }
  items.add(item);
}

function entryOf(locks: Map<number, LockEntry>, item: number): LockEntry {
  let entry = locks.get(item);
  if (entry === undefined) {
    entry = { holders: [], waiters: [] };
    locks.set(item, entry);
  }
  return entry;
}

/** A request that waits: an upgrade queues behind earlier upgrades but ahead of new requests. */
export function addWaiter(s: ReplayState, e: Extract<TraceEvent, { kind: 'lock.wait' }>): void {
  const entry = entryOf(s.locks, e.item);
  const upgrade = indexOfTxn(entry.holders, e.txn) >= 0;
  const waiter: LockWaiter = { txn: e.txn, mode: e.mode, sinceUs: e.t, upgrade };
  const at = upgrade ? entry.waiters.findIndex((w) => !w.upgrade) : -1;
  if (at < 0) entry.waiters.push(waiter);
  else entry.waiters.splice(at, 0, waiter);
  noteItem(s, e.txn, e.item);
}

/** A grant: the waiter (if it waited) becomes a holder, or a holder's mode changes. */
export function grantLock(s: ReplayState, e: Extract<TraceEvent, { kind: 'lock.grant' }>): void {
  const entry = entryOf(s.locks, e.item);
  const w = indexOfTxn(entry.waiters, e.txn);
  if (w >= 0) entry.waiters.splice(w, 1);
  const h = indexOfTxn(entry.holders, e.txn);
  if (h >= 0) entry.holders[h]!.mode = e.mode;
  else entry.holders.push({ txn: e.txn, mode: e.mode, sinceUs: e.t });
  noteItem(s, e.txn, e.item);
}

/** Whom each waiter waits for, as the lock manager computes it for deadlock detection. */
export function waitForEdges(locks: LockTableRow[]): WaitForEdge[] {
  const edges: WaitForEdge[] = [];
  for (const { item, holders, waiters } of locks) {
    waiters.forEach((w, position) => {
      const to: number[] = [];
      for (const h of holders) {
        if (h.txn !== w.txn && !lockModesCompatible(h.mode, w.mode)) to.push(h.txn);
      }
      for (const r of waiters.slice(0, position)) {
        if (r.txn !== w.txn && !lockModesCompatible(r.mode, w.mode) && !to.includes(r.txn))
          to.push(r.txn);
      }
      for (const txn of to) edges.push({ from: w.txn, to: txn, item });
    });
  }
  return edges;
}
