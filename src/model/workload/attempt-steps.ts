/**
 * Steps every execution strategy shares: the begin phase of an attempt, and its end (the
 * internal think time with the locks held, validation by the concurrency control, then
 * the commit protocol).
 */
import { sleep, type Wait } from '../../kernel/process.ts';
import type { AttemptScope } from '../seams.ts';
import { phase } from './data-calls.ts';

/** The begin phase: the type's begin CPU (and the data server's, when there is one). */
export function* beginWork(scope: AttemptScope): Generator<Wait, void, unknown> {
  const { ctx, plan, txn, rng } = scope;
  const server = ctx.server;
  if (server !== null) yield* phase(ctx, txn, plan.beginCpuUs, server.beginCpu(rng), null);
  else if (plan.beginCpuUs > 0) yield ctx.db.cpu.request(txn, plan.beginCpuUs, 'cpu');
}

/** Think, validate, commit: false when validation aborts the attempt. */
export function* finishWork(
  scope: AttemptScope,
  readTag: number,
): Generator<Wait, boolean, unknown> {
  const ctx = scope.ctx;
  const thinkUs = ctx.internalThink(scope.rng);
  if (thinkUs > 0) yield* sleep(thinkUs);
  if (!(yield* ctx.concurrency.validate(scope))) return false;
  yield* ctx.commit.commit(scope, readTag);
  return true;
}
