import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../export/result-row.ts';
import {
  describeSweep,
  metricInfo,
  sweepSeries,
  sweepTable,
  sweepValues,
  type SweepPoint,
} from './sweep-series.ts';

function row(fields: Partial<ResultRow>): ResultRow {
  return {
    throughputTps: 0,
    meanResponseMs: 0,
    p95ResponseMs: 0,
    abortPct: 0,
    ...fields,
  } as ResultRow;
}

function point(variant: string | null, value: number, throughputTps: number): SweepPoint {
  return {
    variant,
    title: variant ?? 'Run',
    value,
    row: row({ throughputTps, abortPct: value / 10 }),
  };
}

function seeded(value: number, seed: number, throughputTps: number): SweepPoint {
  return { variant: '2pl', title: '2PL', value, row: row({ throughputTps, seed }) };
}

describe('sweepSeries', () => {
  it('plots the mean over seeds of a point with a 95% interval, and tabulates both', () => {
    const points = [seeded(5, 1, 10), seeded(5, 2, 20), seeded(5, 3, 30), seeded(10, 1, 40)];
    const [series] = sweepSeries(points, 'throughputTps');
    expect(series!.points).toEqual([
      { x: 5, y: 20 },
      { x: 10, y: 40 },
    ]);
    // s = 10 over 3 seeds: half-width t(0.975, 2) * 10 / sqrt(3) = 24.84
    expect(series!.intervals).toHaveLength(1);
    expect(series!.intervals[0]!.x).toBe(5);
    expect(series!.intervals[0]!.n).toBe(3);
    expect(series!.intervals[0]!.lo).toBeCloseTo(20 - 24.843, 2);
    expect(series!.intervals[0]!.hi).toBeCloseTo(20 + 24.843, 2);
    const table = sweepTable([series!], [5, 10], 'Terminals', 'throughputTps');
    expect(table.rows).toEqual([
      ['5', '20.0 ± 24.8 (3 seeds)'],
      ['10', '40.0'],
    ]);
  });

  it('keeps the latest result of a repeated seed, not both', () => {
    const [series] = sweepSeries([seeded(5, 1, 10), seeded(5, 1, 30)], 'throughputTps');
    expect(series!.points).toEqual([{ x: 5, y: 30 }]);
    expect(series!.intervals).toEqual([]);
  });

  it('groups points by variant in order of first appearance and sorts each by value', () => {
    const points = [
      point('no-locks', 10, 50),
      point('2pl', 20, 40),
      point('no-locks', 5, 30),
      point('2pl', 5, 28),
      point('no-locks', 20, 70),
    ];
    const series = sweepSeries(points, 'throughputTps');
    expect(series.map((s) => s.key)).toEqual(['no-locks', '2pl']);
    expect(series[0]!.points).toEqual([
      { x: 5, y: 30 },
      { x: 10, y: 50 },
      { x: 20, y: 70 },
    ]);
    expect(series[1]!.points).toEqual([
      { x: 5, y: 28 },
      { x: 20, y: 40 },
    ]);
  });

  it('plots the chosen metric', () => {
    const series = sweepSeries([point('a', 30, 1), point('a', 10, 2)], 'abortPct');
    expect(series[0]!.points).toEqual([
      { x: 10, y: 1 },
      { x: 30, y: 3 },
    ]);
  });

  it('keeps the latest of a repeated point and skips non-finite values', () => {
    const series = sweepSeries(
      [point('a', 10, 1), point('a', 10, 9), point('a', Number.NaN, 5)],
      'throughputTps',
    );
    expect(series[0]!.points).toEqual([{ x: 10, y: 9 }]);
  });

  it('names a run without variants "run"', () => {
    expect(sweepSeries([point(null, 1, 1)], 'throughputTps')[0]!.key).toBe('run');
  });

  it('gives no series for no points', () => {
    expect(sweepSeries([], 'throughputTps')).toEqual([]);
  });
});

describe('sweepValues and sweepTable', () => {
  it('lists expected and seen values once, ascending', () => {
    expect(sweepValues([point('a', 20, 1), point('b', 5, 1)], [10, 20, 40])).toEqual([
      5, 10, 20, 40,
    ]);
  });

  it('tabulates one row per value with a dash for a point not yet in', () => {
    const points = [point('a', 5, 12.34), point('b', 5, 20), point('a', 10, 15)];
    const series = sweepSeries(points, 'throughputTps');
    const table = sweepTable(series, sweepValues(points), 'Terminals (MPL)', 'throughputTps');
    expect(table.columns).toEqual(['Terminals (MPL)', 'a (tx/s)', 'b (tx/s)']);
    expect(table.rows).toEqual([
      ['5', '12.3', '20.0'],
      ['10', '15.0', '—'],
    ]);
  });

  it('knows the unit of every metric', () => {
    expect(metricInfo('meanResponseMs').axisLabel).toBe('Mean response time (ms)');
    expect(metricInfo('abortPct').unit).toBe('%');
  });
});

describe('describeSweep', () => {
  it('says where each curve starts, ends and peaks', () => {
    const points = [point('a', 5, 10), point('a', 20, 30), point('a', 40, 25)];
    expect(
      describeSweep(sweepSeries(points, 'throughputTps'), 'Terminals (MPL)', 'throughputTps'),
    ).toBe(
      'Throughput (tx/s) against Terminals (MPL). a: 10.0 at 5, 25.0 at 40, highest 30.0 at 20.',
    );
  });

  it('says when nothing has arrived yet', () => {
    expect(describeSweep([], 'Disks', 'abortPct')).toBe(
      'Aborts (%) against Disks: no results yet.',
    );
  });
});

describe('saturated sweep points', () => {
  const saturated = (variant: string, value: number, capacity: number): SweepPoint => ({
    variant,
    title: variant,
    value,
    row: row({ saturated: true, saturatedThroughputTps: capacity, meanResponseMs: 0 }),
  });
  const points = [point('disk', 100, 98), saturated('disk', 400, 196), saturated('disk', 250, 171)];

  it('are kept apart from the line, at the throughput they completed, never dropped', () => {
    const [disk] = sweepSeries(points, 'throughputTps');
    expect(disk!.points).toEqual([{ x: 100, y: 98 }]);
    expect(disk!.saturated).toEqual([
      { x: 250, y: 171 },
      { x: 400, y: 196 },
    ]);
  });

  it('have no value for a metric that grows without bound, and say so in the table', () => {
    const series = sweepSeries(points, 'meanResponseMs');
    expect(series[0]!.saturated).toEqual([
      { x: 250, y: null },
      { x: 400, y: null },
    ]);
    const table = sweepTable(series, [100, 250, 400], 'rate', 'meanResponseMs');
    expect(table.rows.map((r) => r[1])).toEqual(['0', 'saturated', 'saturated']);
    const tps = sweepTable(sweepSeries(points, 'throughputTps'), [400], 'rate', 'throughputTps');
    expect(tps.rows[0]![1]).toBe('196.0 (saturated)');
  });

  it('are named in the description', () => {
    const text = describeSweep(sweepSeries(points, 'throughputTps'), 'rate', 'throughputTps');
    expect(text).toContain('Saturated at 250, 400.');
  });
});
