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
import { HandWrittenBody, type SubStep } from '../../kernel/hand-written-body.ts';
import { call, Interrupt, pause, type Wait } from '../../kernel/process.ts';
import type { RandomStream } from '../../kernel/random.ts';
import type { AttemptScope } from '../seams.ts';
import { rollback } from './data-calls.ts';
import type { TransactionContext } from './transaction-context.ts';
import type { TxnPlan } from './txn-program.ts';

/** One attempt's scope (a class, not a literal: see kernel/young-allocation.ts). */
class Attempt implements AttemptScope {
  constructor(
    readonly ctx: TransactionContext,
    readonly plan: TxnPlan,
    readonly txn: number,
    readonly attempt: number,
    readonly submittedAt: number,
    readonly rng: RandomStream,
  ) {}
}

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
export function runTransactions(
  ctx: TransactionContext,
  terminal: number,
  source: TransactionSource,
): Generator<Wait, void, unknown> {
  return new TransactionRun(ctx, terminal, source);
}

/*
 * Where the loop goes on from: each is a point of the loop written as a generator
 * (transaction-reference.ts). A wait resumes at the point stored in `at`; the value it
 * resumes with is the input there (only ATTEMPTED reads it).
 */
/** Ask the source for the next transaction, and think before submitting it. */
const NEXT = 0;
/** Thought: submit it. */
const SUBMIT = 1;
/** Begin an attempt and run it in a frame of its own. */
const ATTEMPT = 2;
/** The attempt returned (input: committed), or an interrupt aborted it. */
const ATTEMPTED = 3;
/** The server's rollback work is done: wait the restart delay. */
const ROLLED_BACK = 4;
/** The restart delay has passed: the next attempt. */
const RESTART = 5;

type Point = number;

/**
 * The loop as a hand-written iterator rather than a generator: one lives per terminal for
 * the whole run, and at a thousand terminals a generator's register file (about 200 bytes)
 * each is live state the scavenger copies again and again. This keeps only the loop's
 * variables and reuses one result object (the process reads each result before it steps
 * the body again). It does what the generator did, call for call: the attempt runs as
 * `call(runAttempt(scope))`, an `Interrupt` thrown in while it runs aborts it, any other
 * error goes out, and the rollback's generator runs as `yield*` would run it.
 */
class TransactionRun extends HandWrittenBody<void> {
  /** The source's index of the current transaction. */
  private k = 0;
  private plan: TxnPlan | null = null;
  private rng: RandomStream | null = null;
  private id = 0;
  private submittedAt = 0;
  private attempt = 0;

  constructor(
    private readonly ctx: TransactionContext,
    private readonly terminal: number,
    private readonly source: TransactionSource,
  ) {
    super(NEXT);
  }

  /** An interrupt thrown in while an attempt runs aborts it; any other error goes out. */
  protected override thrownIn(error: unknown): IteratorResult<Wait, void> {
    if (this.at === ATTEMPTED && error instanceof Interrupt) return this.run(ATTEMPTED, false);
    throw error;
  }

  /**
   * Runs from `point` (with `input` there) to the next wait or the end. Each point either
   * goes on to another (`continue`), finishes, or names a wait to yield or the rollback to
   * run and the point to resume at (`break`).
   */
  protected run(point: Point, input: unknown): IteratorResult<Wait, void> {
    const ctx = this.ctx;
    const cc = ctx.concurrency;
    for (;;) {
      let wait: Wait | null = null;
      let sub: SubStep | null = null;
      switch (point) {
        case NEXT: {
          const plan = this.source.plan(this.k);
          if (plan === null) return this.finish(undefined);
          this.plan = plan;
          // A think of 0 waits for nothing (no timeout then); timeouts are pooled.
          wait = pause(this.source.thinkUs(plan));
          point = SUBMIT;
          if (wait === null) continue;
          break;
        }
        case SUBMIT: {
          this.rng = this.source.rng(this.k);
          const id = ctx.nextTxnId();
          this.id = id;
          this.submittedAt = ctx.sim.now;
          ctx.trace.emitTxnSubmit(this.submittedAt, id, this.terminal, this.plan!.type);
          this.attempt = 1;
          point = ATTEMPT;
          continue;
        }
        case ATTEMPT: {
          const { id, attempt, submittedAt } = this;
          ctx.trace.emitTxnBegin(ctx.sim.now, id, attempt);
          cc.beginAttempt(id, submittedAt);
          const plan = this.plan!;
          const scope = new Attempt(ctx, plan, id, attempt, submittedAt, this.rng!);
          // A frame of its own: the attempt's waits resume it without passing through here.
          wait = call(ctx.execution.runAttempt(scope));
          point = ATTEMPTED;
          break;
        }
        case ATTEMPTED: {
          if (input) {
            this.k++;
            point = NEXT;
            continue;
          }
          const { id, attempt } = this;
          const reason = cc.abortReason(id);
          ctx.trace.emitTxnAbort(ctx.sim.now, id, attempt, reason);
          cc.release(id);
          point = ROLLED_BACK;
          // Rollback work needs a data server: without one, no generator is made.
          if (ctx.server === null) continue;
          sub = rollback(ctx, id, this.rng!);
          break;
        }
        case ROLLED_BACK:
          wait = pause(ctx.restartDelay(this.rng!));
          point = RESTART;
          if (wait === null) continue;
          break;
        case RESTART:
          this.attempt++;
          point = ATTEMPT;
          continue;
        default:
          // BODY_DONE: as a finished generator, done with no value.
          return this.ended();
      }
      const suspended = this.suspend(point, wait, sub);
      if (suspended !== null) return suspended;
      input = this.delegatedValue;
    }
  }
}
