/**
 * One attempt under two-stage execution, in the mode the run (or HTSTE, per type) gives:
 * - 'tste': the fetch stage, then the operate stage under strict 2PL;
 * - 'otste': the operate stage at once, every touched page pinned; at the first access
 *   that would read from disk, convert: undo the writes so far (CPU, locks still held),
 *   release every lock, keep the pins, fetch from that access on, then operate again from
 *   the start. At most one conversion: a later miss is a read under locks;
 * - 'conventional': the operate stage alone (HTSTE's choice for a type that mis-prefetches).
 * A data-dependent access touches another page in the operate stage when its data changed
 * since its fetch (a mis-prefetch: a read under locks); the commit then sees that page
 * (operated-plan.ts), so it tags and forces what was written. Pins are released when the
 * attempt ends, committed or aborted. Follows "Charm: An I/O-Driven Execution Strategy for
 * High-Performance Transaction Processing"; a data server and per-transaction buffers are
 * not supported here.
 */
import { FILE_ITEM } from '../../../trace/trace-event.ts';
import { sleep, wait, type Wait } from '../../../kernel/process.ts';
import type { RandomStream } from '../../../kernel/random.ts';
import {
  OP_CPU,
  OP_FIELDS,
  OP_LOCK,
  OP_PAGE,
  OP_WRITE,
  requestLock,
  type AttemptScope,
  type ExecutionStrategy,
  type LockMode,
  type TransactionContext,
  type TxnPlan,
} from '../../../model/seams.ts';
import type { StageMode } from '../events.ts';
import {
  fetchStage,
  computeOnFixed,
  keepPin,
  newAttemptState,
  unpinAll,
  type AttemptState,
} from './fetch-stage.ts';
import { operatedPlan } from './operated-plan.ts';
import type { TwoStageExecution } from './two-stage-execution.ts';

/** Two-stage execution as the execution strategy seam. */
export class TwoStageStrategy implements ExecutionStrategy {
  constructor(private readonly ts: TwoStageExecution) {}

  runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    return runTwoStageAttempt(scope, this.ts);
  }
}

/**
 * Runs one attempt; false when it must abort (a deadlock victim, or validation failed;
 * its pins already released). Pins are released on an interrupt too.
 */
function* runTwoStageAttempt(
  scope: AttemptScope,
  ts: TwoStageExecution,
): Generator<Wait, boolean, unknown> {
  const { ctx, plan, txn: id, submittedAt, rng } = scope;
  const mode = ts.modeFor(plan.type);
  const state = newAttemptState(plan);
  let committed = false;
  try {
    if (mode === 'tste') {
      ts.stage(id, 'fetch', mode);
      yield* fetchStage(ctx, ts, plan, id, 0, state);
    }
    ts.stage(id, 'operate', mode);
    const readTag = yield* operate(ctx, ts, plan, id, submittedAt, mode, state, rng);
    if (readTag >= 0) {
      const thinkUs = ctx.internalThink(rng);
      if (thinkUs > 0) yield* sleep(thinkUs);
      if (yield* ctx.concurrency.validate(scope)) {
        // The commit publishes (and FORCEs) the pages written: the alternatives taken.
        const written = operatedPlan(plan, state.tookAlternate);
        yield* ctx.commit.commit(written === plan ? scope : { ...scope, plan: written }, readTag);
        committed = true;
      }
    }
  } finally {
    unpinAll(ctx, state);
    ts.stage(id, 'done', mode);
  }
  if (!committed) return false;
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
  const granted = ctx.concurrency.request(id, item, mode);
  return typeof granted === 'boolean' ? granted : yield* wait(granted);
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
  const { cpu, buffer } = ctx.db;
  const cc = ctx.concurrency;
  const lockPlan = ctx.granularity.planFor(plan.type, plan.writes);
  const noFileLock = lockPlan === null || lockPlan.fileMode === null;
  let fileLocked = noFileLock;
  const pageLocks = lockPlan !== null && lockPlan.pageLocks;
  const record = state.record;
  const startCommits = ts.updateCommits;
  let optimistic = mode === 'otste';
  let writes = 0;
  let readTag = 0;
  if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');
  const { steps, alts } = plan;
  for (let i = 0; i < plan.count; i++) {
    const at = i * OP_FIELDS;
    const write = steps[at + OP_WRITE] === 1;
    const cpuUs = steps[at + OP_CPU]!;
    let page = steps[at + OP_PAGE]!;
    if (page < 0) {
      if (cpuUs > 0) yield cpu.request(id, cpuUs, 'cpu');
      continue;
    }
    let item = steps[at + OP_LOCK]!;
    let changed = false;
    if (alts !== null && alts[2 * i]! >= 0) {
      const since = state.visitedAt[i] ?? (mode === 'conventional' ? startCommits : undefined);
      changed = since !== undefined && ts.changedSince(since, () => rng.next());
      if (changed && mode !== 'conventional') {
        page = alts[2 * i]!;
        item = alts[2 * i + 1]!;
        (state.tookAlternate ??= new Array<boolean>(plan.count).fill(false))[i] = true;
      }
    }
    if (!fileLocked) {
      if (!(yield* lockItem(ctx, id, FILE_ITEM, lockPlan!.fileMode!, rng))) return -1;
      fileLocked = true;
    }
    if (optimistic && state.visitedAt[i] === undefined) state.visitedAt[i] = ts.updateCommits;
    if (pageLocks && !(yield* lockItem(ctx, id, item, ctx.granularity.pageMode(write), rng)))
      return -1;
    const ready = buffer.isReady(page);
    if (optimistic && !ready) {
      // Convert: undo (locks held), release every lock, fetch the rest, operate again.
      optimistic = false;
      record.neededRead = true;
      ts.stage(id, 'rollback', mode);
      const undoUs = writes * ts.rollbackUsPerWrite;
      if (undoUs > 0) yield cpu.request(id, undoUs, 'cpu');
      cc.release(id);
      cc.beginAttempt(id, submittedAt);
      fileLocked = noFileLock;
      ts.stage(id, 'fetch', mode);
      yield* fetchStage(ctx, ts, plan, id, i, state);
      ts.stage(id, 'operate', mode);
      writes = 0;
      readTag = 0;
      state.tookAlternate = null;
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
    if (!buffer.fixIfResident(id, page, write)) yield* buffer.fix(id, page, write);
    // The tag once fixed: without locks a writer can publish the page during the fix.
    readTag = Math.max(readTag, ctx.commit.readTagOf(page));
    if (cpuUs > 0) yield* computeOnFixed(ctx, id, page, cpuUs);
    if (write) writes++;
    if (optimistic) keepPin(ctx, ts, state, page);
    else buffer.unfix(page);
  }
  return readTag;
}
