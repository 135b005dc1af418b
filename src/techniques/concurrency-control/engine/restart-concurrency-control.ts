/**
 * Immediate restart and wound-wait as the concurrency-control seam (model/seams.ts): lock
 * requests decided by RestartLocking on the model's lock manager; validation at commit
 * only says whether a wounded attempt must abort (and, passing, records the response time
 * for the adaptive restart delay: nothing can abort after it); release frees the locks and
 * decides the waiters' requests again.
 */
import type { Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type {
  AttemptScope,
  ConcurrencyControl,
  DatabaseSystem,
  LockMode,
} from '../../../model/seams.ts';
import type { AbortReason } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { RestartDelays } from './restart-delays.ts';
import { RestartLocking } from './restart-locking.ts';

export class RestartConcurrencyControl implements ConcurrencyControl {
  private readonly locking: RestartLocking;

  constructor(
    private readonly wounding: boolean,
    private readonly sim: Simulation,
    trace: TraceSink,
    db: DatabaseSystem,
    private readonly delays: RestartDelays,
  ) {
    this.locking = new RestartLocking(
      sim,
      trace,
      db.locks,
      wounding,
      (txn) => db.dataServer?.holds(txn) ?? false,
    );
  }

  beginAttempt(txn: number, submittedAt: number): void {
    this.locking.begin(txn, submittedAt);
  }

  request(txn: number, item: number, mode: LockMode): boolean | Wait<boolean> {
    return this.locking.request(txn, item, mode);
  }

  // oxlint-disable-next-line require-yield -- deciding takes no simulated time
  *validate(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    if (!this.locking.enterCommit(scope.txn)) return false;
    this.delays.observeCommit(this.sim.now - scope.submittedAt);
    return true;
  }

  release(txn: number): void {
    this.locking.release(txn);
  }

  abortReason(): AbortReason {
    return this.wounding ? 'wound' : 'conflict';
  }
}
