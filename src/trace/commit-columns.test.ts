import { describe, expect, it } from 'vitest';
import { CommitColumns } from './commit-columns.ts';
import type { CommitSample } from './stats-types.ts';

describe('CommitColumns', () => {
  it('gives back the samples pushed, in order, past several growths', () => {
    const samples: CommitSample[] = Array.from({ length: 1000 }, (_, i) => ({
      commitUs: 1_000_000_000 + i,
      responseUs: 3 * i,
      type: i % 7,
      flushWaitUs: i % 3 === 0 ? -1 : i,
      lockWaitUs: 2 ** 40 + i,
    }));
    const columns = CommitColumns.of(samples);
    expect(columns.length).toBe(1000);
    expect(columns.toSamples()).toEqual(samples);
  });

  it('reads a missing flush wait as -1 and a missing lock wait as 0', () => {
    const columns = CommitColumns.of([{ commitUs: 5, responseUs: 4, type: 1 }]);
    expect(columns.toSamples()).toEqual([
      { commitUs: 5, responseUs: 4, type: 1, flushWaitUs: -1, lockWaitUs: 0 },
    ]);
  });
});
