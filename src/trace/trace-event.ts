/**
 * The trace: an append-only list of typed events, the one record of what happened in a run.
 * The timeline animates it and the statistics are a fold over it, so the two cannot
 * disagree. Every event carries `t` (simulated microseconds) and `seq` (its index in the
 * trace). Transaction ids are positive; `SYSTEM_OWNER` marks work done for no transaction
 * (a log flush).
 *
 * This file is the trace layer's registry of technique events: a technique's own events
 * live in `techniques/<name>/events.ts` and join the union here by one line each; the few
 * of their types that core folds name are re-exported below.
 */
import type { CommitProtocol } from '../base/commit-protocol.ts';
import type { ConcurrencyControlTraceEvent } from '../techniques/concurrency-control/events.ts';
import type { StorageTraceEvent } from '../techniques/storage/events.ts';
import type { TlsTraceEvent } from '../techniques/tls/events.ts';
import type { TwoStageTraceEvent } from '../techniques/two-stage/events.ts';

export type { TlsTraceEvent, TlsPhase } from '../techniques/tls/events.ts';
export type { ExecutionStage, StageEvent } from '../techniques/two-stage/events.ts';

export const SYSTEM_OWNER = -1;

/**
 * The lockable item that stands for the whole database file under file and mixed
 * locking (and for intention locks). Items 0, 1, 2, ... are pages.
 */
export const FILE_ITEM = -1;

/**
 * 'server': a serial data server (the locking testbed's file server), see DeviceInfo.
 * Storage tiers add 'controller' (a disk or SSD unit's controllers), 'ssd' (an SSD's
 * controllers) and 'nvem' (extended memory); a tier's disk arms are 'disk'.
 */
export type DeviceKind = 'cpu' | 'disk' | 'log' | 'server' | 'controller' | 'ssd' | 'nvem';
export type WorkKind = 'cpu' | 'read' | 'write' | 'log-flush' | 'lock-cpu';
export type LockModeName = 'IS' | 'IX' | 'S' | 'SIX' | 'X';
/** Why an attempt aborted: a deadlock victim, or a restart-based algorithm's reason. */
export type AbortReason = 'deadlock' | 'conflict' | 'validation' | 'wound';

export interface DeviceInfo {
  id: string;
  kind: DeviceKind;
  units: number;
}

/**
 * Why a run ended before its planned end: its open workload saturated (the backlog kept
 * growing), or it used its work budget of engine events. `message` is one line for people.
 */
export interface RunStop {
  reason: 'saturated' | 'budget';
  message: string;
  /** Engine events fired when the run stopped. */
  events: number;
  /** The simulated instant it stopped at (the run.end's t), in µs. */
  atUs: number;
  /** Saturated: commits per second over the span that showed it (what the system completes). */
  throughputTps?: number;
}

export interface RunStartEvent {
  kind: 'run.start';
  t: number;
  seq: number;
  scenarioId: string;
  variant: string | null;
  seed: number;
  warmupUs: number;
  endUs: number;
  devices: DeviceInfo[];
  /** Closed-system population, or null for open arrivals. */
  terminals: number | null;
  transactionTypes: string[];
  /**
   * How commits treat locks and the log (scenario `log.commitProtocol`; 'no-wait' also for
   * an asynchronous commit); absent when the run has no log.
   */
  commitProtocol?: CommitProtocol;
  /** Present when the run is one transaction at a time under thread-level speculation. */
  tls?: { cpus: number; transactionType: string };
}

/**
 * The commit request (CR): the transaction has done all its work; an update transaction's
 * commit record is in the log buffer (`lsn`, null for a read-only one). Under early lock
 * release its locks are released right after this event. The transaction is acknowledged
 * (txn.commit) once the log is durable up to `waitLsn`: its own record, or for a reader
 * under safe ELR the latest pre-committed data it read; null: it does not wait for the log.
 * Emitted only when the run has a log.
 */
export interface CommitRequestEvent {
  kind: 'txn.commit-request';
  t: number;
  seq: number;
  txn: number;
  lsn: number | null;
  waitLsn: number | null;
  /** True when the locks are released at the commit request (ELR, no-wait). */
  releasesLocks: boolean;
}

export type TraceEvent =
  | RunStartEvent
  /** The run's end; `stop` only when it stopped before its planned end (absent otherwise). */
  | { kind: 'run.end'; t: number; seq: number; stop?: RunStop }
  | { kind: 'warmup.end'; t: number; seq: number }
  /** A transaction enters the system: its response time starts here. */
  | { kind: 'txn.submit'; t: number; seq: number; txn: number; terminal: number; type: number }
  /** An attempt starts (attempt 1, then one more after each abort). */
  | { kind: 'txn.begin'; t: number; seq: number; txn: number; attempt: number }
  /** The commit is acknowledged to the client: its response time ends here. */
  | { kind: 'txn.commit'; t: number; seq: number; txn: number }
  | CommitRequestEvent
  | { kind: 'txn.abort'; t: number; seq: number; txn: number; attempt: number; reason: AbortReason }
  | { kind: 'queue.enter'; t: number; seq: number; device: string; txn: number }
  /** A queued request is withdrawn before service (its process was interrupted). */
  | { kind: 'queue.leave'; t: number; seq: number; device: string; txn: number }
  | {
      kind: 'service.start';
      t: number;
      seq: number;
      device: string;
      unit: number;
      txn: number;
      work: WorkKind;
      /** True when the request waited in the queue (it entered with queue.enter). */
      fromQueue: boolean;
    }
  | { kind: 'service.end'; t: number; seq: number; device: string; unit: number; txn: number }
  | {
      kind: 'page.access';
      t: number;
      seq: number;
      txn: number;
      page: number;
      write: boolean;
      hit: boolean;
    }
  | { kind: 'page.evict'; t: number; seq: number; page: number; dirty: boolean }
  /** The transaction waits for the buffer: for another's read of the page, or a free frame. */
  | {
      kind: 'buffer.wait';
      t: number;
      seq: number;
      txn: number;
      page: number;
      reason: 'page-in-transit' | 'no-free-frame';
    }
  /** `item` is a page, or FILE_ITEM for the file. */
  | { kind: 'lock.grant'; t: number; seq: number; txn: number; item: number; mode: LockModeName }
  | {
      kind: 'lock.wait';
      t: number;
      seq: number;
      txn: number;
      item: number;
      mode: LockModeName;
      /** The transactions this request waits for at the moment it blocks. */
      blockers: number[];
    }
  /** All locks of the transaction are released (at commit or abort). */
  | { kind: 'lock.release-all'; t: number; seq: number; txn: number }
  | { kind: 'deadlock'; t: number; seq: number; cycle: number[]; victim: number }
  /** The commit record is in the log buffer; a synchronous commit now waits for its flush. */
  | { kind: 'log.append'; t: number; seq: number; txn: number; lsn: number }
  | {
      kind: 'log.flush.start';
      t: number;
      seq: number;
      flush: number;
      records: number;
      upToLsn: number;
      /** The transactions whose commit records this flush carries, in LSN order. */
      txns?: number[];
      /** Bytes written. */
      bytes?: number;
    }
  | {
      kind: 'log.flush.end';
      t: number;
      seq: number;
      flush: number;
      durableLsn: number;
      /** With storage tiers: where the record now is (every one non-volatile). */
      medium?: StorageMedium;
    }
  /**
   * The system crashes: the log is durable up to `durableLsn`, everything later is lost,
   * and the run ends here. `crashOutcome` (crash-outcome.ts) says who survives.
   */
  | { kind: 'crash'; t: number; seq: number; durableLsn: number }
  | TwoStageTraceEvent
  | StorageTraceEvent
  | TlsTraceEvent
  | ConcurrencyControlTraceEvent;

export type TraceKind = TraceEvent['kind'];

/** Where a write came to rest: a disk, an SSD, extended memory, or a non-volatile controller cache. */
export type StorageMedium = 'disk' | 'ssd' | 'nvem' | 'nv-cache' | 'volatile-cache';

/** An event as a component hands it over, before the sink stamps its index. */
export type TraceEventInput = TraceEvent extends infer E
  ? E extends TraceEvent
    ? Omit<E, 'seq'>
    : never
  : never;
