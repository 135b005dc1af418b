/**
 * Claims C9-C11 and C21 of the storage-tiers notes (FORCE vs NOFORCE, Fig. 4.3 and §4.4 of
 * "Performance Evaluation of Extended Storage Architectures for Transaction Processing"),
 * Debit-Credit at 100 TPS. NOFORCE values of the write-buffer and semiconductor
 * allocations come from storage-db-placement, which uses the same configurations.
 */
import { describe, expect, it } from 'vitest';
import { responseOf, runStorage } from './storage-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

const FORCE = ['disk-noforce', 'disk-force', 'dc-wb-noforce', 'dc-wb-force', 'nvem-wb-force'];
const force = () =>
  runStorage('storage-force-noforce', {
    variants: [...FORCE, 'ssd-force', 'nvem-force'],
    seeds: [1, 2],
  });
const noforce = () =>
  runStorage('storage-db-placement', {
    variants: ['disk', 'dc-wb', 'nvem-wb', 'ssd', 'nvem', 'mm-log-disk', 'mm-log-nvem'],
    seeds: [1, 2],
  });

describe('FORCE and NOFORCE (C9-C11, C21)', () => {
  it('C9: FORCE costs much on disk, little with write buffers; FORCE + write buffer beats NOFORCE on disk', () => {
    const f = force();
    const n = noforce();
    const ratio = (forced: string, plain: string) => responseOf(f, forced) / responseOf(n, plain);
    measured(
      'storage C9',
      `FORCE/NOFORCE disk ${sig3(ratio('disk-force', 'disk'))}×, NV-DC WB ${sig3(ratio('dc-wb-force', 'dc-wb'))}×, NVEM WB ${sig3(ratio('nvem-wb-force', 'nvem-wb'))}×`,
      ratio('disk-force', 'disk') > ratio('dc-wb-force', 'dc-wb') &&
        ratio('dc-wb-force', 'dc-wb') >= ratio('nvem-wb-force', 'nvem-wb') - 0.01,
    );
    expect(ratio('disk-force', 'disk')).toBeGreaterThan(1.45);
    expect(ratio('disk-force', 'disk')).toBeLessThan(1.9);
    expect(ratio('dc-wb-force', 'dc-wb')).toBeLessThan(1.2);
    expect(ratio('nvem-wb-force', 'nvem-wb')).toBeLessThan(1.1);
    expect(ratio('ssd-force', 'ssd')).toBeGreaterThan(1.1);
    expect(ratio('ssd-force', 'ssd')).toBeLessThan(1.5);
    expect(ratio('nvem-force', 'nvem')).toBeLessThan(1.1);
    // Same ranking under FORCE.
    const order = ['nvem-force', 'ssd-force', 'nvem-wb-force', 'dc-wb-force', 'disk-force'];
    for (let i = 1; i < order.length; i++) {
      expect(responseOf(f, order[i]!)).toBeGreaterThan(responseOf(f, order[i - 1]!));
    }
    for (const wb of ['dc-wb-force', 'nvem-wb-force']) {
      expect(responseOf(f, wb)).toBeLessThan(0.7 * responseOf(n, 'disk'));
    }
    // The scenario's own NOFORCE variants agree with the placement scenario.
    expect(Math.abs(responseOf(f, 'disk-noforce') - responseOf(n, 'disk'))).toBeLessThan(0.01);
  });

  it('C10: FORCE adds about two disk writes per transaction', () => {
    const f = force();
    const before = f.get('disk-noforce')!.mean((r) => r.diskIosPerCommit);
    const after = f.get('disk-force')!.mean((r) => r.diskIosPerCommit);
    measuredSizes('storage C10', [before, after], [3.2, 5.05]);
    expect(after - before).toBeGreaterThan(1.7);
    expect(after - before).toBeLessThan(2.2);
  });

  it('C11: under FORCE one branch/teller disk saturates below 70 TPS; an SSD does not', () => {
    const at = (rate: number) =>
      runStorage('storage-force-noforce', {
        variants: ['bt-one-disk-force', 'ssd-force'],
        set: { 'workload.arrivalRateTps': rate, 'run.warmupMs': 5000, 'run.durationMs': 20000 },
      });
    const ok = at(50).get('bt-one-disk-force')!;
    expect(ok.mean((r) => r.meanResponseMs)).toBeLessThan(250);
    const over = at(80);
    const bt = over.get('bt-one-disk-force')!;
    expect(bt.mean((r) => r.deviceUtilization?.['bt'])).toBeGreaterThan(0.97);
    measuredSizes('storage C11', [bt.mean((r) => r.throughputTps)], [65], ' TPS at 80 offered');
    expect(bt.mean((r) => r.throughputTps)).toBeLessThan(72);
    expect(bt.mean((r) => r.meanResponseMs)).toBeGreaterThan(1000);
    expect(responseOf(over, 'ssd-force')).toBeLessThan(20);
  });

  it('C21: the cost of FORCE shrinks as writes reach non-volatile memory faster', () => {
    const f = force();
    const n = noforce();
    const penalty = (forced: string, plain: string) => responseOf(f, forced) - responseOf(n, plain);
    measured(
      'storage C21',
      `FORCE penalty disk ${sig3(penalty('disk-force', 'disk'))}, NV-DC WB ${sig3(penalty('dc-wb-force', 'dc-wb'))}, NVEM ${sig3(penalty('nvem-force', 'nvem'))} ms`,
      penalty('dc-wb-force', 'dc-wb') < penalty('disk-force', 'disk') &&
        penalty('nvem-force', 'nvem') < penalty('dc-wb-force', 'dc-wb'),
    );
    expect(penalty('disk-force', 'disk')).toBeGreaterThan(20);
    expect(penalty('dc-wb-force', 'dc-wb')).toBeLessThan(0.3 * penalty('disk-force', 'disk'));
    expect(penalty('nvem-force', 'nvem')).toBeLessThan(0.5);
  });
});
