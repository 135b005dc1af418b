/**
 * Claim C20 of the storage-tiers notes (Fig. 4.8 of "Performance Evaluation of Extended
 * Storage Architectures for Transaction Processing"): with page locks, slow I/O drives
 * lock contention. Ten updates per transaction, 80 % to 1000 hot pages. On disks the
 * system thrashes between 150 and 200 TPS (the paper: about 120), the mixed allocation
 * (hot pages and log in NVEM) lasts longer, all-NVEM runs to 700 TPS with almost no lock
 * waits. The object-lock half of the claim is in storage-lock-objects.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runStorage } from './storage-runs.ts';
import { measured, sig3 } from './claims/record.ts';

const at = (rate: number, variants: string[]) =>
  runStorage('storage-lock-contention', {
    variants,
    set: { 'workload.arrivalRateTps': rate, 'run.warmupMs': 2000, 'run.durationMs': 5000 },
  });

describe('lock contention and storage (C20)', () => {
  it('C20: page locks on disk thrash near 200 TPS, mixed later, all-NVEM not even at 700', () => {
    const fine = at(100, ['disk', 'mixed', 'nvem']);
    for (const v of ['disk', 'mixed', 'nvem']) {
      expect(fine.get(v)!.mean((r) => r.throughputTps)).toBeGreaterThan(95);
    }
    expect(fine.get('disk')!.mean((r) => r.lockWaitMs)).toBeGreaterThan(
      50 * fine.get('nvem')!.mean((r) => r.lockWaitMs),
    );
    const knee = at(150, ['disk', 'mixed']);
    expect(knee.get('mixed')!.mean((r) => r.lockWaitMs)).toBeLessThan(
      knee.get('disk')!.mean((r) => r.lockWaitMs),
    );
    const collapse = at(200, ['disk', 'mixed']);
    for (const v of ['disk', 'mixed']) {
      expect(collapse.get(v)!.mean((r) => r.throughputTps)).toBeLessThan(120);
      expect(collapse.get(v)!.mean((r) => r.deadlocks)).toBeGreaterThan(50);
    }
    const fast = at(700, ['nvem']).get('nvem')!;
    measured(
      'storage C20',
      `page locks at 200 TPS: disk ${sig3(collapse.get('disk')!.mean((r) => r.throughputTps))}, mixed ${sig3(collapse.get('mixed')!.mean((r) => r.throughputTps))} TPS; all-NVEM at 700: ${sig3(fast.mean((r) => r.throughputTps))} TPS`,
      collapse.get('disk')!.mean((r) => r.throughputTps) < 120 &&
        fast.mean((r) => r.throughputTps) > 665,
    );
    expect(fast.mean((r) => r.throughputTps)).toBeGreaterThan(665);
    expect(fast.mean((r) => r.lockWaitMs)).toBeLessThan(5);
  });
});
