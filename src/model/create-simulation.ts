/**
 * Builds a run of the model from a validated scenario, without loading the thread-level
 * speculation model: for the browser worker, which loads that model only when a run needs
 * it. Everything else uses index.ts, which loads it too.
 */
import type { Scenario } from '../scenario/schema.ts';
import { ModelRun, type RunOptions } from './model-run.ts';

export { ModelRun, type RunOptions } from './model-run.ts';

export function createSimulation(scenario: Scenario, options: RunOptions = {}): ModelRun {
  return new ModelRun(scenario, options);
}
