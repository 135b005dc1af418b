/**
 * One disk model: `system.disks` and a storage tier's disk unit are the same disks when they
 * make the same choices. TSTE on `charm-concurrency` (3 disks of 13.5 ms) runs once on
 * `system.disks` and once on a storage tier of one disk unit with 3 arms, no controller
 * time, no transfer, no I/O CPU and constant service times; for each queueing discipline
 * (a queue per disk with page p on disk p mod 3, or one queue over pooled arms) the two
 * give the same transactions at the same instants. The two disciplines differ (the issue's
 * 533 against 679 tx/s). Costs about 2 s.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { toResultRow, type ResultRow } from '../../src/export/result-row.ts';
import type { Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { scenarioDoc } from '../fidelity/elr-runs.ts';

type Queueing = 'per-disk' | 'pooled';

function tsteRow(overrides: Override[]): ResultRow {
  const plan = planRuns(scenarioDoc('charm-concurrency'), {
    seed: 3,
    overrides: [
      { path: 'run.durationMs', value: 1500 },
      { path: 'workload.terminals', value: 6 },
      ...overrides,
    ],
  });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = plan.value.find((r) => r.variant === 'tste')!;
  return toResultRow(run, createSimulation(run.scenario).runToEnd());
}

const onSystemDisks = (q: Queueing): ResultRow =>
  tsteRow([{ path: 'system.disks.queueing', value: q }]);

const onTier = (q: Queueing): ResultRow =>
  tsteRow([
    {
      path: 'storage',
      value: {
        devices: [
          {
            id: 'data',
            kind: 'disk',
            disks: 3,
            arms: q === 'pooled' ? 'pooled' : 'per-disk',
            diskMs: 13.5,
            controllerMs: 0,
            transferMs: 0,
            serviceTimes: 'constant',
          },
        ],
        ioCpuMs: 0,
        fillBuffer: false,
      },
    },
  ]);

const SAME = [
  'committed',
  'aborted',
  'throughputTps',
  'meanResponseMs',
  'p95ResponseMs',
  'ioMs',
  'lockWaitMs',
  'meanIoLatencyMs',
  'ioCount',
  'bufferHitRatio',
] as const;

describe('one disk model', () => {
  for (const q of ['per-disk', 'pooled'] as const) {
    it(`gives the same results through system.disks and a tier's disk unit with ${q} queues`, () => {
      const a = onSystemDisks(q);
      const b = onTier(q);
      for (const field of SAME) expect([field, b[field]]).toEqual([field, a[field]]);
      expect(a.committed).toBeGreaterThan(100);
    });
  }

  it('tells the two disciplines apart: pooled arms queue less than a queue per disk', () => {
    const perDisk = onSystemDisks('per-disk');
    const pooled = onSystemDisks('pooled');
    expect(pooled.meanIoLatencyMs).toBeLessThan(perDisk.meanIoLatencyMs);
    expect(pooled.throughputTps).toBeGreaterThan(perDisk.throughputTps);
  });
});
