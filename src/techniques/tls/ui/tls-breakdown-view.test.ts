import { describe, expect, it } from 'vitest';
import { tlsRunModel, tlsRunStats } from '../../../../tests/fixtures/tls-test-run.ts';
import { tlsBreakdownView } from './tls-breakdown-view.ts';

describe('the TLS breakdown panel', () => {
  const stats = tlsRunStats().tls!;
  const tls = tlsRunModel().tls!;

  it('stacks a bar per CPU on a scale that holds the sequential time', () => {
    const view = tlsBreakdownView(stats, tls, 0);
    expect(view.bars.map((b) => b.label)).toEqual(['CPU 1', 'CPU 2', 'CPU 3', 'CPU 4']);
    for (const bar of view.bars) {
      const end = bar.parts.at(-1)!;
      expect(end.from + end.width).toBeLessThanOrEqual(1 + 1e-9);
      expect(bar.parts.map((p) => p.label)).toEqual([
        'Busy',
        'Cache miss',
        'Latch stall',
        'Failed',
        'Idle',
      ]);
    }
    expect(view.sequentialAt).toBeGreaterThan(0);
    expect(view.sequentialAt).toBeLessThanOrEqual(1);
    expect(view.normalized).toMatch(
      /: 0\.\d\d\d of the time \((\d\.\d× faster|\d+% less time) than sequential\)\.$/,
    );
  });

  it('calls a run that takes 5% longer than sequential slower, not faster', () => {
    const view = tlsBreakdownView({ ...stats, normalizedTime: 1.05 }, tls, 0);
    expect(view.normalized).toMatch(/1\.05 of the time \(5% slower than sequential\)\.$/);
  });

  it('counts violations up to the playhead', () => {
    expect(tlsBreakdownView(stats, tls, -1).soFar).toMatch(/0 transactions started, 0 violations/);
    const all = tlsBreakdownView(stats, tls, Infinity).soFar;
    expect(all).toContain(`${tls.violations.length} violation`);
  });
});
