/**
 * Fidelity of the locking-granularity model as the file shrinks from 1024 pages to 16
 * (claims B-F3 to B-F6 and B-F12 of the notes): who gains, who loses and through which
 * aborts. Mean of 3 seeds, each at least 2,000 commits.
 */
import { describe, expect, it } from 'vitest';
import { policy, report, runPolicies } from './locking-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

const pages = (n: number) =>
  runPolicies('locking-file-size', [{ path: 'system.database.pages', value: n }]);
const full = () => runPolicies('locking-file-size');

describe('shrinking the file', () => {
  it('runs every policy at 16 pages for at least 2,000 commits per seed', () => {
    for (const r of pages(16).values()) expect(r.minCommitted).toBeGreaterThanOrEqual(2000);
  });

  it('B-F3: file rises, mixed falls, page falls most (paper +8.8% / -12.8% / -32%)', () => {
    const change = (v: string) =>
      policy(pages(16), v).throughputTps / policy(full(), v).throughputTps - 1;
    report('B-F3 change 1024->16 file/mixed/page', {
      file: 100 * change('file'),
      mixed: 100 * change('mixed'),
      page: 100 * change('page'),
    });
    measuredSizes(
      'locking B-F3',
      ['file', 'mixed', 'page'].map((v) => 100 * change(v)),
      [8.8, -12.8, -32],
      '%',
    );
    expect(change('file')).toBeGreaterThan(0.02);
    expect(change('file')).toBeLessThan(0.15);
    expect(change('mixed')).toBeLessThan(-0.1);
    expect(change('page')).toBeLessThan(-0.25);
    expect(change('page')).toBeLessThan(change('mixed'));
  });

  it('B-F4: mixed never aborts the large transaction; small aborts climb steeply below 64 pages', () => {
    const small = (n: number) => policy(n === 1024 ? full() : pages(n), 'mixed').smallAbortPct;
    report('B-F4 mixed small abort % at 1024/64/16', {
      p1024: small(1024),
      p64: small(64),
      p16: small(16),
    });
    measuredSizes('locking B-F4', [small(16)], [27], '% at 16 pages');
    for (const n of [1024, 64, 16]) {
      expect(policy(n === 1024 ? full() : pages(n), 'mixed').maxLargeAbortPct).toBe(0);
    }
    expect(small(1024)).toBeLessThan(1);
    expect(small(64)).toBeGreaterThan(small(1024));
    expect(small(64)).toBeLessThan(15);
    expect(small(16)).toBeGreaterThan(15);
  });

  it('B-F5: page locking aborts both classes, more than mixed locking at every size', () => {
    const at = (n: number) => (n === 1024 ? full() : pages(n));
    const page16 = policy(at(16), 'page');
    report('B-F5 page abort % small/large at 16, small at 1024', {
      small16: page16.smallAbortPct,
      large16: page16.largeAbortPct,
      small1024: policy(at(1024), 'page').smallAbortPct,
    });
    measuredSizes(
      'locking B-F5',
      [policy(at(1024), 'page').smallAbortPct, page16.smallAbortPct],
      [3.4, 49.7],
      '%',
    );
    for (const n of [1024, 64, 16]) {
      expect(policy(at(n), 'page').smallAbortPct).toBeGreaterThan(
        policy(at(n), 'mixed').smallAbortPct,
      );
    }
    expect(policy(at(64), 'page').largeAbortPct).toBeGreaterThan(10);
    expect(page16.smallAbortPct).toBeGreaterThan(30);
    expect(page16.largeAbortPct).toBeGreaterThan(30);
  });

  it('B-F6: file locking never aborts, and reads per transaction fall as the file shrinks', () => {
    report('B-F6 file reads per commit 1024/16', {
      p1024: policy(full(), 'file').readsPerCommit,
      p16: policy(pages(16), 'file').readsPerCommit,
    });
    measuredSizes(
      'locking B-F6',
      [policy(full(), 'file').readsPerCommit, policy(pages(16), 'file').readsPerCommit],
      [12.6, 10.2],
    );
    expect(policy(full(), 'file').abortPct).toBe(0);
    expect(policy(pages(16), 'file').abortPct).toBe(0);
    expect(policy(pages(16), 'file').readsPerCommit).toBeLessThan(
      0.9 * policy(full(), 'file').readsPerCommit,
    );
  });

  it('B-F12: the policies that never wait rise as the file shrinks; mixed and page fall', () => {
    const x = (n: number, v: string) => policy(n === 1024 ? full() : pages(n), v).throughputTps;
    report('B-F12 X at 16 no-locks/mixed-read', {
      noLocks: x(16, 'no-locks'),
      mixedRead: x(16, 'mixed-read'),
    });
    const rising = ['no-locks', 'mixed-read', 'file'];
    const falling = ['mixed', 'page'];
    measured(
      'locking B-F12',
      [...rising, ...falling].map((v) => `${v} ${sig3(x(1024, v))} → ${sig3(x(16, v))}`).join(', '),
      rising.every((v) => x(16, v) > x(1024, v)) && falling.every((v) => x(16, v) < x(1024, v)),
    );
    for (const v of rising) expect(x(16, v)).toBeGreaterThan(x(1024, v));
    for (const v of ['mixed', 'page']) expect(x(16, v)).toBeLessThan(x(1024, v));
  });
});
