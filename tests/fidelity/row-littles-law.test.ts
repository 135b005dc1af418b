/**
 * Little's law read from a result row alone: in a closed system, terminals = throughput x
 * (response + think). The locking testbed's terminals think for their type's own time
 * (small 5 s, large 10 s), so the row's think time must be the one per committed
 * transaction, not the workload's default of 0.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { toResultRow } from '../../src/export/result-row.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';

function rowsOf(id: string) {
  const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8'));
  const plan = planRuns(doc);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value.map((run) => toResultRow(run, createSimulation(run.scenario).runToEnd()));
}

describe("Little's law from a row", () => {
  it('holds on locking-baseline for every policy, within 2%', () => {
    for (const row of rowsOf('locking-baseline')) {
      expect(row.thinkTimeMs).toBeGreaterThan(5000);
      const cycleS = (row.meanResponseMs + row.thinkTimeMs!) / 1000;
      expect(row.throughputTps * cycleS).toBeGreaterThan(row.terminals! * 0.98);
      expect(row.throughputTps * cycleS).toBeLessThan(row.terminals! * 1.02);
    }
  });
});
