/**
 * The seams of the transaction-processing model: the small interfaces where techniques
 * differ. The model's one attempt loop (workload/transaction.ts) and its parts talk to
 * these only; `registry.ts` is the one place that picks an implementation for a scenario.
 *
 * One convention for "technique off": every seam always has a strategy, and with the
 * technique off it is the model's default one (strict 2PL, conventional execution, the
 * scenario's lock plan, the commit protocol of the scenario's log). No strategy is ever
 * null. Parts of the database system a scenario may lack (the log, the data server,
 * storage tiers) are null when absent, as the scenario's own sections are; they are
 * parts, not strategies, and the strategies look at them.
 *
 * What a technique's engine may use of the model (its vocabulary, resources and data
 * calls) is re-exported at the end of this file, so a technique imports `model/seams.ts`
 * and nothing else of the model (tests/architecture/layers.test.ts checks it).
 */
import type { Wait } from '../kernel/process.ts';
import type { RandomStream, RandomStreams } from '../kernel/random.ts';
import type { Simulation } from '../kernel/simulation.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AbortReason, DeviceInfo, StorageMedium } from '../trace/trace-event.ts';
import type { TraceSink } from '../trace/trace-sink.ts';
import type { DatabaseSystem } from './db/database-system.ts';
import type { LockMode } from './db/lock-modes.ts';
import type { Server } from './resources/server.ts';
import type { TransactionContext } from './workload/transaction-context.ts';
import type { TxnPlan } from './workload/txn-program.ts';

/** One attempt of one transaction: what every strategy is handed. */
export interface AttemptScope {
  readonly ctx: TransactionContext;
  readonly plan: TxnPlan;
  readonly txn: number;
  /** 1 for the first attempt, one more after each abort. */
  readonly attempt: number;
  /** When the transaction was submitted: its age (deadlock victims, wound-wait). */
  readonly submittedAt: number;
  /** The transaction's execution-time randomness. */
  readonly rng: RandomStream;
}

/**
 * Concurrency control: how an attempt gets access to an item, what a conflict does, and
 * validation at commit.
 * - strict two-phase locking (model/db/strict-two-phase-locking.ts, the default): a
 *   conflict blocks; a deadlock victim aborts;
 * - restart-based control (techniques/concurrency-control, the sixth technique):
 *   immediate-restart aborts on a conflict, optimistic control validates backwards at
 *   commit, wound-wait wounds younger holders (interrupting, `Process.interrupt`, a victim
 *   blocked in a wait that can be forgotten).
 * The costs of a lock call (lock CPU, the data server's turn, the added delay) stay with
 * the model (workload/data-calls.ts); `request` is the decision inside that call.
 */
export interface ConcurrencyControl {
  /** An attempt starts; `submittedAt` is its age. The running process is `sim.activeProcess`. */
  beginAttempt(txn: number, submittedAt: number): void;
  /**
   * Asks for `item` in `mode`: true when granted at once, false when the attempt must
   * abort now, or a Wait that resumes with true (granted) or false (abort).
   */
  request(txn: number, item: number, mode: LockMode): boolean | Wait<boolean>;
  /** At the end of the work, before the commit request: false aborts the attempt. */
  validate(scope: AttemptScope): Iterable<Wait, boolean, unknown>;
  /** Releases everything the attempt holds (its commit's lock release, or its abort). Idempotent. */
  release(txn: number): void;
  /** Why the attempt of `txn` that just failed aborted (traced on txn.abort). */
  abortReason(txn: number): AbortReason;
}

/** Which items an attempt locks: the file, its pages, or both (granularity). */
export interface TxnLockPlan {
  /** Lock on FILE_ITEM taken before the first page is read, or null for none. */
  readonly fileMode: LockMode | null;
  /** Whether each page is locked too. */
  readonly pageLocks: boolean;
}

/**
 * Lock granularity: what an attempt asks the concurrency control for. Implemented by
 * techniques/granularity/engine/lock-policy.ts (page, file or mixed granularity,
 * intention locks, the lock modes of `locking.mode`); with locking off, no locks at all.
 */
export interface LockGranularity {
  /** The attempt's plan of locks, or null without locking. */
  planFor(type: number, writes: boolean): TxnLockPlan | null;
  /** The mode of one page lock. */
  pageMode(write: boolean): LockMode;
}

/**
 * Execution strategy: how an attempt runs its plan, up to and including its commit.
 * - conventional (model/workload/conventional-attempt.ts, the default): each access
 *   locks, fixes the page in the shared buffer pool, computes;
 * - the testbed's per-transaction buffer (techniques/granularity/engine/
 *   private-buffer-attempt.ts): compute, then lock and read on a miss in the own buffer;
 * - two-stage execution (techniques/two-stage/engine/two-stage-strategy.ts): TSTE, OTSTE
 *   and HTSTE's fetch and operate stages.
 * Every strategy asks `ctx.concurrency` for access and `ctx.commit` to commit, and calls
 * `ctx.concurrency.validate` before committing.
 */
export interface ExecutionStrategy {
  /**
   * `yield* runAttempt(scope)`: true once committed; false when the attempt must abort
   * (the loop then releases, rolls back and restarts it). An `Interrupt` thrown out of it
   * aborts the attempt the same way; a strategy holding resources of its own frees them.
   */
  runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown>;
}

/**
 * Commit protocol: from the end of the work to the acknowledgement (txn.commit), in the
 * order of commit request, lock release and durability the protocol gives. Implemented by
 * techniques/commit/engine/commit.ts: strict (baseline: durable, then release), early lock
 * release (safe and naive), no-wait (and asynchronous commit); without a log, the commit
 * CPU and the release. Nothing can abort once it starts.
 */
export interface CommitStrategy {
  /** The version tag a read of `page` depends on (safe ELR); 0 when reads are not tracked. */
  readTagOf(page: number): number;
  /** `yield* commit(scope, readTag)`; `readTag` is the highest tag the attempt read. */
  commit(scope: AttemptScope, readTag: number): Generator<Wait, void, unknown>;
}

/**
 * Commit log: what commit processing needs of a log. Implemented by the one log manager
 * (model/db/log-manager.ts), whatever device holds the log (see LogDevice).
 */
export interface CommitLog {
  readonly durableLsn: number;
  append(owner: number, bytes: number): number;
  waitDurable(lsn: number): Wait | null;
}

/**
 * The device that holds the log, as the log manager sees it: one flush is one write of
 * its records' bytes, returning where they rest (null: the log device of the flush-latency
 * model). Implemented by the flush-latency model (model/db/flush-latency.ts, the default)
 * and by a storage tier: a disk unit with or without a cache or write buffer, an SSD, NVEM
 * (techniques/storage/engine/tier-log-device.ts).
 */
export interface LogDevice {
  /**
   * Whether writes may be under way at once (a tier's controllers, arms or NVEM servers):
   * one-record flushes then start at each commit and run concurrently, as in the storage
   * paper; a serial device keeps one flusher.
   */
  readonly concurrentWrites: boolean;
  write(flush: number, bytes: number): Generator<Wait, StorageMedium | null, unknown>;
  /**
   * `write` when it is one wait that rests the records on the log device (null medium): the
   * wait, its write started, for the flusher to yield without a generator; null (or no
   * method) when the flush must run `write`.
   */
  writeWait?(flush: number, bytes: number): Wait | null;
}

/**
 * Page store: the storage behind the shared buffer pool, which decides what a read and a
 * replacement cost. Without one (the default) the buffer pool reads and writes pages on
 * the data disks; with storage tiers it is techniques/storage/engine/tiered-store.ts.
 * The data path as a whole is the buffer pool and this store (shared buffer), the
 * per-transaction buffer strategy, and the data server's calls (workload/data-calls.ts).
 */
export interface PageStore {
  isMemoryResident(page: number): boolean;
  read(owner: number, page: number): Generator<Wait, void, unknown>;
  evict(owner: number, page: number, dirty: boolean): Generator<Wait, void, unknown>;
}

/** Pages to preload into the buffer pool, least recently used first. */
export interface PreloadPlan {
  pages: number[];
  dirty: boolean[];
}

/** The page store of storage tiers: FORCE writes a transaction's pages at commit. */
export interface TieredPageStore extends PageStore {
  /** FORCE (write every modified page at commit) rather than NOFORCE. */
  readonly force: boolean;
  forceWrite(owner: number, page: number): Generator<Wait, void, unknown>;
}

/**
 * Storage tiers in place of the data disks: their devices, page store and, with a log,
 * the tier device that holds it. Implemented by techniques/storage/engine/storage-system.ts; without
 * a `storage` section (the default) the database system has data disks and no tiers.
 */
export interface StorageTiers {
  readonly devices: readonly DeviceInfo[];
  readonly store: TieredPageStore;
  /** The device that holds the log (`storage.log`), or null: the log on its own device. */
  readonly logDevice: LogDevice | null;
  /** A warm start for a buffer pool of `capacity` frames. */
  preloadPlan(capacity: number): PreloadPlan;
}

/** Builds a scenario's storage tiers (null without a `storage` section); from the registry. */
export type StorageTiersFactory = (
  sim: Simulation,
  trace: TraceSink,
  streams: RandomStreams,
  cpu: Server,
  scenario: Scenario,
) => StorageTiers | null;

/** What a model is given to set a run up. */
export interface ModelEnv {
  readonly sim: Simulation;
  readonly trace: TraceSink;
  readonly streams: RandomStreams;
  readonly scenario: Scenario;
  readonly db: DatabaseSystem;
}

/**
 * The model a run simulates. Implemented by the transaction-processing model
 * (model/transaction-processing-model.ts: terminals or arrivals running transactions
 * against the database system) and by thread-level speculation
 * (techniques/tls/engine/tls-model.ts: one transaction at a time on an idle machine).
 */
export interface SimulationModel {
  readonly name: 'transaction-processing' | 'tls';
  /** The devices the run.start event lists. */
  devices(env: ModelEnv): DeviceInfo[];
  /** Starts the model's processes. */
  start(env: ModelEnv): void;
}

// The model's surface for techniques: its vocabulary, resources and data calls.
export type { BufferPool } from './db/buffer-pool.ts';
export { provideTlsModel } from './loaded-models.ts';
export type { DatabaseSystem } from './db/database-system.ts';
export { LOCK_MODE_NAMES, LockMode, compatible, covers, supremum } from './db/lock-modes.ts';
export { Server, isInService } from './resources/server.ts';
export { DiskArms } from './resources/disk-arms.ts';
export { beginWork, finishWork } from './workload/attempt-steps.ts';
export { phase, readPage, requestLock } from './workload/data-calls.ts';
export type { TransactionContext } from './workload/transaction-context.ts';
export {
  NO_LOCK,
  OP_CPU,
  OP_FIELDS,
  OP_LOCK,
  OP_PAGE,
  OP_WRITE,
  TxnPlan,
  type PlannedOp,
} from './workload/txn-program.ts';
