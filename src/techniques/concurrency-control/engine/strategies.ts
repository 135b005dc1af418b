/**
 * The concurrency-control technique's entry in the engine registry: given the model's
 * strategies for a run, the same with this technique's where the scenario's
 * `concurrencyControl` section asks for a restart-based algorithm, unchanged for blocking
 * 2PL (the section null, absent or `2pl`).
 * - immediate restart, wound-wait: their concurrency control behind whatever execution
 *   strategy the run has, with the restart delay before every attempt after the first;
 * - optimistic: its concurrency control and its own execution strategy (writes in a
 *   private workspace), with the restart delay.
 */
import type { ConcurrencyControl, ExecutionStrategy, ModelEnv } from '../../../model/seams.ts';
import { assertNever } from '../../../base/assert-never.ts';
import { algorithmOf } from '../algorithm.ts';
import { OptimisticConcurrencyControl } from './optimistic-concurrency-control.ts';
import { OptimisticExecution } from './optimistic-execution.ts';
import { RestartConcurrencyControl } from './restart-concurrency-control.ts';
import { RestartDelays } from './restart-delays.ts';

interface Replaceable {
  concurrency: ConcurrencyControl;
  execution: ExecutionStrategy;
}

export function withConcurrencyControl<S extends Replaceable>(env: ModelEnv, strategies: S): S {
  const spec = env.scenario.concurrencyControl;
  const algorithm = algorithmOf(spec);
  if (spec === null || spec === undefined || algorithm === '2pl') return strategies;
  const { sim, trace, db } = env;
  const wounding = algorithm === 'wound-wait';
  const delays = new RestartDelays(spec.restartDelay, sim, trace, !wounding);
  switch (algorithm) {
    case 'occ': {
      const occ = new OptimisticConcurrencyControl(sim, trace, delays);
      return {
        ...strategies,
        concurrency: occ,
        execution: delays.around(new OptimisticExecution(occ)),
      };
    }
    case 'immediate-restart':
    case 'wound-wait':
      return {
        ...strategies,
        concurrency: new RestartConcurrencyControl(wounding, sim, trace, db, delays),
        execution: delays.around(strategies.execution),
      };
    default:
      return assertNever(algorithm, 'algorithm');
  }
}
