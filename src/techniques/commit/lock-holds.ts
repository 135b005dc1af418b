/**
 * Lock-hold intervals read from a trace: for each (transaction, item), from its first
 * grant to the release of all its locks, with what ended it: the commit request (early
 * lock release), the commit (strict 2PL: after the flush), an abort, or nothing yet. The
 * timeline's lock lanes and the hold-time measurements (does a hold contain the flush?)
 * use it. Upgrades keep one interval, with the strongest mode.
 */
import type { LockModeName, TraceEvent } from '../../trace/trace-event.ts';

export type HoldEnd = 'commit-request' | 'commit' | 'abort' | 'open';

export interface LockHold {
  item: number;
  txn: number;
  mode: LockModeName;
  startUs: number;
  /** The release, or the last event's time for a hold still open. */
  endUs: number;
  endedBy: HoldEnd;
}

/** The holds of `items` (all items when omitted), in order of their grants. */
export function lockHolds(events: Iterable<TraceEvent>, items?: ReadonlySet<number>): LockHold[] {
  const holds: LockHold[] = [];
  const open = new Map<number, LockHold[]>();
  const earlyRelease = new Set<number>();
  const victims = new Set<number>();
  let lastUs = 0;
  for (const e of events) {
    lastUs = e.t;
    switch (e.kind) {
      case 'lock.grant': {
        if (items !== undefined && !items.has(e.item)) break;
        const mine = open.get(e.txn) ?? [];
        const held = mine.find((h) => h.item === e.item);
        if (held !== undefined) {
          held.mode = e.mode;
          break;
        }
        const hold: LockHold = {
          item: e.item,
          txn: e.txn,
          mode: e.mode,
          startUs: e.t,
          endUs: e.t,
          endedBy: 'open',
        };
        mine.push(hold);
        open.set(e.txn, mine);
        holds.push(hold);
        break;
      }
      case 'txn.commit-request':
        if (e.releasesLocks) earlyRelease.add(e.txn);
        break;
      case 'deadlock':
        victims.add(e.victim);
        break;
      case 'lock.release-all': {
        const endedBy: HoldEnd = victims.has(e.txn)
          ? 'abort'
          : earlyRelease.has(e.txn)
            ? 'commit-request'
            : 'commit';
        for (const h of open.get(e.txn) ?? []) {
          h.endUs = e.t;
          h.endedBy = endedBy;
        }
        open.delete(e.txn);
        victims.delete(e.txn);
        earlyRelease.delete(e.txn);
        break;
      }
      default:
        break;
    }
  }
  for (const mine of open.values()) for (const h of mine) h.endUs = lastUs;
  return holds;
}
