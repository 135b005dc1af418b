/**
 * The theory overlay against the engine: with locking off, the MVA throughput of the
 * demands derived from a scenario (src/theory) equals the simulated throughput within 3%.
 * On `mpl-thrashing` without locks (8 accesses of 1 ms CPU, a read and a write-back of
 * 5 ms each, exponential, over 256 disks and 256 CPUs) the model is product-form, so MVA is
 * exact up to the simulation's noise. Three populations, 20 s of simulated time each: about
 * four seconds of CPU in all.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { deriveNetwork } from '../../src/theory/demands.ts';
import { mvaAt } from '../../src/theory/mva.ts';

const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}mpl-thrashing.json`, 'utf8'));

describe('the MVA overlay', () => {
  it.each([4, 16, 48])(
    'equals the simulated throughput within 3 percent at %i terminals when locking is off',
    (terminals) => {
      const plan = planRuns(doc, {
        overrides: [
          { path: 'locking.enabled', value: false },
          { path: 'workload.terminals', value: terminals },
          { path: 'run.durationMs', value: 20_000 },
        ],
      });
      if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
      const scenario = plan.value[0]!.scenario;
      const simulated = createSimulation(scenario).runToEnd().throughputTps;
      const derived = deriveNetwork(scenario);
      expect(derived.omitted).toEqual([]);
      const theory = mvaAt(derived.network, terminals).throughputTps;
      expect(Math.abs(theory / simulated - 1)).toBeLessThan(0.03);
    },
  );
});
