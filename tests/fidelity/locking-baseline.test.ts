/**
 * Fidelity of the locking-granularity model to Kohler, Wilner and Stankovic's testbed at
 * 1024 pages, exclusive mode (claims B-F1, B-F2, B-F11 of the notes): the baseline
 * ordering, the large transaction's fate per policy, and the decomposition of lost
 * throughput with the two reference policies. Mean of 3 seeds, each at least 2,000 commits.
 */
import { describe, expect, it } from 'vitest';
import { policy, report, runPolicies } from './locking-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

const atFullSize = () => runPolicies('locking-file-size');

describe('locking baseline at 1024 pages', () => {
  it('runs every policy for at least 2,000 commits per seed', () => {
    for (const r of atFullSize().values()) expect(r.minCommitted).toBeGreaterThanOrEqual(2000);
  });

  it('B-F1: file locking beats mixed and page locking (paper .498 / .468 / .444)', () => {
    const results = atFullSize();
    const [file, mixed, page] = ['file', 'mixed', 'page'].map((v) => policy(results, v));
    report('B-F1 X file/mixed/page', {
      file: file!.throughputTps,
      mixed: mixed!.throughputTps,
      page: page!.throughputTps,
    });
    measuredSizes(
      'locking B-F1',
      [file!, mixed!, page!].map((r) => r.throughputTps),
      [0.498, 0.468, 0.444],
    );
    expect(file!.throughputTps).toBeGreaterThan(mixed!.throughputTps * 1.05);
    expect(file!.throughputTps).toBeGreaterThan(page!.throughputTps * 1.03);
    // Known gap (as in the calibration sketch): mixed and page are close, with page
    // slightly ahead, where the paper has mixed 5% ahead. Both stay within 10%.
    expect(Math.abs(mixed!.throughputTps / page!.throughputTps - 1)).toBeLessThan(0.1);
  });

  it('B-F2: the large class does about as well under file and mixed locking, far worse under page', () => {
    const results = atFullSize();
    const [file, mixed, page] = ['file', 'mixed', 'page'].map((v) => policy(results, v));
    report('B-F2 large X file/mixed/page, large RT page/mixed', {
      file: file!.largeThroughputTps,
      mixed: mixed!.largeThroughputTps,
      page: page!.largeThroughputTps,
      rtRatio: page!.largeResponseMs / mixed!.largeResponseMs,
    });
    measuredSizes(
      'locking B-F2',
      [file!, mixed!, page!].map((r) => r.largeThroughputTps),
      [0.048, 0.05, 0.021],
    );
    expect(mixed!.largeThroughputTps / file!.largeThroughputTps).toBeGreaterThan(0.85);
    expect(mixed!.largeThroughputTps).toBeGreaterThan(2 * page!.largeThroughputTps);
    expect(page!.largeResponseMs).toBeGreaterThan(2.5 * mixed!.largeResponseMs);
  });

  it('B-F11: no locks > mixed read > file > mixed, page, at 1024 pages', () => {
    const results = atFullSize();
    const x = (v: string) => policy(results, v).throughputTps;
    report('B-F11 X no-locks/mixed-read/file/mixed/page', {
      noLocks: x('no-locks'),
      mixedRead: x('mixed-read'),
      file: x('file'),
      mixed: x('mixed'),
      page: x('page'),
      lockingOverheadPct: 100 * (1 - x('mixed-read') / x('no-locks')),
      conflictPct: 100 * (1 - x('mixed') / x('mixed-read')),
    });
    const order = ['no-locks', 'mixed-read', 'file', 'mixed', 'page'].map(x);
    measured(
      'locking B-F11',
      order.map(sig3).join(' / '),
      order.every((v, i) => i === 0 || v < order[i - 1]!),
    );
    expect(x('no-locks')).toBeGreaterThan(x('mixed-read'));
    expect(x('mixed-read')).toBeGreaterThan(x('file'));
    expect(x('file')).toBeGreaterThan(x('mixed'));
    expect(x('file')).toBeGreaterThan(x('page'));
    // Waiting policies lose 15-25% to no locks in the paper.
    for (const v of ['file', 'mixed', 'page']) {
      expect(1 - x(v) / x('no-locks')).toBeGreaterThan(0.1);
      expect(1 - x(v) / x('no-locks')).toBeLessThan(0.4);
    }
  });

  it('under FIFO queues the large transaction is never aborted under mixed locking and never starves', () => {
    const results = atFullSize();
    expect(policy(results, 'mixed').maxLargeAbortPct).toBe(0);
    for (const v of ['file', 'mixed', 'page']) {
      expect(policy(results, v).minLargeThroughputTps).toBeGreaterThan(0.01);
    }
  });

  it('with barging lock queues instead of FIFO, the large transaction starves under mixed locking', () => {
    const fifo = policy(runPolicies('locking-baseline'), 'mixed');
    const barging = policy(
      runPolicies('locking-baseline', [{ path: 'locking.queue', value: 'barging' }]),
      'mixed',
    );
    report('barging: large X under mixed, FIFO vs barging', {
      fifo: fifo.largeThroughputTps,
      barging: barging.largeThroughputTps,
    });
    expect(barging.largeThroughputTps).toBeLessThan(0.7 * fifo.largeThroughputTps);
  });
});
