/**
 * The engine against queueing theory. Each check reports the batch-means confidence
 * interval too, and requires it to be narrower than the tolerance, so a pass means the
 * simulation is precise enough to tell, not merely lucky. Tolerances widen with load,
 * where the variance of a queue's mean grows fastest.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { centralServerScenario, singleDiskScenario } from './oracle-scenarios.ts';
import { batchMeans, md1ResponseMs, mm1ResponseMs, mva } from './queueing-theory.ts';

const SERVICE_MS = 10;

/** 1.75% at utilization 0.3 up to 3% at 0.8. */
function tolerance(utilization: number): number {
  return 0.01 + 0.025 * utilization;
}

describe('an open single-disk system', () => {
  const cases = [
    { service: 'exponential', utilization: 0.3, durationMs: 2_000_000 },
    { service: 'exponential', utilization: 0.5, durationMs: 3_000_000 },
    { service: 'exponential', utilization: 0.8, durationMs: 12_000_000 },
    { service: 'fixed', utilization: 0.5, durationMs: 1_000_000 },
    { service: 'fixed', utilization: 0.8, durationMs: 4_000_000 },
  ] as const;

  for (const { service, utilization, durationMs } of cases) {
    const queue = service === 'exponential' ? 'M/M/1' : 'M/D/1';
    it(`matches the ${queue} mean response time at utilization ${utilization}`, () => {
      const run = createSimulation(
        singleDiskScenario({ utilization, serviceMs: SERVICE_MS, service, seed: 11, durationMs }),
      );
      const stats = run.runToEnd();
      const expected =
        service === 'exponential'
          ? mm1ResponseMs(SERVICE_MS, utilization)
          : md1ResponseMs(SERVICE_MS, utilization);
      const { halfWidth } = batchMeans(run.stats.commitSamples.map((s) => s.responseUs / 1000));
      const tol = tolerance(utilization);
      expect(halfWidth / expected).toBeLessThan(tol);
      expect(Math.abs(stats.meanResponseMs / expected - 1)).toBeLessThan(tol);
      const disk = stats.devices.find((d) => d.id === 'disk0')!;
      expect(Math.abs(disk.utilization - utilization)).toBeLessThan(0.02);
    });
  }
});

describe('a closed central-server system without locking', () => {
  for (const terminals of [1, 5, 12, 25]) {
    it(`matches exact MVA throughput with ${terminals} terminals`, () => {
      const scenario = centralServerScenario({
        terminals,
        thinkMs: 100,
        accesses: 4,
        cpuMs: 2,
        diskMs: 8,
        seed: 5,
        durationMs: 1_500_000,
      });
      const run = createSimulation(scenario);
      const stats = run.runToEnd();
      // CPU: 4 bursts per access run + 1 commit burst; each disk gets half of 4 reads.
      const exact = mva([5 * 2, 2 * 8, 2 * 8], 100, terminals);
      const expectedTps = exact.throughputPerMs * 1000;
      expect(Math.abs(stats.throughputTps / expectedTps - 1)).toBeLessThan(0.03);
      expect(Math.abs(stats.meanResponseMs / exact.responseMs - 1)).toBeLessThan(0.04);
    });
  }
});
