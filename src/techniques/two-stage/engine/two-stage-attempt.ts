/**
 * One attempt under two-stage execution, in the mode the run (or HTSTE, per type) gives:
 * - 'tste': the fetch stage, then the operate stage under strict 2PL;
 * - 'otste': the operate stage at once, every touched page pinned; at the first access
 *   that would read from disk, convert: undo the writes so far (CPU, locks still held),
 *   release every lock, keep the pins, fetch from that access on, then operate again from
 *   the start. At most one conversion: a later miss is a read under locks;
 * - 'conventional': the operate stage alone (HTSTE's choice for a type that mis-prefetches).
 * A data-dependent access touches another page in the operate stage when its data changed
 * since its fetch (a mis-prefetch: a read under locks). Pins are released when the attempt
 * ends, committed or aborted. Follows "Charm: An I/O-Driven Execution Strategy for
 * High-Performance Transaction Processing"; a data server and per-transaction buffers are
 * not supported here.
 */
import { FILE_ITEM } from '../../../trace/trace-event.ts';
import { sleep, wait, type Wait } from '../../../kernel/process.ts';
import type { RandomStream } from '../../../kernel/random.ts';
import type { LockMode } from '../../../model/db/lock-modes.ts';
import { pageLockMode } from '../../granularity/engine/lock-policy.ts';
import { commitTransaction } from '../../commit/engine/commit.ts';
import { requestLock } from '../../../model/workload/data-calls.ts';
import type { TransactionContext } from '../../../model/workload/transaction-context.ts';
import type { TxnPlan } from '../../../model/workload/txn-program.ts';
import type { StageMode } from '../../../trace/trace-event.ts';
import {
  fetchStage,
  keepPin,
  newAttemptState,
  unpinAll,
  type AttemptState,
} from './fetch-stage.ts';
import type { TwoStageExecution } from './two-stage-execution.ts';

/** Runs one attempt; false when it became a deadlock victim (its pins already released). */
export function* runTwoStageAttempt(
  ctx: TransactionContext,
  ts: TwoStageExecution,
  plan: TxnPlan,
  id: number,
  submittedAt: number,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  const mode = ts.modeFor(plan.type);
  const state = newAttemptState(plan);
  if (mode === 'tste') {
    ts.stage(id, 'fetch', mode);
    yield* fetchStage(ctx, ts, plan, id, 0, state);
  }
  ts.stage(id, 'operate', mode);
  const readTag = yield* operate(ctx, ts, plan, id, submittedAt, mode, state, rng);
  if (readTag >= 0) {
    const thinkUs = ctx.internalThink(rng);
    if (thinkUs > 0) yield* sleep(thinkUs);
    yield* commitTransaction(ctx, plan, id, readTag, rng);
  }
  unpinAll(ctx, state);
  ts.stage(id, 'done', mode);
  if (readTag < 0) return false;
  ts.finished(plan.type, plan.writes, state.record);
  return true;
}

function* lockItem(
  ctx: TransactionContext,
  id: number,
  item: number,
  mode: LockMode,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  if (!ctx.simpleLocks) return yield* requestLock(ctx, id, item, mode, rng);
  const lockCpuUs = ctx.lockCpu(rng);
  if (lockCpuUs > 0) yield ctx.db.cpu.request(id, lockCpuUs, 'lock-cpu');
  const waiting = ctx.db.locks.request(id, item, mode);
  return waiting === null || (yield* wait(waiting));
}

/** The operate stage (with OTSTE's conversion); returns the read tag, or -1 when aborted. */
function* operate(
  ctx: TransactionContext,
  ts: TwoStageExecution,
  plan: TxnPlan,
  id: number,
  submittedAt: number,
  mode: StageMode,
  state: AttemptState,
  rng: RandomStream,
): Generator<Wait, number, unknown> {
  const { cpu, buffer, locks } = ctx.db;
  const versions = ctx.tracksReads ? ctx.versions : null;
  const lockPlan = ctx.locking.enabled ? ctx.lockPolicy(plan.type, plan.writes) : null;
  const noFileLock = lockPlan === null || lockPlan.fileMode === null;
  let fileLocked = noFileLock;
  const pageLocks = lockPlan !== null && lockPlan.pageLocks;
  const record = state.record;
  const startCommits = ts.updateCommits;
  let optimistic = mode === 'otste';
  let writes = 0;
  let readTag = 0;
  if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');
  for (let i = 0; i < plan.ops.length; i++) {
    const op = plan.ops[i]!;
    if (op.page < 0) {
      if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
      continue;
    }
    let page = op.page;
    let item = op.lock;
    let changed = false;
    if (op.alt !== undefined) {
      const since = state.visitedAt[i] ?? (mode === 'conventional' ? startCommits : undefined);
      changed = since !== undefined && ts.changedSince(since, () => rng.next());
      if (changed && mode !== 'conventional') {
        page = op.alt.page;
        item = op.alt.lock;
      }
    }
    if (!fileLocked) {
      if (!(yield* lockItem(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return -1;
      fileLocked = true;
    }
    if (optimistic && state.visitedAt[i] === undefined) state.visitedAt[i] = ts.updateCommits;
    if (pageLocks && !(yield* lockItem(ctx, id, item, pageLockMode(ctx.locking, op.write), rng)))
      return -1;
    const ready = buffer.isReady(page);
    if (optimistic && !ready) {
      // Convert: undo (locks held), release every lock, fetch the rest, operate again.
      optimistic = false;
      record.neededRead = true;
      ts.stage(id, 'rollback', mode);
      const undoUs = writes * ts.rollbackUsPerWrite;
      if (undoUs > 0) yield cpu.request(id, undoUs, 'cpu');
      locks.releaseAll(id);
      locks.begin(id, submittedAt);
      fileLocked = noFileLock;
      ts.stage(id, 'fetch', mode);
      yield* fetchStage(ctx, ts, plan, id, i, state);
      ts.stage(id, 'operate', mode);
      writes = 0;
      readTag = 0;
      i = -1;
      continue;
    }
    if (!optimistic) {
      record.operateAccesses++;
      if (mode === 'conventional') {
        if (changed) record.operateMisses++;
        if (!ready) record.neededRead = true;
      } else if (!ready) record.operateMisses++;
    }
    if (versions !== null) readTag = Math.max(readTag, versions.get(page) ?? 0);
    if (!buffer.fixIfResident(id, page, op.write)) yield* buffer.fix(id, page, op.write);
    if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
    if (op.write) writes++;
    if (optimistic) keepPin(ctx, ts, state, page);
    else buffer.unfix(page);
  }
  return readTag;
}
