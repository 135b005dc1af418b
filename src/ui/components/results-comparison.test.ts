import { describe, expect, it } from 'vitest';
import { resultsComparison } from './results-comparison.ts';

const run = (title: string, throughputTps: number, meanResponseMs: number) => ({
  title,
  row: { throughputTps, meanResponseMs },
});

describe('the results compared in words', () => {
  it('compares each later variant with the first by throughput and mean response', () => {
    expect(
      resultsComparison([run('2PL', 100, 80), run('TSTE', 200, 40), run('Slow', 95, 84)]),
    ).toEqual([
      'TSTE: 2.0× the throughput of 2PL; mean response 2.0× faster than 2PL.',
      'Slow: 5% less throughput than 2PL; mean response 5% slower than 2PL.',
    ]);
  });

  it('names variants by their titles up to a colon', () => {
    expect(
      resultsComparison([
        run('Baseline: after the flush', 125, 64),
        run('ELR (safe): early', 500, 16),
      ]),
    ).toEqual([
      'ELR (safe): 4.0× the throughput of Baseline; mean response 4.0× faster than Baseline.',
    ]);
  });

  it('says nothing for a single run, and leaves out a comparison with nothing measured', () => {
    expect(resultsComparison([run('2PL', 100, 80)])).toEqual([]);
    expect(resultsComparison([run('2PL', 0, 0), run('TSTE', 3, 4)])).toEqual([]);
  });
});
