/**
 * One attempt of a transaction under a restart-based algorithm, on the model's shared
 * buffer pool: begin CPU; per access the lock (immediate restart, wound-wait) or nothing
 * (optimistic: the read joins the read set), the page fixed, the access's CPU; then
 * commit. An optimistic attempt reads every page it accesses into its workspace; at
 * commit it validates, and on success installs its writes at that instant (the written
 * pages' `page.access` events, dirtying the resident frames) and writes them to disk
 * when there is no buffer pool (deferred updates, as in the paper); then the model's
 * commit processing runs. Left out: the data server, per-transaction buffers and the
 * two-stage modes (a run with this technique uses the shared-pool path whatever those say).
 */
import { sleep, type Wait } from '../../../engine/core/process.ts';
import type { RandomStream } from '../../../engine/core/random.ts';
import { pageLockMode } from '../../../engine/db/lock-policy.ts';
import { commitTransaction } from '../../../engine/workload/commit.ts';
import type { TransactionContext } from '../../../engine/workload/transaction-context.ts';
import { NO_LOCK, type TxnPlan } from '../../../engine/workload/txn-program.ts';
import type { ConcurrencyControlRun } from './concurrency-control-run.ts';

/** `yield* runRestartAttempt(...)`: true when the attempt committed, false when it must abort. */
export function* runRestartAttempt(
  ctx: TransactionContext,
  cc: ConcurrencyControlRun,
  plan: TxnPlan,
  id: number,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  const { cpu, buffer } = ctx.db;
  const optimistic = cc.optimisticReads;
  const locking = ctx.locking.enabled && !optimistic;
  if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');
  for (const op of plan.ops) {
    if (!cc.mayContinue(id)) return false;
    if (op.page < 0) {
      yield cpu.request(id, op.cpuUs, 'cpu');
      continue;
    }
    if (locking && op.lock !== NO_LOCK) {
      const lockCpuUs = ctx.lockCpu(rng);
      if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
      if (!(yield* cc.lock(id, op.lock, pageLockMode(ctx.locking, op.write)))) return false;
    }
    // An optimistic write goes to the workspace: the shared page is only read now.
    const write = op.write && !optimistic;
    if (optimistic) cc.recordAccess(id, op.page, op.write);
    if (!buffer.fixIfResident(id, op.page, write)) yield* buffer.fix(id, op.page, write);
    if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
    if (write && buffer.writesThrough) yield* buffer.writeThrough(id, op.page);
    buffer.unfix(op.page);
  }
  const installed = cc.enterCommit(id);
  if (installed === null) return false;
  for (const page of installed) {
    if (buffer.fixIfResident(id, page, true)) buffer.unfix(page);
    else
      ctx.trace.emit({
        kind: 'page.access',
        t: ctx.sim.now,
        txn: id,
        page,
        write: true,
        hit: false,
      });
  }
  if (buffer.writesThrough) for (const page of installed) yield* buffer.writeThrough(id, page);
  const thinkUs = ctx.internalThink(rng);
  if (thinkUs > 0) yield* sleep(thinkUs);
  yield* commitTransaction(ctx, plan, id, 0, rng);
  return true;
}
