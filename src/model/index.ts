/**
 * The engine's one public entry: build a run of the model from a validated scenario.
 * Everything under model/ (and kernel/ and each technique's engine/) is pure: no DOM, no
 * wall clock, no unseeded randomness.
 */
// Every model, thread-level speculation's included (it provides itself to the registry).
import '../techniques/tls/engine/tls-model.ts';

export { createSimulation, ModelRun, type RunOptions } from './create-simulation.ts';
