/**
 * Data contention as theory has it: with exclusive locks on k distinct pages drawn
 * uniformly from D, no think time and ample CPUs and disks, throughput peaks when the
 * workload k²N/D is between 1 and 2 and falls beyond it (blocked transactions block
 * others; deadlock restarts waste work). Checked on the built-in `mpl-thrashing`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { meanOfCount } from '../../src/scenario/distributions.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';

const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}mpl-thrashing.json`, 'utf8'));
const SEEDS = [1, 2];
const POPULATIONS = [6, 10, 14, 18, 22, 26, 30, 34, 38, 44, 52, 64, 80];

function meanThroughput(terminals: number): { tps: number; k: number; pages: number } {
  let total = 0;
  let k = 0;
  let pages = 0;
  for (const seed of SEEDS) {
    const plan = planRuns(doc, {
      seed,
      overrides: [{ path: 'workload.terminals', value: terminals }],
    });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    const scenario = plan.value[0]!.scenario;
    const step = scenario.workload.types[0]!.program[0]!;
    if (step.op !== 'access') throw new Error('expected an access step');
    k = meanOfCount(step.count);
    pages = scenario.system.database.pages;
    total += createSimulation(scenario).runToEnd().throughputTps;
  }
  return { tps: total / SEEDS.length, k, pages };
}

describe('mpl-thrashing', () => {
  it('peaks where k²N/D is between 1 and 2, and throughput falls beyond the peak', () => {
    const curve = POPULATIONS.map((n) => ({ n, ...meanThroughput(n) }));
    const peak = curve.reduce((best, p) => (p.tps > best.tps ? p : best));
    const workloadAtPeak = (peak.k * peak.k * peak.n) / peak.pages;
    expect(workloadAtPeak).toBeGreaterThanOrEqual(1.0);
    expect(workloadAtPeak).toBeLessThanOrEqual(2.0);
    // Rising before the peak, falling after it, and clearly lower at the largest population.
    const before = curve.filter((p) => p.n < peak.n);
    const after = curve.filter((p) => p.n > peak.n);
    expect(before.every((p, i) => i === 0 || p.tps > before[i - 1]!.tps * 0.97)).toBe(true);
    expect(after.every((p, i) => i === 0 || p.tps < after[i - 1]!.tps * 1.03)).toBe(true);
    expect(curve[curve.length - 1]!.tps).toBeLessThan(0.6 * peak.tps);
  });
});
