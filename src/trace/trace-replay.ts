/**
 * Replaying a trace into the state at an instant. The replay state is mutable and
 * copyable (keyframes are copies); `view` turns it into a fresh TraceState, so callers never
 * share mutable objects with a replay. What each transaction is doing comes from the
 * activity fold (activity.ts), carried in the replay state; the lock table, the devices and
 * the log are not per-transaction activities and are replayed here. Counters follow StatsFold: commits and aborts count from the
 * warm-up on. The lock rules are written out here rather than imported from the engine:
 * the trace layer reads traces and must not depend on the engine that wrote them.
 */
import { usToSeconds } from '../base/time.ts';
import { ActivityFold } from './activity.ts';
import type {
  DeviceInfo,
  LockModeName,
  RunStartEvent,
  TraceEvent,
  WorkKind,
} from './trace-event.ts';
import type {
  DeadlockInfo,
  DeviceState,
  LockHolder,
  LockTableRow,
  LockWaiter,
  LogState,
  StateOptions,
  TraceState,
  TxnAtInstant,
  WaitForEdge,
} from './trace-state.ts';

interface UnitState {
  txn: number;
  work: WorkKind;
  sinceUs: number;
}

interface DeviceWork {
  info: DeviceInfo;
  units: (UnitState | null)[];
  queue: { txn: number; sinceUs: number }[];
}

interface LockEntry {
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
  counts: {
    committed: number;
    aborted: number;
    deadlocks: number;
    committedTotal: number;
    abortedTotal: number;
    inFlight: number;
  };
}

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

function indexOfTxn(list: readonly { txn: number }[], txn: number): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.txn === txn) return i;
  return -1;
}

/**
 * Removes the transaction from every entry's holders (when `holding`) and waiters: the
 * entries its item set names, which are exactly those listing it.
 */
function removeEverywhere(s: ReplayState, txn: number, holding: boolean): void {
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

/** Applies one event, mirroring the lock manager, the servers and the log manager. */
export function apply(s: ReplayState, e: TraceEvent): void {
  s.applied++;
  s.activity.accept(e);
  const measured = s.start !== null && e.t >= s.start.warmupUs;
  switch (e.kind) {
    case 'run.start':
      s.start = e;
      s.deviceIndex = new Map(e.devices.map((info, i) => [info.id, i]));
      s.devices = e.devices.map((info) => ({
        info,
        units: new Array<UnitState | null>(info.units).fill(null),
        queue: [],
      }));
      return;
    case 'txn.submit':
      s.counts.inFlight++;
      return;
    case 'txn.commit':
      s.counts.inFlight--;
      s.counts.committedTotal++;
      if (measured) s.counts.committed++;
      return;
    case 'txn.abort':
      s.counts.abortedTotal++;
      if (measured) s.counts.aborted++;
      return;
    case 'deadlock':
      if (measured) s.counts.deadlocks++;
      // The victim's pending request is cancelled before anything else happens.
      removeEverywhere(s, e.victim, false);
      return;
    case 'lock.wait': {
      const entry = entryOf(s.locks, e.item);
      const upgrade = indexOfTxn(entry.holders, e.txn) >= 0;
      const waiter: LockWaiter = { txn: e.txn, mode: e.mode, sinceUs: e.t, upgrade };
      // Upgrades queue behind earlier upgrades but ahead of new requests.
      const at = upgrade ? entry.waiters.findIndex((w) => !w.upgrade) : -1;
      if (at < 0) entry.waiters.push(waiter);
      else entry.waiters.splice(at, 0, waiter);
      noteItem(s, e.txn, e.item);
      return;
    }
    case 'lock.grant': {
      const entry = entryOf(s.locks, e.item);
      const w = indexOfTxn(entry.waiters, e.txn);
      if (w >= 0) entry.waiters.splice(w, 1);
      const h = indexOfTxn(entry.holders, e.txn);
      if (h >= 0) entry.holders[h]!.mode = e.mode;
      else entry.holders.push({ txn: e.txn, mode: e.mode, sinceUs: e.t });
      noteItem(s, e.txn, e.item);
      return;
    }
    case 'lock.release-all':
      removeEverywhere(s, e.txn, true);
      return;
    case 'queue.enter':
      s.devices[s.deviceIndex.get(e.device) ?? -1]?.queue.push({ txn: e.txn, sinceUs: e.t });
      return;
    case 'queue.leave': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      const q = dev === undefined ? -1 : indexOfTxn(dev.queue, e.txn);
      if (q >= 0) dev!.queue.splice(q, 1);
      return;
    }
    case 'service.start': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      if (dev === undefined) return;
      if (e.fromQueue) {
        const q = indexOfTxn(dev.queue, e.txn);
        if (q >= 0) dev.queue.splice(q, 1);
      }
      dev.units[e.unit] = { txn: e.txn, work: e.work, sinceUs: e.t };
      return;
    }
    case 'service.end': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      if (dev !== undefined) dev.units[e.unit] = null;
      return;
    }
    case 'log.append':
      s.log.buffered.push({ txn: e.txn, lsn: e.lsn, appendedUs: e.t, inFlush: false });
      return;
    case 'log.flush.start':
      s.log.flushing = { flush: e.flush, records: e.records, upToLsn: e.upToLsn, sinceUs: e.t };
      for (const r of s.log.buffered) if (r.lsn <= e.upToLsn) r.inFlush = true;
      return;
    case 'log.flush.end':
      s.log.flushing = null;
      s.log.durableLsn = Math.max(s.log.durableLsn, e.durableLsn);
      s.log.buffered = s.log.buffered.filter((r) => r.lsn > e.durableLsn);
      return;
    case 'txn.commit-request':
      // An update's record entered the buffer with its log.append; the lock release that
      // early lock release does here follows as lock.release-all.
      return;
    case 'crash':
      s.log.durableLsn = Math.max(s.log.durableLsn, e.durableLsn);
      return;
    case 'run.end':
    case 'warmup.end':
    case 'txn.begin':
    case 'page.access':
    case 'page.evict':
    case 'buffer.wait':
      return;
  }
}

/** Whom each waiter waits for, as the lock manager computes it for deadlock detection. */
function waitForEdges(locks: LockTableRow[]): WaitForEdge[] {
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

/** A fresh, caller-owned view of a replay state. */
export function view(s: ReplayState, timeUs: number, deadlock: DeadlockInfo | null): TraceState {
  const locks: LockTableRow[] = [...s.locks.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([item, entry]) => ({
      item,
      holders: entry.holders.map((h) => ({ ...h })),
      waiters: entry.waiters.map((w) => ({ ...w })),
    }));
  const devices: DeviceState[] = s.devices.map((d) => {
    const inService: DeviceState['inService'] = [];
    d.units.forEach((u, unit) => {
      if (u !== null) inService.push({ unit, ...u });
    });
    return {
      id: d.info.id,
      kind: d.info.kind,
      units: d.info.units,
      busyUnits: inService.length,
      inService,
      queueLength: d.queue.length,
      queue: d.queue.map((q) => ({ ...q })),
    };
  });
  const warmupUs = s.start?.warmupUs ?? 0;
  const endUs = s.start?.endUs ?? Infinity;
  const measuredUs = Math.max(0, Math.min(timeUs, endUs) - warmupUs);
  const c = s.counts;
  const transactions: TxnAtInstant[] = [];
  for (const r of s.activity.inFlight()) {
    transactions.push({
      txn: r.txn,
      terminal: r.terminal,
      type: r.type,
      attempt: r.attempt,
      activity: r.activity,
      sinceUs: r.sinceUs,
      stage: r.stage,
    });
  }
  return {
    timeUs,
    events: s.applied,
    transactions,
    locks,
    waitsFor: waitForEdges(locks),
    deadlock: deadlock === null ? null : { ...deadlock, cycle: [...deadlock.cycle] },
    devices,
    log: {
      buffered: s.log.buffered.map((r) => ({ ...r })),
      flushing: s.log.flushing === null ? null : { ...s.log.flushing },
      durableLsn: s.log.durableLsn,
    },
    counters: {
      ...c,
      measuredUs,
      throughputTps: measuredUs === 0 ? 0 : c.committed / usToSeconds(measuredUs),
    },
  };
}

/** A deadlock and the index of its event in the trace. */
export interface IndexedDeadlock {
  index: number;
  info: DeadlockInfo;
}

/** The latest deadlock among the first `count` events, if at or after `timeUs - windowUs`. */
export function recentDeadlock(
  deadlocks: readonly IndexedDeadlock[],
  count: number,
  timeUs: number,
  windowUs: number,
): DeadlockInfo | null {
  let lo = 0;
  let hi = deadlocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (deadlocks[mid]!.index < count) lo = mid + 1;
    else hi = mid;
  }
  const latest = deadlocks[lo - 1]?.info;
  return latest !== undefined && latest.t >= timeUs - windowUs ? latest : null;
}

export function deadlockOf(e: TraceEvent, index: number): IndexedDeadlock | null {
  return e.kind === 'deadlock'
    ? { index, info: { t: e.t, seq: e.seq, cycle: e.cycle, victim: e.victim } }
    : null;
}

/** Replays a trace from the start, with no index: the reference `TraceIndex` must match. */
export function replayState(
  events: readonly TraceEvent[],
  timeUs: number,
  options: StateOptions = {},
): TraceState {
  const s = emptyState();
  const deadlocks: IndexedDeadlock[] = [];
  for (const e of events) {
    if (e.t > timeUs) break;
    const d = deadlockOf(e, s.applied);
    if (d !== null) deadlocks.push(d);
    apply(s, e);
  }
  const windowUs = options.deadlockWindowUs ?? 0;
  return view(s, timeUs, recentDeadlock(deadlocks, s.applied, timeUs, windowUs));
}
