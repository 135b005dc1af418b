import { describe, expect, it } from 'vitest';
import type { ResponseAttribution } from './attribution-types.ts';
import { stepsSum, waterfall } from './waterfall.ts';

const run = (mean: number, parts: [string, number][]): ResponseAttribution => ({
  committed: 10,
  meanResponseMs: mean,
  throughputTps: 1,
  parts: parts.map(([key, ms]) => ({ key, label: key, ms })),
});

describe('the waterfall between two attributions', () => {
  const a = run(10, [
    ['queue:disk0', 4],
    ['service:cpu', 6],
    ['lock-io', 0],
  ]);
  const b = run(7, [
    ['service:cpu', 5],
    ['queue:ssd', 1],
    ['fetch', 1],
    ['lock-io', 0],
  ]);
  const w = waterfall(a, b);

  it('steps from A’s mean to B’s, one step per part either run has', () => {
    expect(w.steps.map((s) => [s.key, s.deltaMs])).toEqual([
      ['queue:disk0', -4],
      ['service:cpu', -1],
      ['queue:ssd', 1],
      ['fetch', 1],
    ]);
    expect(w.steps[0]!.fromMs).toBe(10);
    expect(w.steps.at(-1)!.toMs).toBe(7);
  });

  it('sums its steps to the difference of the means', () => {
    expect(w.differenceMs).toBe(-3);
    expect(stepsSum(w)).toBeCloseTo(w.differenceMs, 12);
  });
});

describe('a waterfall between runs with many devices', () => {
  it('shows their queues as one part per device kind, still summing to the difference', () => {
    const disks = (mean: number, each: number): ResponseAttribution => ({
      committed: 1,
      meanResponseMs: mean,
      throughputTps: 1,
      parts: [
        ...Array.from({ length: 20 }, (_, i) => ({
          key: `queue:disk${i}`,
          label: `queue at disk${i}`,
          ms: each,
          kind: 'disk',
        })),
        { key: 'other', label: 'other', ms: mean - 20 * each },
      ],
    });
    const w = waterfall(disks(10, 0.1), disks(12, 0.2));
    expect(w.steps.map((s) => s.key)).toEqual(['queue:disks', 'other']);
    expect(w.steps[0]!.deltaMs).toBeCloseTo(2, 12);
    expect(stepsSum(w)).toBeCloseTo(2, 12);
  });
});
