/**
 * The fetch stage of two-stage execution ("Charm: An I/O-Driven Execution Strategy for
 * High-Performance Transaction Processing"): the transaction's program runs without locks
 * and without writes, reading every page it will need into the buffer pool and pinning it,
 * so that the operate stage never reads from disk while it holds locks. Its CPU is spent
 * again in the operate stage. Locks on internal index nodes, which the paper's fetch stage
 * takes, are left out (there is no index in this model).
 */
import type { Wait } from '../../../kernel/process.ts';
import {
  OP_CPU,
  OP_FIELDS,
  OP_PAGE,
  type TransactionContext,
  type TxnPlan,
} from '../../../model/seams.ts';
import type { InstanceRecord } from './htste-classifier.ts';
import type { TwoStageExecution } from './two-stage-execution.ts';

/** One attempt's pins and what it observed, across its stages. */
export interface AttemptState {
  /** Pages this attempt keeps pinned until it ends. */
  pinned: Set<number>;
  /** Per op: update commits when the op's page was fetched (or first touched). */
  visitedAt: (number | undefined)[];
  /**
   * Per op: true when the operate stage touched its alternative page (a mis-prefetch of a
   * data-dependent access); null until the first such op.
   */
  tookAlternate: boolean[] | null;
  record: InstanceRecord;
}

export function newAttemptState(plan: TxnPlan): AttemptState {
  return {
    pinned: new Set(),
    visitedAt: new Array<number | undefined>(plan.count),
    tookAlternate: null,
    record: { operateAccesses: 0, operateMisses: 0, neededRead: false },
  };
}

/** Keeps the fix on `page` as the attempt's pin (once per page), or undoes it without pinning. */
export function keepPin(
  ctx: TransactionContext,
  ts: TwoStageExecution,
  state: AttemptState,
  page: number,
): void {
  if (ts.pinning && !state.pinned.has(page)) state.pinned.add(page);
  else ctx.db.buffer.unfix(page);
}

/**
 * `yield* computeOnFixed(...)`: a CPU burst on a page fixed but not yet kept as a pin; an
 * interrupt (wound-wait) there unfixes the page before the attempt aborts.
 */
export function* computeOnFixed(
  ctx: TransactionContext,
  id: number,
  page: number,
  cpuUs: number,
): Generator<Wait, void, unknown> {
  try {
    yield ctx.db.cpu.request(id, cpuUs, 'cpu');
  } catch (e) {
    ctx.db.buffer.unfix(page);
    throw e;
  }
}

/** Unpins every page the attempt pinned (at commit or abort). */
export function unpinAll(ctx: TransactionContext, state: AttemptState): void {
  for (const page of state.pinned) ctx.db.buffer.unfix(page);
  state.pinned.clear();
}

/** `yield* fetchStage(...)`: visits ops `from` .. end without locks, reading and pinning. */
export function* fetchStage(
  ctx: TransactionContext,
  ts: TwoStageExecution,
  plan: TxnPlan,
  id: number,
  from: number,
  state: AttemptState,
): Generator<Wait, void, unknown> {
  const { cpu, buffer } = ctx.db;
  const steps = plan.steps;
  for (let i = from; i < plan.count; i++) {
    const page = steps[i * OP_FIELDS + OP_PAGE]!;
    const cpuUs = steps[i * OP_FIELDS + OP_CPU]!;
    if (page >= 0) {
      // The address is fixed when the fetch stage computes it, before any read.
      state.visitedAt[i] = ts.updateCommits;
      if (!buffer.isReady(page)) state.record.neededRead = true;
      if (!buffer.fixIfResident(id, page, false)) yield* buffer.fix(id, page, false);
    }
    if (cpuUs > 0) {
      if (page >= 0) yield* computeOnFixed(ctx, id, page, cpuUs);
      else yield cpu.request(id, cpuUs, 'cpu');
    }
    if (page >= 0) keepPin(ctx, ts, state, page);
  }
}
