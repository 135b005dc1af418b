/**
 * One transaction's life, as a process: submit, then attempts until one commits. The one
 * attempt loop of the model: each attempt registers with the concurrency control and asks
 * the execution strategy to run (ctx.execution: conventional, the per-transaction buffer,
 * two-stage; it uses the concurrency control for access and the commit protocol to
 * commit). An attempt that must abort (a deadlock victim, a failed validation, or an
 * interrupt, as wound-wait's) is traced with the concurrency control's reason, releases
 * what it holds, pays the data server's rollback work, waits the restart delay and runs
 * the same plan again. Response time runs from submit to commit, restarts included.
 */
import { Interrupt, sleep, type Wait } from '../../kernel/process.ts';
import type { RandomStream } from '../../kernel/random.ts';
import type { AttemptScope } from '../seams.ts';
import { rollback } from './data-calls.ts';
import type { TransactionContext } from './transaction-context.ts';
import type { TxnPlan } from './txn-program.ts';

export { makeTransactionContext, type TransactionContext } from './transaction-context.ts';

/** Runs one transaction from submission to commit. `rng` draws its execution-time randomness. */
export function* runTransaction(
  ctx: TransactionContext,
  plan: TxnPlan,
  terminal: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const id = ctx.nextTxnId();
  const submittedAt = ctx.sim.now;
  const cc = ctx.concurrency;
  ctx.trace.emit({ kind: 'txn.submit', t: submittedAt, txn: id, terminal, type: plan.type });
  for (let attempt = 1; ; attempt++) {
    ctx.trace.emit({ kind: 'txn.begin', t: ctx.sim.now, txn: id, attempt });
    cc.beginAttempt(id, submittedAt);
    const scope: AttemptScope = { ctx, plan, txn: id, attempt, submittedAt, rng };
    if (yield* attemptCommits(scope)) return;
    const reason = cc.abortReason(id);
    ctx.trace.emit({ kind: 'txn.abort', t: ctx.sim.now, txn: id, attempt, reason });
    cc.release(id);
    yield* rollback(ctx, id, rng);
    yield* sleep(ctx.restartDelay(rng));
  }
}

/** Runs the attempt through the execution strategy; an interrupt aborts it. */
function* attemptCommits(scope: AttemptScope): Generator<Wait, boolean, unknown> {
  try {
    return yield* scope.ctx.execution.runAttempt(scope);
  } catch (e) {
    if (e instanceof Interrupt) return false;
    throw e;
  }
}
