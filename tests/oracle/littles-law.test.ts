/**
 * Little's law, N = X (R + Z), must hold on every closed run: for the oracle model and for
 * every built-in scenario, with locking, aborts and restarts (response time includes
 * restarts, so the law holds with aborts). Z is the terminals' mean think time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinIds, SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/engine/index.ts';
import { meanOfDuration } from '../../src/scenario/distributions.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { centralServerScenario } from './oracle-scenarios.ts';

function littlesRatio(scenario: Scenario): number {
  const stats = createSimulation(scenario).runToEnd();
  const n = scenario.workload.terminals!;
  const z = meanOfDuration(scenario.workload.thinkTimeMs);
  return ((stats.throughputTps / 1000) * (stats.meanResponseMs + z)) / n;
}

describe("Little's law", () => {
  it('holds for the central-server model', () => {
    const scenario = centralServerScenario({
      terminals: 8,
      thinkMs: 50,
      accesses: 3,
      cpuMs: 3,
      diskMs: 10,
      seed: 9,
      durationMs: 600_000,
    });
    expect(Math.abs(littlesRatio(scenario) - 1)).toBeLessThan(0.02);
  });

  for (const id of builtinIds()) {
    it(`holds for every variant of the built-in scenario ${id}`, () => {
      const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8'));
      const plan = planRuns(doc);
      if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
      for (const run of plan.value) {
        if (run.scenario.workload.terminals === null) continue;
        const longer = { ...run.scenario, run: { ...run.scenario.run, durationMs: 120_000 } };
        expect(Math.abs(littlesRatio(longer) - 1), `${id} ${run.variant}`).toBeLessThan(0.03);
      }
    });
  }
});
