/**
 * The loop of a source's transactions written as a generator: the readable form of
 * transaction.ts's hand-written iterator, which must do exactly what this does (the same
 * waits in the same order, the same calls, trace events and random draws).
 * hand-written-bodies.isolated.test.ts runs random scenarios both ways and compares the traces;
 * nothing else runs this.
 */
import { call, Interrupt, pause, resumedBy, type Wait } from '../../kernel/process.ts';
import type { AttemptScope } from '../seams.ts';
import { rollback } from './data-calls.ts';
import type { TransactionContext, TransactionSource } from './transaction.ts';

/** `runTransactions`, as a generator. */
export function* referenceTransactions(
  ctx: TransactionContext,
  terminal: number,
  source: TransactionSource,
): Generator<Wait, void, unknown> {
  const cc = ctx.concurrency;
  for (let k = 0; ; k++) {
    const plan = source.plan(k);
    if (plan === null) return;
    const think = pause(source.thinkUs(plan));
    if (think !== null) yield think;
    const rng = source.rng(k);
    const id = ctx.nextTxnId();
    const submittedAt = ctx.sim.now;
    ctx.trace.emitTxnSubmit(submittedAt, id, terminal, plan.type);
    for (let attempt = 1; ; attempt++) {
      ctx.trace.emitTxnBegin(ctx.sim.now, id, attempt);
      cc.beginAttempt(id, submittedAt);
      const scope: AttemptScope = { ctx, plan, txn: id, attempt, submittedAt, rng };
      let committed: boolean;
      try {
        const running = call(ctx.execution.runAttempt(scope));
        committed = resumedBy(running, yield running);
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        committed = false;
      }
      if (committed) break;
      const reason = cc.abortReason(id);
      ctx.trace.emit({ kind: 'txn.abort', t: ctx.sim.now, txn: id, attempt, reason });
      cc.release(id);
      if (ctx.server !== null) yield* rollback(ctx, id, rng);
      const restart = pause(ctx.restartDelay(rng));
      if (restart !== null) yield restart;
    }
  }
}
