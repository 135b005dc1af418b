/**
 * Storage tiers against queueing theory. One tier device under Poisson arrivals: every
 * transaction reads one page that is never in the one-frame buffer (and never dirty), so
 * it is one visit to the SSD's controller, an M/M/1 or M/D/1 queue. A disk behind a K-page
 * controller write buffer, written at Poisson times and destaging with exponential service,
 * is an M/M/1/K queue for the pages waiting in the buffer: its share of time full matches
 * the M/M/1/K probability of K in the system within 15 %. (Writes that find it full go
 * to the same disk synchronously, which M/M/1/K leaves out; so the share of writes that
 * find it full is not checked against the formula: it comes out 20-35 % higher.)
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { parseScenario } from '../../src/scenario/parse.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { batchMeans, md1ResponseMs, mm1ResponseMs } from './queueing-theory.ts';

const SERVICE_MS = 10;

function scenario(options: {
  rateTps: number;
  write: boolean;
  device: Record<string, unknown> & { id: string };
  durationMs: number;
}): Scenario {
  const result = parseScenario({
    version: 1,
    id: 'oracle-storage-tier',
    title: 'One storage tier under open arrivals',
    seed: 7,
    run: { durationMs: options.durationMs, warmupMs: 200 * SERVICE_MS },
    workload: {
      arrivalRateTps: options.rateTps,
      types: [
        {
          name: 'one-access',
          program: [
            { op: 'access', count: 1, writeProbability: options.write ? 1 : 0, distinct: false },
          ],
        },
      ],
    },
    system: {
      database: { pages: 10_000_000 },
      buffer: { pages: 1 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 1 } },
    },
    locking: { enabled: false },
    storage: {
      devices: [options.device],
      // Written pages are new (no read before the write); read pages come from the device.
      files: options.write
        ? [{ id: 'f', first: 0, count: 10_000_000, device: options.device.id, appendOnly: true }]
        : [],
      ioCpuMs: 0,
      fillBuffer: false,
      propagation: options.write ? 'force' : 'noforce',
    },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function tolerance(utilization: number): number {
  return 0.01 + 0.025 * utilization;
}

describe('one storage tier under an open workload', () => {
  const cases = [
    { times: 'exponential', utilization: 0.5, durationMs: 3_000_000 },
    { times: 'exponential', utilization: 0.8, durationMs: 8_000_000 },
    { times: 'constant', utilization: 0.8, durationMs: 4_000_000 },
  ] as const;
  for (const { times, utilization, durationMs } of cases) {
    const queue = times === 'exponential' ? 'M/M/1' : 'M/D/1';
    it(`an SSD controller matches ${queue} at utilization ${utilization}`, () => {
      const device = {
        id: 'ssd',
        kind: 'ssd',
        controllers: 1,
        controllerMs: SERVICE_MS,
        transferMs: 0,
        serviceTimes: times,
      };
      const rateTps = (utilization / SERVICE_MS) * 1000;
      const run = createSimulation(scenario({ rateTps, write: false, device, durationMs }));
      const stats = run.runToEnd();
      const expected =
        times === 'exponential'
          ? mm1ResponseMs(SERVICE_MS, utilization)
          : md1ResponseMs(SERVICE_MS, utilization);
      const { halfWidth } = batchMeans(run.stats.commitSamples.map((s) => s.responseUs / 1000));
      const tol = tolerance(utilization);
      expect(halfWidth / expected).toBeLessThan(tol);
      expect(Math.abs(stats.meanResponseMs / expected - 1)).toBeLessThan(tol);
      const ssd = stats.devices.find((d) => d.id === 'ssd')!;
      expect(Math.abs(ssd.utilization - utilization)).toBeLessThan(0.02);
    });
  }
});

/** M/M/1/K: probability that the system holds K. */
function mm1kFull(rho: number, k: number): number {
  return ((1 - rho) * rho ** k) / (1 - rho ** (k + 1));
}

describe('a controller write buffer', () => {
  for (const { k, rho } of [
    { k: 3, rho: 0.3 },
    { k: 5, rho: 0.5 },
  ]) {
    it(`is full as often as M/M/1/${k} predicts at utilization ${rho}`, () => {
      const device = {
        id: 'wb',
        kind: 'disk',
        controllerMs: 0,
        transferMs: 0,
        diskMs: SERVICE_MS,
        cache: { kind: 'write-buffer', pages: k },
      };
      const rateTps = (rho / SERVICE_MS) * 1000;
      const stats = createSimulation(
        scenario({ rateTps, write: true, device, durationMs: 4_000_000 }),
      ).runToEnd();
      const wb = stats.storage!.writeBuffers[0]!;
      const expected = mm1kFull(rho, k);
      expect(Math.abs(wb.fullTimeShare / expected - 1)).toBeLessThan(0.15);
      expect(wb.full).toBeGreaterThan(0);
    });
  }
});
