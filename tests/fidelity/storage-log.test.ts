/**
 * Claims C1-C3 of the storage-tiers notes (log allocation, Fig. 4.1 of "Performance
 * Evaluation of Extended Storage Architectures for Transaction Processing"): one 5-ms log
 * disk caps throughput near 200 TPS and its response time climbs steeply towards it; a
 * non-volatile write buffer in front of it keeps response time flat up to that cap, then
 * fills; a log on an SSD or in extended memory has no log bottleneck up to the CPU limit
 * near 700 TPS, extended memory about a device time (1.35 ms) faster than the SSD.
 */
import { describe, expect, it } from 'vitest';
import { responseOf, runStorage } from './storage-runs.ts';
import { measuredSizes } from './claims/record.ts';

const ALL = ['disk', 'disk-cache', 'ssd', 'nvem'];
const at = (rate: number, variants = ALL, longRun = true) =>
  runStorage('storage-log-placement', {
    variants,
    set: {
      'workload.arrivalRateTps': rate,
      ...(longRun ? {} : { 'run.warmupMs': 3000, 'run.durationMs': 5000 }),
    },
  });

describe('log allocation (C1-C3)', () => {
  it('C1: a single log disk caps throughput near 200 TPS, response climbing steeply above 100', () => {
    const low = responseOf(at(100), 'disk');
    const high = responseOf(at(180), 'disk');
    expect(low).toBeGreaterThan(45);
    expect(low).toBeLessThan(60);
    expect(high / low).toBeGreaterThan(1.4);
    const over = at(400, ['disk', 'disk-cache'], false);
    const tps = over.get('disk')!.mean((r) => r.throughputTps);
    measuredSizes('storage C1', [tps], [190], ' TPS at 400 offered');
    expect(tps).toBeGreaterThan(170);
    expect(tps).toBeLessThan(215);
    expect(over.get('disk')!.mean((r) => r.deviceUtilization?.['log'])).toBeGreaterThan(0.97);
  });

  it('C2: a write buffer keeps the log flat up to about 200 TPS, then fills', () => {
    const flat100 = responseOf(at(100), 'disk-cache');
    const flat180 = responseOf(at(180), 'disk-cache');
    expect(Math.abs(flat180 - flat100)).toBeLessThan(3);
    expect(Math.abs(flat100 - responseOf(at(100), 'ssd'))).toBeLessThan(1.5);
    expect(
      at(180)
        .get('disk-cache')!
        .mean((r) => r.writeBufferFullPct?.['log-ctl']),
    ).toBe(0);
    const over = at(400, ['disk', 'disk-cache'], false).get('disk-cache')!;
    expect(over.mean((r) => r.throughputTps)).toBeLessThan(240);
    expect(over.mean((r) => r.writeBufferFullPct?.['log-ctl'])).toBeGreaterThan(10);
  });

  it('C3: a log on SSD or in NVEM reaches 700 TPS, NVEM faster, the rise from CPU waits', () => {
    const r100 = at(100);
    const gap = responseOf(r100, 'ssd') - responseOf(r100, 'nvem');
    expect(gap).toBeGreaterThan(0.8);
    expect(gap).toBeLessThan(2.2);
    const r700 = at(700, ['ssd', 'nvem'], false);
    measuredSizes(
      'storage C3',
      ['ssd', 'nvem'].map((v) => 100 * r700.get(v)!.mean((r) => r.cpuUtilization)),
      [90, 90],
      '% CPU at 700 TPS',
    );
    for (const v of ['ssd', 'nvem']) {
      const run = r700.get(v)!;
      expect(run.mean((r) => r.throughputTps)).toBeGreaterThan(665);
      expect(run.mean((r) => r.cpuUtilization)).toBeGreaterThan(0.85);
      expect(run.mean((r) => r.cpuUtilization)).toBeLessThan(0.95);
      // The extra response time at 700 TPS is mostly waiting for a CPU.
      const rise = responseOf(r700, v) - responseOf(r100, v);
      expect(run.mean((r) => r.cpuQueueMs)).toBeGreaterThan(0.5 * rise);
    }
  });
});
