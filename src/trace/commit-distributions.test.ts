import { describe, expect, it } from 'vitest';
import { CommitColumns } from './commit-columns.ts';
import { commitDistributions, quantileSketch } from './commit-distributions.ts';

describe('quantileSketch', () => {
  it('keeps every value of a small sample, sorted', () => {
    expect(quantileSketch(Float64Array.from([3, 1, 2]), 10)).toEqual([1, 2, 3]);
  });
  it('takes evenly spaced ranks of a large one', () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => 999 - i);
    const sketch = quantileSketch(values, 4);
    expect(sketch).toEqual([125, 375, 625, 875]);
  });
});

describe('commitDistributions', () => {
  it('converts to ms and keeps only the log waiters in the flush-wait sketch', () => {
    const d = commitDistributions(
      CommitColumns.of([
        { commitUs: 1, responseUs: 4000, type: 0, flushWaitUs: 1000, lockWaitUs: 0 },
        { commitUs: 2, responseUs: 2000, type: 0, flushWaitUs: -1, lockWaitUs: 500 },
      ]),
    );
    expect(d).toEqual({
      responseCount: 2,
      flushWaitCount: 1,
      responseMs: [2, 4],
      flushWaitMs: [1],
      lockWaitMs: [0, 0.5],
    });
  });
});
