/**
 * One transaction's life under strict two-phase locking, as a process: submit, then
 * attempts until one commits. An attempt runs its plan. With the shared buffer pool, each
 * access locks (per the lock policy: the file once, then the page), fixes the page,
 * computes and unfixes. With a per-transaction buffer (the locking testbed), each access
 * computes first; a hit in the transaction's own buffer needs nothing more, a miss locks
 * and reads the page (through the data server when there is one). After the last access
 * the transaction may think while holding its locks; then it commits (commit.ts: the
 * commit request, lock release and durability in the order the commit protocol says).
 * Two-stage execution (TSTE, OTSTE, HTSTE) runs its attempts in two-stage/.
 * Locks are taken on each access's lock item (a row, or the unit of rows covering it). A
 * deadlock victim
 * releases its locks, pays the server's rollback work, waits the restart delay and runs
 * the same plan again. Response time runs from submit to commit, restarts included.
 */
import { FILE_ITEM } from '../../trace/trace-event.ts';
import { sleep, type Wait } from '../core/process.ts';
import type { RandomStream } from '../core/random.ts';
import { covers, supremum, type LockMode } from '../db/lock-modes.ts';
import { pageLockMode } from '../db/lock-policy.ts';
import { PrivateBuffer } from '../db/private-buffer.ts';
import { commitTransaction } from './commit.ts';
import { phase, readPage, requestLock, rollback } from './data-calls.ts';
import type { TransactionContext } from './transaction-context.ts';
import { runTwoStageAttempt } from '../two-stage/two-stage-attempt.ts';
import { NO_LOCK, type TxnPlan } from './txn-program.ts';
import { runRestartAttempt } from '../../techniques/concurrency-control/engine/restart-attempt.ts';

export { makeTransactionContext, type TransactionContext } from './transaction-context.ts';

/** Runs one transaction from submission to commit. `rng` draws its execution-time randomness. */
export function* runTransaction(
  ctx: TransactionContext,
  plan: TxnPlan,
  terminal: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const id = ctx.nextTxnId();
  const submittedAt = ctx.sim.now;
  ctx.trace.emit({ kind: 'txn.submit', t: submittedAt, txn: id, terminal, type: plan.type });
  for (let attempt = 1; ; attempt++) {
    ctx.trace.emit({ kind: 'txn.begin', t: ctx.sim.now, txn: id, attempt });
    ctx.db.locks.begin(id, submittedAt);
    const cc = ctx.concurrency;
    cc?.beginAttempt(id, submittedAt);
    const committed =
      cc !== null
        ? yield* runRestartAttempt(ctx, cc, plan, id, rng)
        : ctx.twoStage === null
          ? yield* runAttempt(ctx, plan, id, rng)
          : yield* runTwoStageAttempt(ctx, ctx.twoStage, plan, id, submittedAt, rng);
    if (committed) {
      cc?.endAttempt(id, ctx.sim.now - submittedAt);
      return;
    }
    const reason = cc?.abortReason() ?? 'deadlock';
    ctx.trace.emit({ kind: 'txn.abort', t: ctx.sim.now, txn: id, attempt, reason });
    ctx.db.locks.releaseAll(id);
    cc?.endAttempt(id, null);
    yield* rollback(ctx, id, rng);
    yield* sleep(cc !== null ? cc.restartDelayUs(id, rng) : ctx.restartDelay(rng));
  }
}

function* runAttempt(
  ctx: TransactionContext,
  plan: TxnPlan,
  id: number,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  const { cpu, buffer, locks } = ctx.db;
  const versions = ctx.tracksReads ? ctx.versions : null;
  let readTag = 0;
  const locking = ctx.locking.enabled;
  const lockPlan = locking ? ctx.lockPolicy(plan.type, plan.writes) : null;
  let fileLocked = lockPlan === null || lockPlan.fileMode === null;
  const pageLocks = lockPlan !== null && lockPlan.pageLocks;
  const server = ctx.server;
  // Each step yields only when it must wait; the fast paths (a buffer hit, a lock granted
  // at once, zero CPU) take no simulated time and allocate nothing.
  if (server !== null) yield* phase(ctx, id, plan.beginCpuUs, server.beginCpu(rng), null);
  else if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');

  const own = ctx.privateBufferPages === null ? null : new PrivateBuffer(ctx.privateBufferPages);
  const pageModes = new Map<number, LockMode>();
  for (const op of plan.ops) {
    if (op.page < 0) {
      yield cpu.request(id, op.cpuUs, 'cpu');
      continue;
    }
    const mode = pageLockMode(ctx.locking, op.write);
    if (own !== null) {
      // The testbed's order: compute, look in the own buffer, lock and read on a miss.
      if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
      const hit = own.touch(op.page);
      const held = pageModes.get(op.lock);
      const needLock =
        pageLocks &&
        op.lock !== NO_LOCK &&
        (held === undefined || !covers(held, mode) || (!hit && ctx.locking.rerequestOnMiss));
      if (!fileLocked) {
        if (!(yield* requestLock(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return false;
        fileLocked = true;
      }
      if (needLock) {
        if (!(yield* requestLock(ctx, id, op.lock, mode, rng))) return false;
        pageModes.set(op.lock, held === undefined ? mode : supremum(held, mode));
      }
      if (versions !== null) readTag = Math.max(readTag, versions.get(op.page) ?? 0);
      ctx.trace.emit({
        kind: 'page.access',
        t: ctx.sim.now,
        txn: id,
        page: op.page,
        write: op.write,
        hit,
      });
      if (!hit) {
        yield* readPage(ctx, id, op.page, rng);
        own.insert(op.page);
      }
      continue;
    }
    if (!fileLocked) {
      if (!(yield* requestLock(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return false;
      fileLocked = true;
    }
    if (pageLocks && op.lock !== NO_LOCK) {
      if (ctx.simpleLocks) {
        const lockCpuUs = ctx.lockCpu(rng);
        if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
        const waiting = locks.request(id, op.lock, mode);
        if (waiting !== null && !((yield waiting) as boolean)) return false;
      } else if (!(yield* requestLock(ctx, id, op.lock, mode, rng))) return false;
    }
    if (versions !== null) readTag = Math.max(readTag, versions.get(op.page) ?? 0);
    if (!buffer.fixIfResident(id, op.page, op.write)) yield* buffer.fix(id, op.page, op.write);
    if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
    if (op.write && buffer.writesThrough) yield* buffer.writeThrough(id, op.page);
    buffer.unfix(op.page);
  }

  const thinkUs = ctx.internalThink(rng);
  if (thinkUs > 0) yield* sleep(thinkUs);
  yield* commitTransaction(ctx, plan, id, readTag, rng);
  return true;
}
