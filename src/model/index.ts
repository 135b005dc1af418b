/**
 * The engine's one public entry: build a run of the model from a validated scenario.
 * Everything under model/ (and kernel/ and each technique's engine/) is pure: no DOM, no
 * wall clock, no unseeded randomness.
 */
import type { Scenario } from '../scenario/schema.ts';
import { ModelRun, type RunOptions } from './model-run.ts';

export { ModelRun, type RunOptions } from './model-run.ts';

export function createSimulation(scenario: Scenario, options: RunOptions = {}): ModelRun {
  return new ModelRun(scenario, options);
}
