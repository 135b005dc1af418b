/**
 * What the panels beside the timeline show at one instant of a run: what each transaction
 * in flight is doing, the lock table, the wait-for graph, a recent deadlock, each device's
 * units and queue, the log buffer, and counters so far. Plain data; `trace-replay.ts` computes it, `state-at.ts` indexes it.
 */
import type { TxnActivity } from './timeline-model.ts';
import type { DeviceInfo, ExecutionStage, LockModeName, WorkKind } from './trace-event.ts';

/** One transaction in flight at the instant, and what it is doing (activity.ts). */
export interface TxnAtInstant {
  txn: number;
  terminal: number;
  type: number;
  attempt: number;
  /** Shared with the replay and never mutated: read it, do not change it. */
  activity: TxnActivity;
  /** Since when it has been doing it. */
  sinceUs: number;
  /** The two-stage stage of its attempt; null outside two-stage execution. */
  stage: ExecutionStage | null;
}

export interface LockHolder {
  txn: number;
  mode: LockModeName;
  sinceUs: number;
}

export interface LockWaiter extends LockHolder {
  /** True when the waiter already holds the item in a weaker mode. */
  upgrade: boolean;
}

export interface LockTableRow {
  item: number;
  holders: LockHolder[];
  /** In queue order: the head is granted next. */
  waiters: LockWaiter[];
}

/** `from` waits for `to` on `item`: `to` holds it, or queues ahead, in a conflicting mode. */
export interface WaitForEdge {
  from: number;
  to: number;
  item: number;
}

export interface DeadlockInfo {
  t: number;
  seq: number;
  cycle: number[];
  victim: number;
}

export interface DeviceState {
  id: string;
  kind: DeviceInfo['kind'];
  units: number;
  busyUnits: number;
  inService: { unit: number; txn: number; work: WorkKind; sinceUs: number }[];
  queueLength: number;
  /** Waiting requests in FIFO order. */
  queue: { txn: number; sinceUs: number }[];
}

export interface LogState {
  /** Appended commit records that are not durable yet, in LSN order. */
  buffered: { txn: number; lsn: number; appendedUs: number; inFlush: boolean }[];
  flushing: { flush: number; records: number; upToLsn: number; sinceUs: number } | null;
  durableLsn: number;
}

export interface Counters {
  /** From the warm-up on, as in the run statistics. */
  committed: number;
  aborted: number;
  deadlocks: number;
  /** Since the start, warm-up included. */
  committedTotal: number;
  abortedTotal: number;
  /** Transactions submitted and not yet committed. */
  inFlight: number;
  /** Measured time so far: from the warm-up to t (or the run's end). */
  measuredUs: number;
  throughputTps: number;
}

export interface TraceState {
  timeUs: number;
  /** How many events the state includes. */
  events: number;
  /** Every transaction submitted and not yet committed, in submission order. */
  transactions: TxnAtInstant[];
  locks: LockTableRow[];
  waitsFor: WaitForEdge[];
  deadlock: DeadlockInfo | null;
  devices: DeviceState[];
  log: LogState;
  counters: Counters;
}

export interface StateOptions {
  /** Report the latest deadlock at most this long before t (µs); 0 means at t only. */
  deadlockWindowUs?: number;
}

export interface TraceIndexOptions extends StateOptions {
  /** Events between keyframes. */
  keyframeEvery?: number;
}
