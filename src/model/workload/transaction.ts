/**
 * One transaction's life, as a process: submit, then attempts until one commits. The one
 * attempt loop of the model: each attempt registers with the concurrency control and asks
 * the execution strategy to run (ctx.execution: conventional, the per-transaction buffer,
 * two-stage; it uses the concurrency control for access and the commit protocol to
 * commit). An attempt that must abort (a deadlock victim, a failed validation, or an
 * interrupt, as wound-wait's) is traced with the concurrency control's reason, releases
 * what it holds, pays the data server's rollback work, waits the restart delay and runs
 * the same plan again. Response time runs from submit to commit, restarts included.
 *
 * A closed terminal runs its transactions one after another in this same loop
 * (`runTransactions`), not through a `yield*` per transaction: every resumption passes
 * through each generator of a process's chain, so a level less is cheaper on every event.
 */
import { call, Interrupt, pause, resumedBy, type Wait } from '../../kernel/process.ts';
import type { RandomStream } from '../../kernel/random.ts';
import type { AttemptScope } from '../seams.ts';
import { rollback } from './data-calls.ts';
import type { TransactionContext } from './transaction-context.ts';
import type { TxnPlan } from './txn-program.ts';

export { makeTransactionContext, type TransactionContext } from './transaction-context.ts';

/**
 * Where a run of transactions comes from (a closed terminal, or one open arrival), asked in
 * this order for each: its k-th plan (null: no more), the think time before submitting
 * it, and the stream its execution draws from.
 */
export interface TransactionSource {
  plan(k: number): TxnPlan | null;
  thinkUs(plan: TxnPlan): number;
  rng(k: number): RandomStream;
}

/** Runs one transaction from submission to commit. `rng` draws its execution-time randomness. */
export function runTransaction(
  ctx: TransactionContext,
  plan: TxnPlan,
  terminal: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  return runTransactions(ctx, terminal, {
    plan: (k) => (k === 0 ? plan : null),
    thinkUs: () => 0,
    rng: () => rng,
  });
}

/** Runs a source's transactions one after another: think, then submit and run to commit. */
export function* runTransactions(
  ctx: TransactionContext,
  terminal: number,
  source: TransactionSource,
): Generator<Wait, void, unknown> {
  const cc = ctx.concurrency;
  for (let k = 0; ; k++) {
    const plan = source.plan(k);
    if (plan === null) return;
    // A think of 0 waits for nothing (no timeout then); timeouts are pooled.
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
        // A frame of its own: the attempt's waits resume it without passing through here.
        const running = call(ctx.execution.runAttempt(scope));
        committed = resumedBy(running, yield running);
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        committed = false; // an interrupt aborts the attempt
      }
      if (committed) break;
      const reason = cc.abortReason(id);
      ctx.trace.emit({ kind: 'txn.abort', t: ctx.sim.now, txn: id, attempt, reason });
      cc.release(id);
      // Rollback work needs a data server: without one, no generator is made.
      if (ctx.server !== null) yield* rollback(ctx, id, rng);
      const restart = pause(ctx.restartDelay(rng));
      if (restart !== null) yield restart;
    }
  }
}
