/**
 * Little's law, N = X (R + Z), must hold on every closed run: for the oracle model and for
 * every built-in scenario, with locking, aborts and restarts (response time includes
 * restarts, so the law holds with aborts). Z is the terminals' mean think time; when
 * types have think times of their own, the law holds summed over types:
 * N = sum over types of X_t (R_t + Z_t).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinIds, SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { meanOfDuration } from '../../src/scenario/distributions.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { isTlsOn } from '../../src/techniques/tls/schema.ts';
import { centralServerScenario } from './oracle-scenarios.ts';

function littlesRatio(scenario: Scenario): number {
  const stats = createSimulation(scenario).runToEnd();
  const { workload } = scenario;
  const population = stats.types.reduce((sum, t, i) => {
    const z = meanOfDuration(workload.types[i]!.thinkTimeMs ?? workload.thinkTimeMs);
    return sum + (t.throughputTps / 1000) * (t.meanResponseMs + z);
  }, 0);
  return population / workload.terminals!;
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
        if (isTlsOn(run.scenario)) {
          // One transaction at a time, back to back: N = 1, and at the end of the run at
          // most one transaction is in flight, which the law's ratio may miss.
          const stats = createSimulation(run.scenario).runToEnd();
          const inFlight = stats.p99ResponseMs / stats.simulatedMs;
          expect(stats.committed, `${id} ${run.variant}`).toBeGreaterThan(0);
          expect(1 - littlesRatio(run.scenario), `${id} ${run.variant}`).toBeLessThanOrEqual(
            inFlight + 0.005,
          );
          continue;
        }
        // Long enough for some hundreds of commits when think times are seconds long.
        const { workload } = run.scenario;
        const longestThinkMs = Math.max(
          meanOfDuration(workload.thinkTimeMs),
          ...workload.types.map((t) =>
            t.thinkTimeMs === null ? 0 : meanOfDuration(t.thinkTimeMs),
          ),
        );
        // The commit-processing scenarios commit thousands per second with no think time:
        // 10 s gives tens of thousands of commits. A crash would end the run early: the law
        // is about the steady state, so it is left out.
        // Scenarios with think times under a second commit hundreds per second: 20 s is plenty.
        // The concurrency-control scenarios' restarts make responses of about 10 s at 1 CPU,
        // so the transactions in flight at either edge weigh R / T: 600 s keeps that near 2%.
        const durationMs = id.startsWith('elr-')
          ? 10_000
          : id.startsWith('cc-')
            ? 600_000
            : longestThinkMs < 1000
              ? 20_000
              : Math.max(120_000, 200 * longestThinkMs);
        const longer = { ...run.scenario, run: { ...run.scenario.run, durationMs }, crash: null };
        expect(Math.abs(littlesRatio(longer) - 1), `${id} ${run.variant}`).toBeLessThan(0.03);
      }
    });
  }
});
