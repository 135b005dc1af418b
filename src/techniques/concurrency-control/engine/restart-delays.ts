/**
 * The restart delay of the restart-based algorithms in the engine: an execution strategy
 * wrapped so that every attempt after the first first sleeps the delay (traced as
 * `cc.restart-delay`), then runs as the inner strategy does. The model's own delay after
 * an abort (`locking.restartDelayMs`, 2PL deadlock victims) stays as it is; with these
 * algorithms it is normally 0. Commits feed the adaptive delay's running mean.
 */
import { msToUs } from '../../../base/time.ts';
import { sleep, type Wait } from '../../../kernel/process.ts';
import type { RandomStream } from '../../../kernel/random.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type { AttemptScope, ExecutionStrategy } from '../../../model/seams.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import { durationSampler } from '../../../kernel/distributions.ts';
import { RestartDelayPolicy } from '../restart-delay.ts';
import type { RestartDelaySpec } from '../schema.ts';

export class RestartDelays {
  private readonly policy: RestartDelayPolicy<RandomStream>;

  constructor(
    spec: RestartDelaySpec,
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    /** False for wound-wait: a wounded transaction restarts at once. */
    private readonly delays: boolean,
  ) {
    this.policy = new RestartDelayPolicy(spec, durationSampler(spec.delayMs, msToUs));
  }

  observeCommit(responseUs: number): void {
    this.policy.observeCommit(responseUs);
  }

  /** `inner`, with the restart delay before every attempt after the first. */
  around(inner: ExecutionStrategy): ExecutionStrategy {
    if (!this.delays) return inner;
    const { policy, sim, trace } = this;
    return {
      *runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
        if (scope.attempt > 1) {
          const delayUs = policy.nextDelayUs(scope.rng);
          trace.emit({ kind: 'cc.restart-delay', t: sim.now, txn: scope.txn, delayUs });
          if (delayUs > 0) yield* sleep(delayUs);
        }
        return yield* inner.runAttempt(scope);
      },
    };
  }
}
