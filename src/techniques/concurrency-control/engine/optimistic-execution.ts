/**
 * The optimistic algorithm's execution strategy: the conventional attempt without locks,
 * whose writes go to the private workspace. Each access records its page in the read set
 * (and the write set when it writes), fixes the page in the shared buffer pool only to
 * read it, and computes; the writes become visible at validation (optimistic concurrency
 * control). Left out: the data server and per-transaction buffers.
 */
import type { Wait } from '../../../kernel/process.ts';
import {
  beginWork,
  finishWork,
  OP_CPU,
  OP_FIELDS,
  OP_PAGE,
  OP_WRITE,
  type AttemptScope,
  type ExecutionStrategy,
} from '../../../model/seams.ts';
import type { OptimisticConcurrencyControl } from './optimistic-concurrency-control.ts';

export class OptimisticExecution implements ExecutionStrategy {
  constructor(private readonly occ: OptimisticConcurrencyControl) {}

  *runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    const { ctx, plan, txn } = scope;
    const { cpu, buffer } = ctx.db;
    // The highest version tag read: under the baseline a reader waits for its writer's
    // record to be durable, since no lock kept it from reading before the flush.
    let readTag = 0;
    // Validation looks back to here: the read phase starts after the restart delay.
    this.occ.sets.begin(txn);
    yield* beginWork(scope);
    const steps = plan.steps;
    for (let at = 0; at < steps.length; at += OP_FIELDS) {
      const page = steps[at + OP_PAGE]!;
      const cpuUs = steps[at + OP_CPU]!;
      if (page >= 0) {
        this.occ.sets.access(txn, page, steps[at + OP_WRITE] === 1);
        readTag = Math.max(readTag, ctx.commit.readTagOf(page));
        if (!buffer.fixIfResident(txn, page, false)) yield* buffer.fix(txn, page, false);
      }
      if (cpuUs > 0) yield cpu.request(txn, cpuUs, 'cpu');
      if (page >= 0) buffer.unfix(page);
    }
    // Think, validate (and install the writes), commit.
    return yield* finishWork(scope, readTag);
  }
}
