/**
 * The steps of commit processing that every path shares: the commit request (the record to
 * the log buffer, the version tags, the early release) and FORCE's page writes. Leaves out
 * the order of the steps, which is each path's (commit-steps.ts, and commit.ts with a data
 * server).
 */
import type { CommitProtocol } from '../schema.ts';
import type { Wait } from '../../../kernel/process.ts';
import {
  OP_FIELDS,
  OP_PAGE,
  OP_WRITE,
  type AttemptScope,
  type TransactionContext,
  type TxnPlan,
} from '../../../model/seams.ts';

/**
 * Records the commit LSN as the version tag of every page the plan writes (under two-stage
 * execution, the plan as its operate stage ran it: a mis-prefetch's alternative pages).
 */
function publishVersions(
  versions: Map<number, number> | null,
  plan: TxnPlan,
  lsn: number | null,
): void {
  if (lsn === null || versions === null) return;
  const steps = plan.steps;
  for (let at = 0; at < steps.length; at += OP_FIELDS) {
    if (steps[at + OP_WRITE] === 1) versions.set(steps[at + OP_PAGE]!, lsn);
  }
}

/**
 * The commit request (CR): an update transaction's record goes to the log buffer, the
 * request is traced, the pages' version tags are published and, unless under the baseline,
 * the locks go. Returns the LSN the transaction must wait for, or null. A plain function
 * rather than a closure made per commit.
 */
export function commitRequest(
  scope: AttemptScope,
  protocol: CommitProtocol,
  versions: Map<number, number> | null,
  readTag: number,
  log: NonNullable<TransactionContext['db']['log']>,
): number | null {
  const { ctx, plan, txn: id } = scope;
  const early = protocol !== 'baseline';
  const lsn = plan.writes ? log.append(id, plan.logBytes) : null;
  let waitLsn: number | null = null;
  if (protocol !== 'no-wait') {
    if (lsn !== null) waitLsn = lsn;
    else if (versions !== null && readTag > log.durableLsn) waitLsn = readTag;
  }
  ctx.trace.emitCommitRequest(ctx.sim.now, id, lsn, waitLsn, early);
  publishVersions(versions, plan, lsn);
  if (early) ctx.concurrency.release(id);
  return waitLsn;
}

/** True when the commit must FORCE pages (a storage tier asks for it and the plan writes). */
export function forces(ctx: TransactionContext, plan: TxnPlan): boolean {
  const store = ctx.db.storage?.store;
  return store !== undefined && store.force && plan.writes;
}

/** FORCE: writes each page the plan modified (once, in plan order); nothing otherwise. */
export function* forcePages(
  ctx: TransactionContext,
  plan: TxnPlan,
  id: number,
): Generator<Wait, void, unknown> {
  const store = ctx.db.storage?.store;
  if (store === undefined || !store.force || !plan.writes) return;
  const done = new Set<number>();
  const steps = plan.steps;
  for (let at = 0; at < steps.length; at += OP_FIELDS) {
    const page = steps[at + OP_PAGE]!;
    if (steps[at + OP_WRITE] !== 1 || page < 0 || done.has(page)) continue;
    done.add(page);
    if (store.isMemoryResident(page)) continue;
    yield* store.forceWrite(id, page);
    ctx.db.buffer.markClean(page);
  }
}
