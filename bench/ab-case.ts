/**
 * What `bench/ab-bench.ts` bundles from each of the two versions it compares: one run of an
 * engine case (engine-cases.ts), its engine events returned. Each version's bundle carries
 * its own copy of the engine, so both load into one process side by side.
 */
import { CASES, createCaseRun } from './engine-cases.ts';

export function runCase(name: string): number {
  const model = CASES[name]?.model;
  if (model === undefined || model === null) throw new Error(`not a model case: ${name}`);
  const run = createCaseRun(model);
  run.runToEnd();
  return run.sim.eventsProcessed;
}
