import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../export/result-row.ts';
import {
  barValueLabel,
  classFacets,
  classMetricInfo,
  classTable,
  CLASS_METRICS,
  describeClasses,
  hasClassResults,
} from './class-series.ts';

function row(fields: Partial<ResultRow>): ResultRow {
  return {
    variant: null,
    smallThroughputTps: null,
    largeThroughputTps: null,
    smallAbortPct: null,
    largeAbortPct: null,
    smallResponseMs: null,
    largeResponseMs: null,
    ...fields,
  } as ResultRow;
}

/** locking-baseline's three variants, rounded. */
const rows = [
  {
    title: 'File locking',
    row: row({
      variant: 'file',
      smallThroughputTps: 0.458,
      largeThroughputTps: 0.0389,
      smallAbortPct: 0,
      largeAbortPct: 0,
      smallResponseMs: 10471.7,
      largeResponseMs: 15739.4,
    }),
  },
  {
    title: 'Mixed locking',
    row: row({
      variant: 'mixed',
      smallThroughputTps: 0.398,
      largeThroughputTps: 0.0376,
      smallAbortPct: 0,
      largeAbortPct: 0,
      smallResponseMs: 12735.5,
      largeResponseMs: 16694.9,
    }),
  },
  {
    title: 'Page locking',
    row: row({
      variant: 'page',
      smallThroughputTps: 0.4338,
      largeThroughputTps: 0.0156,
      smallAbortPct: 2.69,
      largeAbortPct: 4.44,
      smallResponseMs: 11345.7,
      largeResponseMs: 53527.8,
    }),
  },
];

describe('per-class series', () => {
  it('is shown only when some row has both classes', () => {
    expect(hasClassResults(rows.map((r) => r.row))).toBe(true);
    const onlySmall = row({ smallThroughputTps: 32.1 });
    expect(hasClassResults([onlySmall])).toBe(false);
    expect(hasClassResults([])).toBe(false);
  });

  it('makes a facet per class with a bar per variant, for each metric', () => {
    const facets = classFacets(rows, 'throughput');
    expect(facets.map((f) => f.cls)).toEqual(['small', 'large']);
    expect(facets[0]!.bars.map((b) => [b.key, b.value])).toEqual([
      ['file', 0.458],
      ['mixed', 0.398],
      ['page', 0.4338],
    ]);
    expect(facets[1]!.max).toBe(0.0389);
    const aborts = classFacets(rows, 'abort');
    expect(aborts[1]!.bars.map((b) => b.value)).toEqual([0, 0, 4.44]);
    const response = classFacets(rows, 'response');
    expect(response[1]!.max).toBe(53527.8);
  });

  it('leaves out a class no variant has, and keeps missing values as gaps', () => {
    const partial = [
      { title: 'A', row: row({ variant: 'a', smallThroughputTps: 1, largeThroughputTps: 0.1 }) },
      { title: 'B', row: row({ variant: 'b', smallThroughputTps: 2 }) },
    ];
    const facets = classFacets(partial, 'throughput');
    expect(facets[1]!.bars.map((b) => b.value)).toEqual([0.1, null]);
    expect(classFacets([{ title: 'B', row: row({ smallAbortPct: 3 }) }], 'abort')).toHaveLength(1);
  });

  it('names every metric with its unit', () => {
    expect(CLASS_METRICS.map((m) => m.axisLabel)).toEqual([
      'Throughput (tx/s)',
      'Aborted attempts (%)',
      'Mean response time (ms)',
    ]);
    expect(classMetricInfo('abort').fields.large).toBe('largeAbortPct');
  });

  it('writes a value above a bar only when it fits its slot', () => {
    expect(barValueLabel(0.458, 80, 14)).toBe('0.458');
    expect(barValueLabel(53527.8, 80, 14)).toBe('53,528');
    expect(barValueLabel(53527.8, 20, 14)).toBeNull();
    expect(barValueLabel(null, 80, 14)).toBeNull();
  });

  it('tables and describes the same numbers', () => {
    expect(classTable(rows, 'abort')).toEqual({
      columns: ['Variant', 'Small transactions (%)', 'Large transactions (%)'],
      rows: [
        ['File locking', '0', '0'],
        ['Mixed locking', '0', '0'],
        ['Page locking', '2.69', '4.44'],
      ],
    });
    const text = describeClasses(classFacets(rows, 'throughput'), 'throughput');
    expect(text).toContain('Small transactions (tx/s): File locking 0.458, Mixed locking 0.398');
    expect(text).toContain('Best: File locking.');
    const response = describeClasses(classFacets(rows, 'response'), 'response');
    expect(response).toContain('Large transactions (ms): File locking 15,739');
    expect(response).toMatch(/Large transactions.*Best: File locking\./);
    expect(describeClasses([], 'abort')).toBe('Aborts per transaction class: no results yet.');
  });
});
