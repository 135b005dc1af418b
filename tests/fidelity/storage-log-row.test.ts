/**
 * The log's columns of a result row when the log lives on a storage tier
 * (`storage-log-placement`): `logUtilization` is the log device's utilization and the log
 * device's `tierTimeMs` holds the commit records' writes, which commits wait for.
 */
import { describe, expect, it } from 'vitest';
import { runStorage } from './storage-runs.ts';

describe('the log columns with the log on a storage tier', () => {
  const runs = runStorage('storage-log-placement', { variants: ['disk', 'disk-cache', 'nvem'] });

  it('report the log disk busy about 5 ms per commit (utilization near 0.49 at 97.4 tx/s)', () => {
    const disk = runs.get('disk')!.rows[0]!;
    const expected = (disk.throughputTps * 5) / 1000;
    expect(disk.logUtilization).not.toBeNull();
    expect(disk.logUtilization!).toBeGreaterThan(expected * 0.9);
    expect(disk.logUtilization!).toBeLessThan(expected * 1.1);
    const nvem = runs.get('nvem')!.rows[0]!;
    expect(nvem.logUtilization!).toBeLessThan(0.01);
  });

  it("put the log writes' time under the log device, close to the commits' log wait", () => {
    for (const variant of ['disk', 'disk-cache', 'nvem']) {
      const row = runs.get(variant)!.rows[0]!;
      const logMs = row.tierTimeMs!['log']!;
      expect(row.logWaitMs).toBeGreaterThan(0);
      expect(logMs).toBeGreaterThan(row.logWaitMs * 0.9);
      expect(logMs).toBeLessThanOrEqual(row.logWaitMs * 1.01);
    }
  });
});
