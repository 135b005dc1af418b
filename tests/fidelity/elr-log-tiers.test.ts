/**
 * Fidelity of the one log manager: early lock release's gain depends on the log device's
 * speed alone, not on which device holds the log. `elr-figure8` (one hot lock, 2 ms of
 * work, 8 threads) is run with the flush time given by the flush-latency model and with
 * the log on each storage tier set to the same constant write time: a plain disk, a disk
 * behind a controller write buffer, an SSD, NVEM, and a disk behind the NVEM write
 * buffer. Group commit must work the same on each, so ELR's gain over the baseline equals
 * the flush-latency model's within 10 % (before the one log manager, a tiered log wrote
 * one record per flush: 1.35x on a 6 ms disk against 4.0x). Cost: 2 flush times x 6
 * devices x 2 variants of a 4 s simulated run, about 4 s.
 */
import { describe, expect, it } from 'vitest';
import { runElr, scenarioDoc, speedup } from './elr-runs.ts';

/** Storage sections that hold the log on a tier writing in `ms`, the hot row in memory. */
function tiers(ms: number): Record<string, Record<string, unknown>> {
  const common = {
    files: [{ id: 'db', first: 0, count: 1, device: 'memory' }],
    log: { device: 'log' },
    ioCpuMs: 0,
    nvemCpuMs: 0,
  };
  const disk = {
    id: 'log',
    kind: 'disk',
    controllerMs: 0,
    transferMs: 0,
    diskMs: ms,
    serviceTimes: 'constant',
  };
  return {
    disk: { ...common, devices: [disk] },
    'disk-write-buffer': {
      ...common,
      devices: [
        {
          ...disk,
          controllerMs: ms,
          cache: { kind: 'write-buffer', pages: 500 },
        },
      ],
    },
    ssd: {
      ...common,
      devices: [
        {
          id: 'log',
          kind: 'ssd',
          controllerMs: ms,
          transferMs: 0,
          serviceTimes: 'constant',
        },
      ],
    },
    nvem: { ...common, devices: [{ id: 'log', kind: 'nvem', accessMs: ms }] },
    'disk-nvem-write-buffer': {
      ...common,
      devices: [disk, { id: 'nvem', kind: 'nvem', accessMs: ms }],
      log: { device: 'log', writeBuffer: true },
      nvemWriteBuffer: { device: 'nvem', pages: 1000 },
    },
  };
}

/** Only the two variants compared (the scenario's first two). */
const COMPARED = (scenarioDoc('elr-figure8')['compare'] as unknown[]).slice(0, 2);

function gain(flushMs: number, storage: Record<string, unknown> | null): number {
  const overrides = [
    { path: 'workload.terminals', value: 8 },
    { path: 'compare', value: COMPARED },
    { path: 'log.flushLatency.baseMs', value: flushMs },
    ...(storage === null
      ? []
      : [
          { path: 'log.flushLatency', value: null },
          { path: 'storage', value: storage },
        ]),
  ];
  return speedup(runElr('elr-figure8', { overrides, seeds: [1] }));
}

describe('ELR with the log on each storage tier', () => {
  for (const flushMs of [6, 3]) {
    it(`gains what the flush-latency model gains with the same ${flushMs} ms flush (within 10%)`, () => {
      const reference = gain(flushMs, null);
      // One hot lock, 2 ms of work: 4x with a 6 ms flush, 2.5x with 3 ms (8 threads).
      expect(reference).toBeGreaterThan(flushMs === 6 ? 3.6 : 2.2);
      for (const [name, storage] of Object.entries(tiers(flushMs))) {
        const ratio = gain(flushMs, storage) / reference;
        expect(ratio, name).toBeGreaterThan(0.9);
        expect(ratio, name).toBeLessThan(1.1);
      }
    });
  }
});
