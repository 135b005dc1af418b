/**
 * Commit processing: what a transaction does once its work is done. With a log, the commit
 * request (CR) puts an update transaction's commit record in the log buffer; then the
 * commit protocol decides the order of lock release (LR) and durability (C):
 * - 'baseline': CR, wait until the record is durable, LR, acknowledge;
 * - 'elr': CR, LR at once, wait until durable, acknowledge; a transaction that read data of
 *   a pre-committed writer (the page's version tag is a commit LSN not yet durable) waits
 *   for that LSN before it is acknowledged, read-only ones included (safe ELR);
 * - 'elr-naive': as 'elr', but read-only transactions are acknowledged at once (the paper's
 *   ELR, which can show a client data that a crash then erases);
 * - 'no-wait': CR, LR, acknowledge; nobody waits for the log (unsafe upper bound; an
 *   asynchronous commit is the same).
 * A single serial log keeps commit order equal to CR order, so an updater never needs a
 * dependency list: its own record comes after every record it read from. Without a log,
 * commit is the commit CPU and the release. With a data server the release happens inside
 * the last commit call (under ELR the CR does too). Nothing can abort after the CR.
 * With storage tiers under FORCE, every page the transaction wrote is written to storage,
 * one after another, before its commit record (forcePages).
 */
import type { CommitProtocol } from '../schema.ts';
import type { Wait } from '../../../kernel/process.ts';
import {
  OP_FIELDS,
  OP_PAGE,
  OP_WRITE,
  phase,
  type AttemptScope,
  type CommitStrategy,
  type TransactionContext,
  type TxnPlan,
} from '../../../model/seams.ts';

/** The protocol a run uses: the scenario's, 'no-wait' for an asynchronous commit, null without a log. */
export function effectiveProtocol(log: {
  enabled: boolean;
  commit: 'synchronous' | 'asynchronous';
  commitProtocol: CommitProtocol;
}): CommitProtocol | null {
  if (!log.enabled) return null;
  return log.commit === 'asynchronous' ? 'no-wait' : log.commitProtocol;
}

/**
 * The commit strategy of a protocol (null: no log, the commit CPU and the release).
 * `readsBeforeDurable`: the concurrency control lets a transaction read a committed writer's
 * data before its record is durable (optimistic control holds no locks through the flush,
 * and a run with locking off holds none at all), so under the baseline too a reader waits
 * for that writer's LSN, as under safe ELR.
 */
export function makeCommitStrategy(
  protocol: CommitProtocol | null,
  readsBeforeDurable = false,
): CommitStrategy {
  return new ProtocolCommit(protocol, readsBeforeDurable);
}

class ProtocolCommit implements CommitStrategy {
  /**
   * Under safe ELR (and the baseline when reads can precede durability): page -> commit
   * LSN of its last writer (the version tag a reader must see durable); null when the
   * protocol does not track reads.
   */
  private readonly versions: Map<number, number> | null;

  constructor(
    private readonly protocol: CommitProtocol | null,
    readsBeforeDurable: boolean,
  ) {
    const tracks = protocol === 'elr' || (protocol === 'baseline' && readsBeforeDurable);
    this.versions = tracks ? new Map() : null;
  }

  readTagOf(page: number): number {
    return this.versions === null ? 0 : (this.versions.get(page) ?? 0);
  }

  commit(scope: AttemptScope, readTag: number): Generator<Wait, void, unknown> {
    return commitTransaction(scope, this.protocol, this.versions, readTag);
  }
}

/**
 * Records the commit LSN as the version tag of every page the plan writes (under two-stage
 * execution, the plan as its operate stage ran it: a mis-prefetch's alternative pages).
 */
function publishVersions(
  versions: Map<number, number> | null,
  plan: TxnPlan,
  lsn: number | null,
): void {
  if (lsn === null || versions === null) return;
  const steps = plan.steps;
  for (let at = 0; at < steps.length; at += OP_FIELDS) {
    if (steps[at + OP_WRITE] === 1) versions.set(steps[at + OP_PAGE]!, lsn);
  }
}

/**
 * `yield* commitTransaction(...)`: from the end of the work to the acknowledgement.
 * `readTag` is the highest version tag among the pages the attempt accessed. The paths
 * through a data server are a generator of their own (`commitThroughServer`): their
 * closures would otherwise put this one's variables in a context made on every commit.
 */
function* commitTransaction(
  scope: AttemptScope,
  protocol: CommitProtocol | null,
  versions: Map<number, number> | null,
  readTag: number,
): Generator<Wait, void, unknown> {
  const { ctx, plan, txn: id } = scope;
  if (ctx.server !== null) {
    yield* commitThroughServer(scope, protocol, versions, readTag);
    return;
  }
  const { cpu, log } = ctx.db;
  if (log === null || protocol === null) {
    if (plan.commitCpuUs > 0) yield cpu.request(id, plan.commitCpuUs, 'cpu');
    ctx.concurrency.release(id);
    ctx.trace.emitTxnCommit(ctx.sim.now, id);
    return;
  }
  if (plan.commitCpuUs > 0) yield cpu.request(id, plan.commitCpuUs, 'cpu');
  if (forces(ctx, plan)) yield* forcePages(ctx, plan, id);
  const waitLsn = commitRequest(scope, protocol, versions, readTag, log);
  // The common path waits here without a generator of its own (one fewer per commit).
  const durable = waitLsn === null ? null : log.waitDurable(waitLsn);
  if (durable !== null) yield durable;
  if (protocol === 'baseline') ctx.concurrency.release(id);
  ctx.trace.emitTxnCommit(ctx.sim.now, id);
}

/** `commitTransaction` with a data server: the commit CPU is its commit call(s). */
function* commitThroughServer(
  scope: AttemptScope,
  protocol: CommitProtocol | null,
  versions: Map<number, number> | null,
  readTag: number,
): Generator<Wait, void, unknown> {
  const { ctx, plan, txn: id, rng } = scope;
  const log = ctx.db.log;
  const cc = ctx.concurrency;
  const server = ctx.server!;
  if (log === null || protocol === null) {
    yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), () => cc.release(id));
    ctx.trace.emitTxnCommit(ctx.sim.now, id);
    return;
  }
  const early = protocol !== 'baseline';
  let waitLsn: number | null = null;
  if (early) {
    // Under ELR with a data server the request runs inside the last commit call.
    const inLastCall = (): void => {
      waitLsn = commitRequest(scope, protocol, versions, readTag, log);
    };
    yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), inLastCall);
  } else {
    yield* forcePages(ctx, plan, id);
    waitLsn = commitRequest(scope, protocol, versions, readTag, log);
    if (waitLsn !== null) yield* waitFor(ctx, waitLsn);
    yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), () => cc.release(id));
    ctx.trace.emitTxnCommit(ctx.sim.now, id);
    return;
  }
  const durable = waitLsn === null ? null : log.waitDurable(waitLsn);
  if (durable !== null) yield durable;
  ctx.trace.emitTxnCommit(ctx.sim.now, id);
}

/**
 * The commit request (CR): an update transaction's record goes to the log buffer, the
 * request is traced, the pages' version tags are published and, unless under the baseline,
 * the locks go. Returns the LSN the transaction must wait for, or null. A plain function
 * rather than a closure made per commit.
 */
function commitRequest(
  scope: AttemptScope,
  protocol: CommitProtocol,
  versions: Map<number, number> | null,
  readTag: number,
  log: NonNullable<TransactionContext['db']['log']>,
): number | null {
  const { ctx, plan, txn: id } = scope;
  const early = protocol !== 'baseline';
  const lsn = plan.writes ? log.append(id, plan.logBytes) : null;
  let waitLsn: number | null = null;
  if (protocol !== 'no-wait') {
    if (lsn !== null) waitLsn = lsn;
    else if (versions !== null && readTag > log.durableLsn) waitLsn = readTag;
  }
  ctx.trace.emitCommitRequest(ctx.sim.now, id, lsn, waitLsn, early);
  publishVersions(versions, plan, lsn);
  if (early) ctx.concurrency.release(id);
  return waitLsn;
}

/** True when the commit must FORCE pages (a storage tier asks for it and the plan writes). */
function forces(ctx: TransactionContext, plan: TxnPlan): boolean {
  const store = ctx.db.storage?.store;
  return store !== undefined && store.force && plan.writes;
}

/** FORCE: writes each page the plan modified (once, in plan order); nothing otherwise. */
function* forcePages(
  ctx: TransactionContext,
  plan: TxnPlan,
  id: number,
): Generator<Wait, void, unknown> {
  const store = ctx.db.storage?.store;
  if (store === undefined || !store.force || !plan.writes) return;
  const done = new Set<number>();
  const steps = plan.steps;
  for (let at = 0; at < steps.length; at += OP_FIELDS) {
    const page = steps[at + OP_PAGE]!;
    if (steps[at + OP_WRITE] !== 1 || page < 0 || done.has(page)) continue;
    done.add(page);
    if (store.isMemoryResident(page)) continue;
    yield* store.forceWrite(id, page);
    ctx.db.buffer.markClean(page);
  }
}

function* waitFor(ctx: TransactionContext, lsn: number): Generator<Wait, void, unknown> {
  const wait = ctx.db.log!.waitDurable(lsn);
  if (wait !== null) yield wait;
}
