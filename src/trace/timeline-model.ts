/**
 * The timeline's drawable model: transaction lanes of state segments, device lanes of
 * service segments, marks (commit request, commit = acknowledgement, abort, deadlock,
 * crash) and lock-wait arrows. Plain data;
 * `segments.ts` builds it from a trace.
 *
 * This file is the trace layer's registry of technique marks in the timeline model: each
 * technique's part (lock-hold strips, stage strips, CPU lanes, restart marks) is typed in
 * its own folder and named once here; the types the page's core timeline draws are
 * re-exported below.
 */
import type { CommitProtocol } from '../base/commit-protocol.ts';
import type { HoldStrip } from '../techniques/commit/hold-strips.ts';
import type { HotLockLane } from '../techniques/commit/hot-lock-lane.ts';
import type { ConcurrencyControlLaneMarks } from '../techniques/concurrency-control/fold/cc-marks.ts';
import type { TlsTimeline } from '../techniques/tls/timeline.ts';
import type { StageStrip } from '../techniques/two-stage/stage-strips.ts';
import type { AbortReason, DeviceInfo, LockModeName, WorkKind } from './trace-event.ts';

export type { HoldStrip } from '../techniques/commit/hold-strips.ts';
export type { HotLockLane } from '../techniques/commit/hot-lock-lane.ts';
export type { TlsSegment } from '../techniques/tls/lanes.ts';
export type { TlsTimeline } from '../techniques/tls/timeline.ts';

export type TxnState =
  'cpu' | 'cpu-queue' | 'io' | 'lock-wait' | 'log-wait' | 'buffer-wait' | 'idle-in-txn';

/** What a transaction is doing, with what a tooltip needs to say about it. */
export type TxnActivity =
  | { state: 'cpu'; detail: { device: string; unit: number; work: WorkKind } }
  | { state: 'cpu-queue'; detail: { device: string } }
  | {
      state: 'io';
      /** `unit` and `work` are null while queued; `page` is inferred (see the header). */
      detail: {
        device: string;
        phase: 'queue' | 'service';
        unit: number | null;
        work: WorkKind | null;
        page: number | null;
      };
    }
  | {
      state: 'lock-wait';
      detail: { item: number; mode: LockModeName; blockers: readonly number[] };
    }
  | { state: 'log-wait'; detail: { lsn: number } }
  | {
      state: 'buffer-wait';
      detail: { page: number; reason: 'page-in-transit' | 'no-free-frame' };
    }
  | { state: 'idle-in-txn'; detail: { reason: 'between-steps' | 'restart-delay' } };

/** A half-open interval [startUs, endUs) of one transaction attempt in one state. */
export type TxnSegment = {
  startUs: number;
  endUs: number;
  txn: number;
  attempt: number;
  /** True when the attempt this segment belongs to later aborted: wasted work. */
  aborted: boolean;
} & TxnActivity;

export interface TxnLane {
  index: number;
  /** The terminal of a closed system, or null for an open-arrival slot. */
  terminal: number | null;
  segments: TxnSegment[];
}

/** One service on a device unit: for a transaction, or a log flush (txn = SYSTEM_OWNER). */
export interface ServiceSegment {
  startUs: number;
  endUs: number;
  txn: number;
  /** The transaction's attempt, or null for system work. */
  attempt: number | null;
  aborted: boolean;
  work: WorkKind;
  /** The page read or written (inferred), for disk work. */
  page: number | null;
  /** For a log flush: its number and how many commit records it carries. */
  flush: number | null;
  records: number | null;
  /** For a log flush: the transactions whose commit records it carries, in LSN order. */
  txns: readonly number[] | null;
}

export interface DeviceLane {
  device: string;
  kind: DeviceInfo['kind'];
  unit: number;
  segments: ServiceSegment[];
}

export interface TxnSpan {
  txn: number;
  lane: number;
  terminal: number;
  type: number;
  submitUs: number;
  /** Null while the transaction is still running at the end of the trace. */
  commitUs: number | null;
  attempts: number;
}

export interface CommitMark {
  t: number;
  txn: number;
  lane: number;
  responseUs: number;
}

/** A commit request (CR): the commit record (if any) is in the log buffer. */
export interface CommitRequestMark {
  t: number;
  txn: number;
  lane: number;
  lsn: number | null;
  /** The LSN the acknowledgement waits for; null when it does not wait for the log. */
  waitLsn: number | null;
  /** Early lock release: the locks are released at this tick. */
  releasesLocks: boolean;
}

/** The crash that ended the run. */
export interface CrashMark {
  t: number;
  durableLsn: number;
}

export interface AbortMark {
  t: number;
  txn: number;
  lane: number;
  attempt: number;
  reason: AbortReason;
}

export interface DeadlockMark {
  t: number;
  cycle: readonly number[];
  victim: number;
  /** The lane of each cycle member, in cycle order. */
  lanes: readonly number[];
}

export interface WaitArrow {
  fromTxn: number;
  fromLane: number;
  attempt: number;
  /** The blockers named by the lock.wait event, and their lanes. */
  toTxns: readonly number[];
  toLanes: readonly number[];
  /**
   * When each blocker released all its locks (committed or aborted) after this wait began,
   * or null while it has not: from then on it blocks this waiter no more, whatever it does
   * next (a restart waits and holds for reasons of its own).
   */
  toReleasedUs: (number | null)[];
  startUs: number;
  endUs: number;
  item: number;
  mode: LockModeName;
  /** Granted, aborted as a deadlock victim, or still waiting at the end of the trace. */
  outcome: 'granted' | 'aborted' | 'open';
}

export interface TimelineRun {
  scenarioId: string;
  variant: string | null;
  startUs: number;
  /** The run's end (run.end), or the last event's time when the trace stops early. */
  endUs: number;
  warmupUs: number;
  complete: boolean;
  terminals: number | null;
  transactionTypes: readonly string[];
  /** The run's commit protocol; null without a log. */
  commitProtocol: CommitProtocol | null;
}

export interface TimelineModel {
  run: TimelineRun;
  devices: readonly DeviceInfo[];
  txnLanes: TxnLane[];
  deviceLanes: DeviceLane[];
  transactions: TxnSpan[];
  marks: {
    /** Acknowledgements (txn.commit). */
    commits: CommitMark[];
    commitRequests: CommitRequestMark[];
    aborts: AbortMark[];
    deadlocks: DeadlockMark[];
    crash: CrashMark | null;
  };
  waits: WaitArrow[];
  /**
   * Lock-hold strips per transaction lane (`techniques/commit/hold-strips.ts`); added by
   * the page when it builds a run's view, absent in a bare model.
   */
  holds?: readonly (readonly HoldStrip[])[];
  /**
   * One bar per holder of the run's hot lock item (`techniques/commit/hot-lock-lane.ts`),
   * a lane of its own; absent or null when no item is that hot.
   */
  hotLock?: HotLockLane | null;
  /**
   * Two-stage execution strips per transaction lane
   * (`techniques/two-stage/stage-strips.ts`); absent otherwise.
   */
  stages?: readonly (readonly StageStrip[])[];
  /** CPU lanes of a thread-level speculation run (`techniques/tls/timeline.ts`); absent otherwise. */
  tls?: TlsTimeline | null;
  /** Wounds and failed validations of a restart-based run, on lanes; absent otherwise. */
  cc?: ConcurrencyControlLaneMarks | null;
}
