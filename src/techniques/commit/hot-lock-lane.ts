/**
 * The hot-lock lane: when one lock item is what the run queues on, one bar per holder of
 * that item, from its grant to its release, labelled with the holder. Under strict
 * two-phase locking a bar ends when the flush carrying the holder's commit record ends
 * (the commit); under early lock release it ends at the commit request. This is the
 * picture of the early-lock-release paper's Figure 8, read from the trace through
 * `lockHolds`, so it shows what the model did. An item is hot when at least half of the
 * attempts that lock anything lock it; leaves out every other item (the lock table has
 * them) and draws overlapping shared holders on top of each other.
 */
import { lockHolds, type HoldEnd, type LockHold } from './lock-holds.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';

/** Share of the locking attempts that must hold an item for it to get a lane. */
export const HOT_LOCK_SHARE = 0.5;
/** Fewer holds than this are not a queue worth a lane. */
const MIN_HOLDS = 3;

export interface HotLockBar {
  txn: number;
  startUs: number;
  endUs: number;
  endedBy: HoldEnd;
}

export interface HotLockLane {
  item: number;
  /** In grant order. */
  bars: HotLockBar[];
}

/** The run's hot-lock lane, or null when no item is held by enough of its attempts. */
export function hotLockLane(events: readonly TraceEvent[]): HotLockLane | null {
  return hotLockLaneOf(lockHolds(events));
}

/** The same from holds already read (the timeline reads them once for both its lanes). */
export function hotLockLaneOf(holds: readonly LockHold[]): HotLockLane | null {
  const byItem = new Map<number, number>();
  for (const h of holds) byItem.set(h.item, (byItem.get(h.item) ?? 0) + 1);
  let hot: number | null = null;
  let most = 0;
  for (const [item, count] of byItem) {
    if (count > most || (count === most && hot !== null && item < hot)) {
      hot = item;
      most = count;
    }
  }
  if (hot === null || most < MIN_HOLDS) return null;
  // The holds of one attempt share their end (one release of all its locks).
  const lockingAttempts = new Set(holds.map((h) => `${h.txn}/${h.endUs}/${h.endedBy}`)).size;
  if (most < HOT_LOCK_SHARE * lockingAttempts) return null;
  const bars = holds
    .filter((h) => h.item === hot)
    .map(({ txn, startUs, endUs, endedBy }) => ({ txn, startUs, endUs, endedBy }));
  return { item: hot, bars };
}
