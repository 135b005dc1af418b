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
    for (const op of plan.ops) {
      if (op.page >= 0) {
        this.occ.sets.access(txn, op.page, op.write);
        readTag = Math.max(readTag, ctx.commit.readTagOf(op.page));
        if (!buffer.fixIfResident(txn, op.page, false)) yield* buffer.fix(txn, op.page, false);
      }
      if (op.cpuUs > 0) yield cpu.request(txn, op.cpuUs, 'cpu');
      if (op.page >= 0) buffer.unfix(op.page);
    }
    // Think, validate (and install the writes), commit.
    return yield* finishWork(scope, readTag);
  }
}
