/**
 * A run's restart-based concurrency control: the algorithm's state shared by every
 * transaction (the restart-locking rules or the optimistic sets, and the restart-delay
 * policy) behind the calls an attempt makes: begin, access (lock or record), commit
 * (enter commit, validate and install), end, and after an abort its reason and delay.
 * Blocking 2PL is not here: a run without this technique (or with `2pl`) uses the model's
 * own lock manager path unchanged.
 */
import type { AbortReason } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Sampler } from '../../../engine/core/distributions.ts';
import { durationSampler } from '../../../engine/core/distributions.ts';
import type { Wait } from '../../../engine/core/process.ts';
import type { RandomStream } from '../../../engine/core/random.ts';
import type { Simulation } from '../../../engine/core/simulation.ts';
import type { LockManager } from '../../../engine/db/lock-manager.ts';
import type { LockMode } from '../../../engine/db/lock-modes.ts';
import { assertNever } from '../../../base/assert-never.ts';
import { RestartDelayPolicy } from '../restart-delay.ts';
import { algorithmOf, type ConcurrencyControlSpec } from '../schema.ts';
import { OptimisticSets } from './optimistic-sets.ts';
import { RestartLocking } from './restart-locking.ts';

export type RestartAlgorithm = 'immediate-restart' | 'occ' | 'wound-wait';

export class ConcurrencyControlRun {
  private readonly locking: RestartLocking | null;
  private readonly optimistic: OptimisticSets | null;
  private readonly delay: RestartDelayPolicy<RandomStream>;

  constructor(
    readonly algorithm: RestartAlgorithm,
    spec: ConcurrencyControlSpec,
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    locks: LockManager,
  ) {
    this.locking =
      algorithm === 'occ'
        ? null
        : new RestartLocking(sim, trace, locks, algorithm === 'wound-wait');
    this.optimistic = algorithm === 'occ' ? new OptimisticSets(sim, trace) : null;
    const fixed: Sampler = durationSampler(spec.restartDelay.delayMs, 1000);
    this.delay = new RestartDelayPolicy(spec.restartDelay, fixed);
  }

  /** True when the attempt takes no locks (it records read and write sets instead). */
  get optimisticReads(): boolean {
    return this.optimistic !== null;
  }

  beginAttempt(txn: number, submittedAt: number): void {
    this.locking?.begin(txn, submittedAt);
    this.optimistic?.begin(txn);
  }

  /** True while the attempt may go on (false: wounded, it must abort now). */
  mayContinue(txn: number): boolean {
    return this.locking === null || !this.locking.isWounded(txn);
  }

  /** `yield* lock(...)` before a locked access: false when the attempt must abort. */
  *lock(txn: number, item: number, mode: LockMode): Generator<Wait, boolean, unknown> {
    if (this.locking === null) return true;
    const granted = this.locking.request(txn, item, mode);
    return typeof granted === 'boolean' ? granted : ((yield granted) as boolean);
  }

  /** An optimistic attempt read `page` (and will write it, when `write`). */
  recordAccess(txn: number, page: number, write: boolean): void {
    this.optimistic?.access(txn, page, write);
  }

  /**
   * The attempt's work is done: it enters commit. Null when it must abort instead (wounded,
   * or a failed validation); otherwise the pages an optimistic attempt installs now
   * (empty under locking).
   */
  enterCommit(txn: number): readonly number[] | null {
    if (this.locking !== null) return this.locking.enterCommit(txn) ? [] : null;
    return this.optimistic!.validate(txn);
  }

  /** The attempt ended; `responseUs` is the transaction's response time when it committed. */
  endAttempt(txn: number, responseUs: number | null): void {
    this.locking?.release(txn);
    this.optimistic?.abandon(txn);
    if (responseUs !== null) this.delay.observeCommit(responseUs);
  }

  abortReason(): AbortReason {
    switch (this.algorithm) {
      case 'immediate-restart':
        return 'conflict';
      case 'occ':
        return 'validation';
      case 'wound-wait':
        return 'wound';
      default:
        return assertNever(this.algorithm, 'algorithm');
    }
  }

  /**
   * The delay before the next attempt, traced. A wounded transaction restarts at once (as
   * a deadlock victim does): it waits for its wounder anyway when it asks again.
   */
  restartDelayUs(txn: number, rng: RandomStream): number {
    if (this.algorithm === 'wound-wait') return 0;
    const delayUs = this.delay.nextDelayUs(rng);
    this.trace.emit({ kind: 'cc.restart-delay', t: this.sim.now, txn, delayUs });
    return delayUs;
  }
}

/** The run's restart-based concurrency control, or null for blocking 2PL (the model's own). */
export function makeConcurrencyControl(
  spec: ConcurrencyControlSpec | null | undefined,
  sim: Simulation,
  trace: TraceSink,
  locks: LockManager,
): ConcurrencyControlRun | null {
  const algorithm = algorithmOf(spec);
  if (algorithm === '2pl' || spec === null || spec === undefined) return null;
  return new ConcurrencyControlRun(algorithm, spec, sim, trace, locks);
}
