import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { toResultRow } from './result-row.ts';

function rowsOf(types: unknown[], locking: Record<string, unknown> = {}) {
  const plan = planRuns({
    version: 1,
    id: 'classes',
    title: 'classes',
    seed: 3,
    run: { durationMs: 20_000 },
    workload: { terminals: 3, thinkTimeMs: 5, types },
    system: {
      database: { pages: 50 },
      buffer: { pages: 10 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 1 } },
    },
    locking,
  });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value.map((run) => toResultRow(run, createSimulation(run.scenario).runToEnd()));
}

const access = (count: number) => [{ op: 'access', count, cpuMs: 0.5 }];

describe('per-class result fields', () => {
  it('split throughput by the large-type rule and add up to the total', () => {
    const [row] = rowsOf(
      [
        { name: 'small', terminals: 2, program: access(2) },
        { name: 'large', terminals: 1, program: access(30) },
      ],
      { granularity: 'mixed', largeTransactionPages: 20 },
    );
    expect(row!.smallThroughputTps).toBeGreaterThan(0);
    expect(row!.largeThroughputTps).toBeGreaterThan(0);
    expect(row!.smallThroughputTps! + row!.largeThroughputTps!).toBeCloseTo(row!.throughputTps, 3);
    expect(row!.largeResponseMs).toBeGreaterThan(row!.smallResponseMs!);
    expect(row!.largeAbortPct).toBe(0);
  });

  it('are null for a class the scenario does not have', () => {
    const [row] = rowsOf([{ name: 'only', program: access(3) }]);
    expect(row!.largeThroughputTps).toBeNull();
    expect(row!.largeAbortPct).toBeNull();
    expect(row!.smallThroughputTps).toBeCloseTo(row!.throughputTps, 6);
  });
});
