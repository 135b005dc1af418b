/**
 * The conventional attempt written as a generator: the readable form of
 * conventional-attempt.ts's hand-written iterator, which must do exactly what this does
 * (the same waits in the same order, the same calls and random draws).
 * hand-written-bodies.isolated.test.ts runs random scenarios both ways and compares the traces;
 * nothing else runs this.
 */
import { FILE_ITEM } from '../../trace/trace-event.ts';
import { call, resumedBy, sleep, type Wait } from '../../kernel/process.ts';
import type { AttemptScope } from '../seams.ts';
import { beginWork } from './attempt-steps.ts';
import { requestLock } from './data-calls.ts';
import { NO_LOCK, OP_CPU, OP_FIELDS, OP_LOCK, OP_PAGE, OP_WRITE } from './txn-program.ts';

/** `ConventionalExecution.runAttempt`, as a generator. */
export function* referenceConventionalAttempt(
  scope: AttemptScope,
): Generator<Wait, boolean, unknown> {
  const { ctx, plan, txn: id, rng } = scope;
  const { cpu, buffer } = ctx.db;
  const cc = ctx.concurrency;
  const granularity = ctx.granularity;
  const commit = ctx.commit;
  let readTag = 0;
  const lockPlan = granularity.planFor(plan.type, plan.writes);
  let fileLocked = lockPlan === null || lockPlan.fileMode === null;
  const pageLocks = lockPlan !== null && lockPlan.pageLocks;
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
      const read = buffer.readWithoutFrames(id, page, write);
      if (read !== null) yield read;
      else yield* buffer.fix(id, page, write);
    }
    readTag = Math.max(readTag, commit.readTagOf(page));
    try {
      if (cpuUs > 0) yield cpu.request(id, cpuUs, 'cpu');
      if (write && buffer.writesThrough) {
        const written = buffer.writeThroughWait(id, page);
        if (written !== null) yield written;
        else yield* buffer.writeThrough(id, page);
      }
    } finally {
      buffer.unfix(page);
    }
  }
  const thinkUs = ctx.internalThink(rng);
  if (thinkUs > 0) yield* sleep(thinkUs);
  if (!(yield* cc.validate(scope))) return false;
  yield call(commit.commit(scope, readTag));
  return true;
}
