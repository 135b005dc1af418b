/**
 * The execution strategy of the locking testbed's per-transaction buffer (Kohler, Wilner
 * & Stankovic): each access computes first, then looks in the attempt's own buffer
 * (private-buffer.ts); a hit needs nothing more unless the lock it holds does not cover
 * the access, a miss locks (again, when `rerequestOnMiss`) and reads the page, through the
 * data server when there is one. Then think, validate and commit as every strategy does.
 */
import { FILE_ITEM } from '../../../trace/trace-event.ts';
import type { Wait } from '../../../kernel/process.ts';
import {
  beginWork,
  covers,
  finishWork,
  NO_LOCK,
  OP_CPU,
  OP_FIELDS,
  OP_LOCK,
  OP_PAGE,
  OP_WRITE,
  readPage,
  requestLock,
  supremum,
  type AttemptScope,
  type ExecutionStrategy,
  type LockMode,
} from '../../../model/seams.ts';
import { PrivateBuffer } from './private-buffer.ts';

export class PrivateBufferExecution implements ExecutionStrategy {
  constructor(
    /** Frames of each attempt's own buffer. */
    private readonly pages: number,
  ) {}

  *runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    const { ctx, plan, txn: id, rng } = scope;
    const cpu = ctx.db.cpu;
    const granularity = ctx.granularity;
    let readTag = 0;
    const lockPlan = granularity.planFor(plan.type, plan.writes);
    let fileLocked = lockPlan === null || lockPlan.fileMode === null;
    const pageLocks = lockPlan !== null && lockPlan.pageLocks;
    yield* beginWork(scope);
    const own = new PrivateBuffer(this.pages);
    const pageModes = new Map<number, LockMode>();
    const steps = plan.steps;
    for (let at = 0; at < steps.length; at += OP_FIELDS) {
      const page = steps[at + OP_PAGE]!;
      const lock = steps[at + OP_LOCK]!;
      const write = steps[at + OP_WRITE] === 1;
      const cpuUs = steps[at + OP_CPU]!;
      if (page < 0) {
        yield cpu.request(id, cpuUs, 'cpu');
        continue;
      }
      const mode = granularity.pageMode(write);
      // The testbed's order: compute, look in the own buffer, lock and read on a miss.
      if (cpuUs > 0) yield cpu.request(id, cpuUs, 'cpu');
      const hit = own.touch(page);
      const held = pageModes.get(lock);
      const needLock =
        pageLocks &&
        lock !== NO_LOCK &&
        (held === undefined || !covers(held, mode) || (!hit && ctx.locking.rerequestOnMiss));
      if (!fileLocked) {
        if (!(yield* requestLock(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return false;
        fileLocked = true;
      }
      if (needLock) {
        if (!(yield* requestLock(ctx, id, lock, mode, rng))) return false;
        pageModes.set(lock, held === undefined ? mode : supremum(held, mode));
      }
      readTag = Math.max(readTag, ctx.commit.readTagOf(page));
      ctx.trace.emit({
        kind: 'page.access',
        t: ctx.sim.now,
        txn: id,
        page,
        write,
        hit,
      });
      if (!hit) {
        yield* readPage(ctx, id, page, rng);
        own.insert(page);
      }
    }
    return yield* finishWork(scope, readTag);
  }
}
