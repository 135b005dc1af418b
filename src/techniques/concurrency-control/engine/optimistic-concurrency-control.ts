/**
 * Optimistic concurrency control with backward validation as the concurrency-control
 * seam: no locks (every request is granted, and nothing is recorded by it: the optimistic
 * execution strategy records each access's read and write itself, by the plan, so the
 * lock mode policy does not matter). Validation at commit checks the read set against the
 * write sets committed since the attempt began; on success it installs the writes at that
 * instant (their `page.access` events, the resident frames dirtied) and, without a buffer
 * pool, writes them to disk (deferred updates); on failure `cc.validation-fail`.
 */
import type { Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type { AttemptScope, ConcurrencyControl, LockMode } from '../../../model/seams.ts';
import type { AbortReason } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import { OptimisticSets } from './optimistic-sets.ts';
import type { RestartDelays } from './restart-delays.ts';

export class OptimisticConcurrencyControl implements ConcurrencyControl {
  readonly sets: OptimisticSets;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly delays: RestartDelays,
  ) {
    this.sets = new OptimisticSets(sim, trace);
  }

  /** The read phase begins in the execution strategy, after any restart delay. */
  beginAttempt(): void {}

  request(_txn: number, _item: number, _mode: LockMode): boolean {
    return true;
  }

  *validate(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    const { ctx, txn } = scope;
    const installed = this.sets.validate(txn);
    if (installed === null) return false;
    this.delays.observeCommit(this.sim.now - scope.submittedAt);
    const buffer = ctx.db.buffer;
    for (const page of installed) {
      if (buffer.fixIfResident(txn, page, true)) buffer.unfix(page);
      else
        this.trace.emit({
          kind: 'page.access',
          t: this.sim.now,
          txn,
          page,
          write: true,
          hit: false,
        });
    }
    if (buffer.writesThrough) for (const page of installed) yield* buffer.writeThrough(txn, page);
    return true;
  }

  release(txn: number): void {
    this.sets.abandon(txn);
  }

  abortReason(): AbortReason {
    return 'validation';
  }
}
