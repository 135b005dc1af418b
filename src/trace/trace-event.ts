/**
 * The trace: an append-only list of typed events, the one record of what happened in a run.
 * The timeline animates it and the statistics are a fold over it, so the two cannot
 * disagree. Every event carries `t` (simulated microseconds) and `seq` (its index in the
 * trace). Transaction ids are positive; `SYSTEM_OWNER` marks work done for no transaction
 * (a log flush).
 */
import type { CommitProtocol } from '../base/commit-protocol.ts';
import type { TlsTraceEvent } from './tls-trace-event.ts';
import type { ConcurrencyControlTraceEvent } from '../techniques/concurrency-control/events.ts';

export type { TlsTraceEvent, TlsPhase } from './tls-trace-event.ts';

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

/** Where a two-stage transaction attempt is; 'done' follows its unpinning (commit or abort). */
export type ExecutionStage = 'fetch' | 'operate' | 'rollback' | 'done';
/** How one attempt executes (HTSTE picks one of these per transaction type). */
export type StageMode = 'conventional' | 'tste' | 'otste';

/**
 * Two-stage execution (TSTE, OTSTE, HTSTE runs only): the attempt enters a stage. A fetch
 * stage holds no locks; 'rollback' is an OTSTE conversion undoing its writes (its locks
 * still held, released at the next fetch). `pinnedFrames` is the buffer pool's count of
 * pinned frames at this instant.
 */
export interface StageEvent {
  kind: 'txn.stage';
  t: number;
  seq: number;
  txn: number;
  stage: ExecutionStage;
  mode: StageMode;
  pinnedFrames: number;
}

/** HTSTE: a type's running ratios after one more instance, and its mode from now on. */
export interface HtsteUpdateEvent {
  kind: 'htste.update';
  t: number;
  seq: number;
  type: number;
  mode: StageMode;
  instances: number;
  /** Operate-stage accesses that needed a read, % of operate-stage accesses. */
  misprefetchPct: number;
  /** Instances that needed a read before their final operate stage, %. */
  conversionPct: number;
}

export type TraceEvent =
  | RunStartEvent
  | { kind: 'run.end'; t: number; seq: number }
  | { kind: 'warmup.end'; t: number; seq: number }
  /** A transaction enters the system: its response time starts here. */
  | { kind: 'txn.submit'; t: number; seq: number; txn: number; terminal: number; type: number }
  /** An attempt starts (attempt 1, then one more after each abort). */
  | { kind: 'txn.begin'; t: number; seq: number; txn: number; attempt: number }
  /** The commit is acknowledged to the client: its response time ends here. */
  | { kind: 'txn.commit'; t: number; seq: number; txn: number }
  | CommitRequestEvent
  | StageEvent
  | HtsteUpdateEvent
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
   * A read that reached a second-level cache (a disk unit's controller cache, or the
   * extended-memory cache): `device` is the cache's device; `hit` when the cache served it.
   */
  | { kind: 'cache.access'; t: number; seq: number; device: string; page: number; hit: boolean }
  /**
   * A write buffer changed: a write was absorbed, a destage finished, or a write found it
   * full and went to disk synchronously ('full'). `pending` pages now wait for destage.
   */
  | {
      kind: 'write-buffer';
      t: number;
      seq: number;
      device: string;
      change: 'absorb' | 'destaged' | 'full';
      pending: number;
      capacity: number;
    }
  /**
   * The system crashes: the log is durable up to `durableLsn`, everything later is lost,
   * and the run ends here. `crashOutcome` (crash-outcome.ts) says who survives.
   */
  | { kind: 'crash'; t: number; seq: number; durableLsn: number }
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
