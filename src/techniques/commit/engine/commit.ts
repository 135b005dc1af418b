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
  phase,
  type AttemptScope,
  type CommitStrategy,
  type TransactionContext,
} from '../../../model/seams.ts';
import { commitRequest, forcePages } from './commit-request.ts';
import { CommitSteps } from './commit-steps.ts';

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
    return scope.ctx.server === null
      ? new CommitSteps(scope, this.protocol, this.versions, readTag)
      : commitThroughServer(scope, this.protocol, this.versions, readTag);
  }
}

/** Commit processing with a data server: the commit CPU is its commit call(s). */
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

function* waitFor(ctx: TransactionContext, lsn: number): Generator<Wait, void, unknown> {
  const wait = ctx.db.log!.waitDurable(lsn);
  if (wait !== null) yield wait;
}
