/**
 * The mutable state a trace replay carries (the lock table with each transaction's items,
 * the devices' units and queues, the log, the activity fold, the counters), an empty one
 * and a deep copy of one (keyframes are copies). What the events do to it is in
 * replay-apply.ts; the lock table's edits are in replay-locks.ts. Leaves out the view a
 * caller gets (replay-view.ts), which never shares these mutable objects.
 */
import { ActivityFold } from './activity.ts';
import type { DeviceInfo, RunStartEvent, WorkKind } from './trace-event.ts';
import type { Counters, LockHolder, LockWaiter, LogState } from './trace-state.ts';

export interface UnitState {
  txn: number;
  work: WorkKind;
  sinceUs: number;
}

export interface DeviceWork {
  info: DeviceInfo;
  units: (UnitState | null)[];
  queue: { txn: number; sinceUs: number }[];
}

export interface LockEntry {
  holders: LockHolder[];
  waiters: LockWaiter[];
}

/** The mutable state a replay carries; `copyState` makes keyframes of it. */
export interface ReplayState {
  applied: number;
  start: RunStartEvent | null;
  locks: Map<number, LockEntry>;
  /**
   * Per transaction, the items whose entry lists it as a holder or a waiter, so a release
   * or a deadlock visits that transaction's items instead of scanning the whole table.
   */
  itemsOf: Map<number, Set<number>>;
  devices: DeviceWork[];
  /** Device id to its index in `devices`; fixed at run.start, so copies share it. */
  deviceIndex: ReadonlyMap<string, number>;
  log: LogState;
  /** What each transaction in flight is doing. */
  activity: ActivityFold;
  counts: Pick<
    Counters,
    'committed' | 'aborted' | 'deadlocks' | 'committedTotal' | 'abortedTotal' | 'inFlight'
  >;
}

export function emptyState(): ReplayState {
  return {
    applied: 0,
    start: null,
    locks: new Map(),
    itemsOf: new Map(),
    devices: [],
    deviceIndex: new Map(),
    log: { buffered: [], flushing: null, durableLsn: 0 },
    activity: new ActivityFold(),
    counts: {
      committed: 0,
      aborted: 0,
      deadlocks: 0,
      committedTotal: 0,
      abortedTotal: 0,
      inFlight: 0,
    },
  };
}

export function copyState(s: ReplayState): ReplayState {
  const locks = new Map<number, LockEntry>();
  for (const [item, entry] of s.locks) {
    locks.set(item, {
      holders: entry.holders.map((h) => ({ ...h })),
      waiters: entry.waiters.map((w) => ({ ...w })),
    });
  }
  const itemsOf = new Map<number, Set<number>>();
  for (const [txn, items] of s.itemsOf) itemsOf.set(txn, new Set(items));
  return {
    applied: s.applied,
    start: s.start,
    locks,
    itemsOf,
    deviceIndex: s.deviceIndex,
    devices: s.devices.map((d) => ({
      info: d.info,
      units: d.units.map((u) => (u === null ? null : { ...u })),
      queue: d.queue.map((q) => ({ ...q })),
    })),
    log: {
      buffered: s.log.buffered.map((r) => ({ ...r })),
      flushing: s.log.flushing === null ? null : { ...s.log.flushing },
      durableLsn: s.log.durableLsn,
    },
    activity: s.activity.copy(),
    counts: { ...s.counts },
  };
}

/** The index of the transaction's place in a list of holders, waiters or queued, or -1. */
export function indexOfTxn(list: readonly { txn: number }[], txn: number): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.txn === txn) return i;
  return -1;
}
