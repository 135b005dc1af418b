/**
 * The object-lock half of claim C20 (Fig. 4.8 of "Performance Evaluation of Extended
 * Storage Architectures for Transaction Processing"): with ten objects per page and a lock
 * per object (ten times the granules), the disk and mixed allocations no longer thrash
 * where page locks do. The notes' reference model: disk/object 74-84 ms and mixed/object
 * 65-73 ms from 100 to 500 TPS, no collapse up to the CPU limit. About 4 s of runs.
 */
import { describe, expect, it } from 'vitest';
import { runStorage } from './storage-runs.ts';

const at = (rate: number, variants: string[]) =>
  runStorage('storage-lock-contention', {
    variants,
    set: { 'workload.arrivalRateTps': rate, 'run.warmupMs': 2000, 'run.durationMs': 5000 },
  });

describe('object-level locking removes the lock bottleneck (C20)', () => {
  it('at 200 TPS, where page locks on disk collapse (storage-lock.test.ts), object locks keep up', () => {
    const r = at(200, ['disk-object', 'mixed-object']);
    for (const v of ['disk-object', 'mixed-object']) {
      expect(r.get(v)!.mean((x) => x.throughputTps)).toBeGreaterThan(190);
      expect(r.get(v)!.mean((x) => x.lockWaitMs)).toBeLessThan(5);
      expect(r.get(v)!.mean((x) => x.meanResponseMs)).toBeLessThan(100);
    }
  });

  it('at 500 TPS object locks still keep up, disk slower than mixed as in the paper', () => {
    const r = at(500, ['disk-object', 'mixed-object']);
    for (const v of ['disk-object', 'mixed-object']) {
      expect(r.get(v)!.mean((x) => x.throughputTps)).toBeGreaterThan(470);
    }
    expect(r.get('mixed-object')!.mean((x) => x.meanResponseMs)).toBeLessThan(
      r.get('disk-object')!.mean((x) => x.meanResponseMs),
    );
  });
});
