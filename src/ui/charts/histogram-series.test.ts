import { describe, expect, it } from 'vitest';
import type { CommitDistributions } from '../../trace/commit-distributions.ts';
import {
  binCounts,
  binEdges,
  binLabel,
  binWidthMs,
  describeHistogram,
  distributionStats,
  hasCommitProcessing,
  histogram,
  histogramMetricInfo,
  histogramTable,
  HISTOGRAM_METRICS,
  mostPredictable,
  type LabelledDistributions,
} from './histogram-series.ts';

function dist(fields: Partial<CommitDistributions>): CommitDistributions {
  return {
    responseCount: fields.responseMs?.length ?? 0,
    flushWaitCount: fields.flushWaitMs?.length ?? 0,
    responseMs: [],
    flushWaitMs: [],
    lockWaitMs: [],
    ...fields,
  };
}

function run(key: string, fields: Partial<CommitDistributions>): LabelledDistributions {
  return { key, title: key === 'elr' ? 'ELR' : 'Baseline', distributions: dist(fields) };
}

/** 0, 1, ..., n - 1 scaled by `step`. */
function steps(n: number, step = 1, from = 0): number[] {
  return Array.from({ length: n }, (_, i) => from + i * step);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('histogramMetricInfo', () => {
  it('knows the three distributions and falls back to the first', () => {
    expect(HISTOGRAM_METRICS.map((m) => m.metric)).toEqual(['response', 'flushWait', 'lockWait']);
    expect(histogramMetricInfo('flushWait').emptyText).toBe('No transaction waited for the log');
    expect(histogramMetricInfo('flushWait').missingText).toBe('never waited for the log');
    expect(histogramMetricInfo('bogus' as never).metric).toBe('response');
  });
});

describe('hasCommitProcessing', () => {
  it('needs measured commits and at least one flush waiter', () => {
    expect(hasCommitProcessing([])).toBe(false);
    expect(hasCommitProcessing([run('base', { responseMs: [1, 2] })])).toBe(false);
    expect(
      hasCommitProcessing([run('base', { responseMs: [1, 2] }), run('elr', { flushWaitMs: [1] })]),
    ).toBe(true);
  });
});

describe('distributionStats', () => {
  it('gives mean, 95th percentile and population CV', () => {
    const s = distributionStats([2, 4, 4, 4, 5, 5, 7, 9], 800);
    expect(s.count).toBe(800);
    expect(s.meanMs).toBe(5);
    expect(s.stdMs).toBe(2);
    expect(s.cv).toBeCloseTo(2 / 5, 12);
    expect(s.p95Ms).toBeCloseTo(8.3, 12);
  });

  it('has no CV for an all-zero sample and zeros for an empty one', () => {
    const none = { meanMs: 0, stdMs: 0, p95Ms: 0, cv: null };
    expect(distributionStats([0, 0, 0], 3)).toEqual({ count: 3, ...none });
    expect(distributionStats([], 0)).toEqual({ count: 0, ...none });
  });
});

describe('binEdges', () => {
  it('covers the range with round, evenly spaced edges', () => {
    const edges = binEdges(0.3, 43.2);
    expect(edges[0]).toBeLessThanOrEqual(0.3);
    expect(edges[edges.length - 1]).toBeGreaterThanOrEqual(43.2);
    expect(edges.length - 1).toBeGreaterThanOrEqual(15);
    expect(edges.length - 1).toBeLessThanOrEqual(40);
    const width = edges[1]! - edges[0]!;
    for (let i = 1; i < edges.length; i++) expect(edges[i]! - edges[i - 1]!).toBeCloseTo(width, 9);
    expect([1, 2, 5]).toContain(width / 10 ** Math.floor(Math.log10(width)));
  });

  it('gives a single value a 1 ms span', () => {
    const edges = binEdges(5, 5);
    expect(edges[0]).toBe(5);
    expect(edges[edges.length - 1]).toBe(6);
  });
});

describe('binCounts', () => {
  it('puts a value on an inner edge in the upper bin and the top edge in the last bin', () => {
    expect(binCounts([0, 0.5, 1, 2, 3], [0, 1, 2, 3])).toEqual([2, 1, 2]);
  });

  it('leaves out values outside the edges', () => {
    expect(binCounts([-1, 0.5, 4], [0, 1, 2])).toEqual([1, 0]);
    expect(binCounts([1], [])).toEqual([]);
  });
});

describe('histogram', () => {
  const runs = [
    run('base', { responseMs: steps(400, 0.1, 10), flushWaitMs: steps(200, 0.2) }),
    run('elr', { responseMs: steps(400, 0.05, 10), flushWaitMs: [] }),
  ];

  it('shares bins between runs and gives each run shares summing to 100%', () => {
    const h = histogram(runs, 'response');
    expect(h.series.map((s) => s.key)).toEqual(['base', 'elr']);
    expect(h.edges[0]).toBeLessThanOrEqual(10);
    for (const s of h.series) {
      expect(s.shares).toHaveLength(h.edges.length - 1);
      expect(sum(s.shares) + s.overflowShare).toBeCloseTo(100, 9);
    }
    expect(h.maxShare).toBe(Math.max(...h.series.flatMap((s) => s.shares)));
  });

  it('stops the axis past the 99th percentile of every run and counts the rest as overflow', () => {
    const tail = [...steps(398, 0.1, 10), 500, 500];
    const h = histogram([run('base', { responseMs: tail }), runs[1]!], 'response');
    const axisEnd = h.edges[h.edges.length - 1]!;
    expect(axisEnd).toBeGreaterThanOrEqual(49.5);
    expect(axisEnd).toBeLessThan(60);
    expect(h.clippedAtMs).toBe(axisEnd);
    expect(h.series[0]!.overflowShare).toBeCloseTo(0.5, 9);
    expect(h.series[1]!.overflowShare).toBe(0);
    expect(h.series[0]!.stats.meanMs).toBeCloseTo(sum(tail) / 400, 9);
  });

  it("keeps one run's tail on the axis even when the other runs are all zero", () => {
    const zeros = new Array<number>(400).fill(0);
    const tailed = [...zeros.slice(0, 390), ...steps(10, 1, 1)];
    const h = histogram(
      [
        run('base', { responseMs: steps(400), lockWaitMs: tailed }),
        run('elr', { responseMs: steps(400), lockWaitMs: zeros }),
      ],
      'lockWait',
    );
    expect(h.edges[h.edges.length - 1]).toBeGreaterThanOrEqual(6);
    expect(h.series[0]!.overflowShare).toBeLessThanOrEqual(1);
  });

  it('does not report clipping when nothing lies beyond the axis', () => {
    const h = histogram([run('base', { responseMs: [1, 1, 2, 2] })], 'response');
    expect(h.clippedAtMs).toBeNull();
    expect(h.series[0]!.overflowShare).toBe(0);
  });

  it('leaves out runs without values and counts only flush waiters for the flush wait', () => {
    const h = histogram(runs, 'flushWait');
    expect(h.series.map((s) => s.key)).toEqual(['base']);
    expect(h.series[0]!.stats.count).toBe(200);
  });

  it('uses the response count for the lock wait and draws a spike at zero', () => {
    const zeros = new Array<number>(400).fill(0);
    const h = histogram(
      [run('elr', { responseMs: steps(400), lockWaitMs: zeros.map((z, i) => (i < 380 ? z : 3)) })],
      'lockWait',
    );
    const elr = h.series[0]!;
    expect(elr.stats.count).toBe(400);
    expect(elr.shares[0]).toBeCloseTo(95, 9);
    expect(h.maxShare).toBeCloseTo(95, 9);
  });

  it('is empty when no run has values', () => {
    const h = histogram([run('base', { responseMs: [1] })], 'flushWait');
    expect(h).toEqual({
      metric: 'flushWait',
      edges: [],
      clippedAtMs: null,
      series: [],
      maxShare: 0,
    });
    expect(binWidthMs(h)).toBe(0);
  });

  it('ignores values that are not finite', () => {
    const h = histogram([run('base', { responseMs: [1, Number.NaN, 3] })], 'response');
    expect(h.series[0]!.stats.meanMs).toBe(2);
  });
});

describe('mostPredictable', () => {
  it('picks the smallest CV and skips runs without one', () => {
    const h = histogram(
      [
        run('base', { lockWaitMs: [1, 5, 9], responseMs: [1, 2, 3] }),
        run('elr', { lockWaitMs: [4, 5, 6], responseMs: [1, 2, 3] }),
      ],
      'lockWait',
    );
    expect(mostPredictable(h)?.key).toBe('elr');
    const zero = histogram([run('elr', { lockWaitMs: [0, 0], responseMs: [1, 2] })], 'lockWait');
    expect(mostPredictable(zero)).toBeNull();
  });
});

describe('histogramTable', () => {
  it('has one column per variant, the statistics first, then a row per bin', () => {
    const h = histogram(
      [
        run('base', { flushWaitMs: [1, 2, 3, 4], responseMs: [1] }),
        run('elr', { flushWaitMs: [2, 2, 2, 2], responseMs: [1] }),
      ],
      'flushWait',
    );
    const table = histogramTable(h);
    expect(table.columns).toEqual(['Flush wait', 'Baseline', 'ELR']);
    expect(table.rows.slice(0, 5)).toEqual([
      ['Commits measured', '4', '4'],
      ['Mean (ms)', '2.50', '2.00'],
      ['Standard deviation (ms)', '1.12', '0'],
      ['95th percentile (ms)', expect.any(String), '2.00'],
      ['CV (std / mean)', '0.447', '0'],
    ]);
    expect(table.rows).toHaveLength(5 + h.edges.length - 1);
    expect(table.rows[5]![0]).toBe(`Share ${binLabel(h.edges[0]!, h.edges[1]!)} (%)`);
  });

  it('adds an overflow row when the axis is clipped', () => {
    const h = histogram([run('base', { responseMs: [...steps(99), 1000] })], 'response');
    const last = histogramTable(h).rows.at(-1)!;
    expect(last[0]).toMatch(/^Share over .* ms \(%\)$/);
    expect(last[1]).toBe('1.00');
  });
});

describe('binLabel', () => {
  it('writes fewer decimals for larger values', () => {
    expect(binLabel(0, 0.5)).toBe('0.00–0.50 ms');
    expect(binLabel(10, 12)).toBe('10.0–12.0 ms');
    expect(binLabel(100, 150)).toBe('100–150 ms');
  });
});

describe('describeHistogram', () => {
  it('names each variant with mean, p95 and CV, the most predictable and the overflow', () => {
    const h = histogram(
      [
        run('base', { responseMs: [...steps(99, 1, 1), 1000] }),
        run('elr', { responseMs: steps(100, 0.1, 50) }),
      ],
      'response',
    );
    const text = describeHistogram(h);
    expect(text).toMatch(/^Response time distribution, share of commits per .* ms bin\. /);
    expect(text).toContain('Baseline: mean ');
    expect(text).toMatch(/ELR: mean 5[45]\.\d ms, standard deviation 2\.89 ms/);
    expect(text).toContain('Smallest CV: ELR.');
    expect(text).toMatch(/The axis stops at .* ms \(past every run's 99th percentile\)/);
    expect(text).toContain('Baseline 1.00%, ELR 0%.');
  });

  it('says when there is nothing to show', () => {
    const h = histogram([], 'flushWait');
    expect(describeHistogram(h)).toBe(
      'Flush wait distribution: no transaction waited for the log.',
    );
  });
});
