/**
 * The timeline's lock-hold strips: for each transaction attempt, one interval from its
 * first lock grant to the release of all its locks, placed on the transaction's lane.
 * Under strict two-phase locking a strip runs through the log flush to the commit; under
 * early lock release it stops at the commit request, which is the picture that explains
 * why ELR helps. Built from `lockHolds`; which items were held is left out (the lock table
 * and the lock map show that).
 */
import { lockHolds, type HoldEnd, type LockHold } from './lock-holds.ts';
import type { TxnSpan } from '../../trace/timeline-model.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';

export interface HoldStrip {
  txn: number;
  startUs: number;
  endUs: number;
  endedBy: HoldEnd;
  /** How many lock items the attempt held. */
  items: number;
}

/** Per transaction lane (by lane index), its strips in time order. */
export function holdStrips(
  events: readonly TraceEvent[],
  transactions: readonly Pick<TxnSpan, 'txn' | 'lane'>[],
  lanes: number,
): HoldStrip[][] {
  return holdStripsOf(lockHolds(events), transactions, lanes);
}

/** The same from holds already read (the timeline reads them once for both its lanes). */
export function holdStripsOf(
  holds: readonly LockHold[],
  transactions: readonly Pick<TxnSpan, 'txn' | 'lane'>[],
  lanes: number,
): HoldStrip[][] {
  const laneOf = new Map<number, number>();
  for (const t of transactions) laneOf.set(t.txn, t.lane);
  const byLane: HoldStrip[][] = Array.from({ length: lanes }, () => []);
  // Holds of one attempt share their end (one release of all locks) and come grant-ordered.
  const current = new Map<number, HoldStrip>();
  for (const hold of holds) {
    const lane = laneOf.get(hold.txn);
    if (lane === undefined || lane >= lanes) continue;
    const strip = current.get(hold.txn);
    if (strip !== undefined && strip.endUs === hold.endUs && strip.endedBy === hold.endedBy) {
      strip.items++;
      continue;
    }
    const fresh: HoldStrip = {
      txn: hold.txn,
      startUs: hold.startUs,
      endUs: hold.endUs,
      endedBy: hold.endedBy,
      items: 1,
    };
    current.set(hold.txn, fresh);
    byLane[lane]!.push(fresh);
  }
  for (const strips of byLane) strips.sort((a, b) => a.startUs - b.startUs || a.endUs - b.endUs);
  return byLane;
}
