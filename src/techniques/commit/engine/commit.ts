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
import type { RandomStream } from '../../../kernel/random.ts';
import { phase } from '../../../model/workload/data-calls.ts';
import type { TransactionContext } from '../../../model/workload/transaction-context.ts';
import type { TxnPlan } from '../../../model/workload/txn-program.ts';

/** The protocol a run uses: the scenario's, 'no-wait' for an asynchronous commit, null without a log. */
export function effectiveProtocol(log: {
  enabled: boolean;
  commit: 'synchronous' | 'asynchronous';
  commitProtocol: CommitProtocol;
}): CommitProtocol | null {
  if (!log.enabled) return null;
  return log.commit === 'asynchronous' ? 'no-wait' : log.commitProtocol;
}

/** Records the commit LSN as the version tag of every page the plan writes. */
function publishVersions(ctx: TransactionContext, plan: TxnPlan, lsn: number | null): void {
  if (lsn === null || ctx.versions === null) return;
  for (const op of plan.ops) if (op.write) ctx.versions.set(op.page, lsn);
}

/**
 * `yield* commitTransaction(...)`: from the end of the work to the acknowledgement.
 * `readTag` is the highest version tag among the pages the attempt accessed.
 */
export function* commitTransaction(
  ctx: TransactionContext,
  plan: TxnPlan,
  id: number,
  readTag: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const { cpu, locks, log } = ctx.db;
  const server = ctx.server;
  const protocol = ctx.commitProtocol;
  if (log === null || protocol === null) {
    if (server !== null) {
      yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), () => locks.releaseAll(id));
    } else {
      if (plan.commitCpuUs > 0) yield cpu.request(id, plan.commitCpuUs, 'cpu');
      locks.releaseAll(id);
    }
    ctx.trace.emit({ kind: 'txn.commit', t: ctx.sim.now, txn: id });
    return;
  }
  const early = protocol !== 'baseline';
  let waitLsn: number | null = null;
  const request = (): void => {
    const lsn = plan.writes ? log.append(id, plan.logBytes) : null;
    if (protocol !== 'no-wait') {
      if (lsn !== null) waitLsn = lsn;
      else if (protocol === 'elr' && readTag > log.durableLsn) waitLsn = readTag;
    }
    ctx.trace.emit({
      kind: 'txn.commit-request',
      t: ctx.sim.now,
      txn: id,
      lsn,
      waitLsn,
      releasesLocks: early,
    });
    if (early) {
      publishVersions(ctx, plan, lsn);
      locks.releaseAll(id);
    }
  };
  if (server !== null && early) {
    yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), request);
  } else if (server !== null) {
    yield* forcePages(ctx, plan, id);
    request();
    if (waitLsn !== null) yield* waitFor(ctx, waitLsn);
    yield* phase(ctx, id, plan.commitCpuUs, server.commitCpu(rng), () => locks.releaseAll(id));
    ctx.trace.emit({ kind: 'txn.commit', t: ctx.sim.now, txn: id });
    return;
  } else {
    if (plan.commitCpuUs > 0) yield cpu.request(id, plan.commitCpuUs, 'cpu');
    yield* forcePages(ctx, plan, id);
    request();
  }
  if (waitLsn !== null) yield* waitFor(ctx, waitLsn);
  if (!early) locks.releaseAll(id);
  ctx.trace.emit({ kind: 'txn.commit', t: ctx.sim.now, txn: id });
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
  for (const op of plan.ops) {
    if (!op.write || op.page < 0 || done.has(op.page)) continue;
    done.add(op.page);
    if (store.isMemoryResident(op.page)) continue;
    yield* store.forceWrite(id, op.page);
    ctx.db.buffer.markClean(op.page);
  }
}

function* waitFor(ctx: TransactionContext, lsn: number): Generator<Wait, void, unknown> {
  const wait = ctx.db.log!.waitDurable(lsn);
  if (wait !== null) yield wait;
}
