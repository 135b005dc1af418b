/**
 * The conventional execution strategy, the model's default: each access of the plan locks
 * (per the lock granularity: the file once, then the page), fixes the page in the shared
 * buffer pool, computes and unfixes. Then think, validate and commit (as attempt-steps.ts's
 * finishWork). A step that need not wait does not yield, and a lock wait is yielded here
 * rather than through a sub-generator.
 */
import { FILE_ITEM } from '../../trace/trace-event.ts';
import { call, resumedBy, sleep, type Wait } from '../../kernel/process.ts';
import type { AttemptScope, ExecutionStrategy } from '../seams.ts';
import { beginWork } from './attempt-steps.ts';
import { requestLock } from './data-calls.ts';
import { NO_LOCK } from './txn-program.ts';

export class ConventionalExecution implements ExecutionStrategy {
  *runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    const { ctx, plan, txn: id, rng } = scope;
    const { cpu, buffer } = ctx.db;
    const cc = ctx.concurrency;
    const granularity = ctx.granularity;
    const commit = ctx.commit;
    let readTag = 0;
    const lockPlan = granularity.planFor(plan.type, plan.writes);
    let fileLocked = lockPlan === null || lockPlan.fileMode === null;
    const pageLocks = lockPlan !== null && lockPlan.pageLocks;
    // Each step yields only when it must wait; the fast paths (a buffer hit, a lock granted
    // at once, zero CPU) take no simulated time and allocate nothing.
    // Without a data server the begin phase is one CPU request, yielded here rather than
    // through beginWork's generator (one fewer per attempt).
    if (ctx.server !== null) yield* beginWork(scope);
    else if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');
    const ops = plan.ops;
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i]!;
      if (op.page < 0) {
        yield cpu.request(id, op.cpuUs, 'cpu');
        continue;
      }
      const mode = granularity.pageMode(op.write);
      if (!fileLocked) {
        if (!(yield* requestLock(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return false;
        fileLocked = true;
      }
      if (pageLocks && op.lock !== NO_LOCK) {
        if (ctx.simpleLocks) {
          const lockCpuUs = ctx.lockCpu(rng);
          if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
          const granted = cc.request(id, op.lock, mode);
          if (granted === false || (granted !== true && !resumedBy(granted, yield granted)))
            return false;
        } else if (!(yield* requestLock(ctx, id, op.lock, mode, rng))) return false;
      }
      readTag = Math.max(readTag, commit.readTagOf(op.page));
      if (!buffer.fixIfResident(id, op.page, op.write)) {
        // Without frames a read is one device access, yielded here (no generator).
        const read = buffer.readWithoutFrames(id, op.page, op.write);
        if (read !== null) yield read;
        else yield* buffer.fix(id, op.page, op.write);
      }
      try {
        if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
        if (op.write && buffer.writesThrough) {
          const write = buffer.writeThroughWait(id, op.page);
          if (write !== null) yield write;
          else yield* buffer.writeThrough(id, op.page);
        }
      } finally {
        // Also when an interrupt (wound-wait) aborts the attempt here: no pin outlives it.
        buffer.unfix(op.page);
      }
    }
    // The end of the attempt (attempt-steps.ts's finishWork), written out: one generator
    // fewer for the commit's waits.
    const thinkUs = ctx.internalThink(rng);
    if (thinkUs > 0) yield* sleep(thinkUs);
    if (!(yield* cc.validate(scope))) return false;
    // A frame of its own: the commit's waits resume it without passing through here.
    yield call(commit.commit(scope, readTag));
    return true;
  }
}
