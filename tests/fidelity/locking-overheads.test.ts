/**
 * Fidelity of the locking-granularity model with the paper's added overheads at 1024
 * pages (claims B-F7 to B-F10 of the notes): 3 s of internal think holding locks, 0.3 s
 * per lock request inside the lock manager, and both. Mean of 3 seeds, each at least
 * 2,000 commits.
 */
import { describe, expect, it } from 'vitest';
import { policy, report, runPolicies, type PolicyResult } from './locking-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

function three(id: string): [PolicyResult, PolicyResult, PolicyResult] {
  const results = runPolicies(id);
  for (const r of results.values()) expect(r.minCommitted).toBeGreaterThanOrEqual(2000);
  return [policy(results, 'file'), policy(results, 'mixed'), policy(results, 'page')];
}

describe('added overheads', () => {
  it('B-F7: with internal think, page > mixed > file (paper .387 / .328 / .202)', () => {
    const [file, mixed, page] = three('locking-think-time');
    const baseFile = policy(runPolicies('locking-baseline'), 'file').throughputTps;
    report('B-F7 X file/mixed/page', {
      file: file.throughputTps,
      mixed: mixed.throughputTps,
      page: page.throughputTps,
      fileServicePlusThink: 1 / (1 / baseFile + 3),
    });
    measuredSizes(
      'locking B-F7',
      [file, mixed, page].map((r) => r.throughputTps),
      [0.202, 0.328, 0.387],
    );
    expect(page.throughputTps).toBeGreaterThan(mixed.throughputTps * 1.08);
    expect(mixed.throughputTps).toBeGreaterThan(file.throughputTps * 1.3);
    // File locking serializes: 1/X is about the baseline service time plus the think.
    expect(file.throughputTps * (1 / baseFile + 3)).toBeGreaterThan(0.85);
    expect(file.throughputTps * (1 / baseFile + 3)).toBeLessThan(1.15);
  });

  it('B-F8: with internal think, small ones do best under page, the large one under mixed and worst under page', () => {
    const [file, mixed, page] = three('locking-think-time');
    report('B-F8 small file/mixed/page, large file/mixed/page', {
      sFile: file.smallThroughputTps,
      sMixed: mixed.smallThroughputTps,
      sPage: page.smallThroughputTps,
      lFile: file.largeThroughputTps,
      lMixed: mixed.largeThroughputTps,
      lPage: page.largeThroughputTps,
    });
    const small = [file, mixed, page].map((r) => r.smallThroughputTps);
    const large = [file, mixed, page].map((r) => r.largeThroughputTps);
    measured(
      'locking B-F8',
      `small ${small.map(sig3).join(' / ')}, large ${large.map(sig3).join(' / ')}`,
      small[2]! > small[1]! &&
        small[1]! > small[0]! &&
        large[1]! > large[0]! &&
        large[2]! < large[0]!,
    );
    expect(page.smallThroughputTps).toBeGreaterThan(mixed.smallThroughputTps);
    expect(mixed.smallThroughputTps).toBeGreaterThan(file.smallThroughputTps);
    expect(mixed.largeThroughputTps).toBeGreaterThan(file.largeThroughputTps);
    expect(page.largeThroughputTps).toBeLessThan(file.largeThroughputTps);
  });

  it('B-F9: with costly lock requests, file >> mixed > page and the large one nearly starves under page (paper .448 / .285 / .229)', () => {
    const [file, mixed, page] = three('locking-lock-cost');
    report('B-F9 X file/mixed/page, large page', {
      file: file.throughputTps,
      mixed: mixed.throughputTps,
      page: page.throughputTps,
      largePage: page.largeThroughputTps,
    });
    measuredSizes(
      'locking B-F9',
      [file, mixed, page].map((r) => r.throughputTps),
      [0.448, 0.285, 0.229],
    );
    expect(file.throughputTps).toBeGreaterThan(1.4 * mixed.throughputTps);
    expect(mixed.throughputTps).toBeGreaterThan(1.05 * page.throughputTps);
    expect(page.largeThroughputTps).toBeLessThan(0.012);
    expect(page.largeThroughputTps).toBeLessThan(0.35 * mixed.largeThroughputTps);
  });

  it('B-F10: with both overheads, mixed is best, all three within 15% (paper .227 / .205 / .199)', () => {
    const [file, mixed, page] = three('locking-both');
    report('B-F10 X file/mixed/page', {
      file: file.throughputTps,
      mixed: mixed.throughputTps,
      page: page.throughputTps,
    });
    measuredSizes(
      'locking B-F10',
      [file, mixed, page].map((r) => r.throughputTps),
      [0.199, 0.227, 0.205],
    );
    expect(mixed.throughputTps).toBeGreaterThan(file.throughputTps);
    expect(mixed.throughputTps).toBeGreaterThan(page.throughputTps);
    const all = [file, mixed, page].map((r) => r.throughputTps);
    expect(Math.max(...all) / Math.min(...all)).toBeLessThan(1.15);
  });

  it('mixed locking never aborts the large transaction under any overhead', () => {
    for (const id of ['locking-think-time', 'locking-lock-cost', 'locking-both']) {
      expect(policy(runPolicies(id), 'mixed').maxLargeAbortPct).toBe(0);
    }
  });
});
