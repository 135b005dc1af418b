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
import { NO_LOCK, OP_CPU, OP_FIELDS, OP_LOCK, OP_PAGE, OP_WRITE } from './txn-program.ts';

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
    const steps = plan.steps;
    for (let at = 0; at < steps.length; at += OP_FIELDS) {
      const page = steps[at + OP_PAGE]!;
      const cpuUs = steps[at + OP_CPU]!;
      if (page < 0) {
        yield cpu.request(id, cpuUs, 'cpu');
        continue;
      }
      const write = steps[at + OP_WRITE] === 1;
      const lock = steps[at + OP_LOCK]!;
      const mode = granularity.pageMode(write);
      if (!fileLocked) {
        if (!(yield* requestLock(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return false;
        fileLocked = true;
      }
      if (pageLocks && lock !== NO_LOCK) {
        if (ctx.simpleLocks) {
          const lockCpuUs = ctx.lockCpu(rng);
          if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
          const granted = cc.request(id, lock, mode);
          if (granted === false || (granted !== true && !resumedBy(granted, yield granted)))
            return false;
        } else if (!(yield* requestLock(ctx, id, lock, mode, rng))) return false;
      }
      if (!buffer.fixIfResident(id, page, write)) {
        // Without frames a read is one device access, yielded here (no generator).
        const read = buffer.readWithoutFrames(id, page, write);
        if (read !== null) yield read;
        else yield* buffer.fix(id, page, write);
      }
      // The page's version tag once it is fixed: without locks a writer can publish the
      // page while the fix waits for a frame or for the page in transit (tags only grow).
      readTag = Math.max(readTag, commit.readTagOf(page));
      try {
        if (cpuUs > 0) yield cpu.request(id, cpuUs, 'cpu');
        if (write && buffer.writesThrough) {
          const written = buffer.writeThroughWait(id, page);
          if (written !== null) yield written;
          else yield* buffer.writeThrough(id, page);
        }
      } finally {
        // Also when an interrupt (wound-wait) aborts the attempt here: no pin outlives it.
        buffer.unfix(page);
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
