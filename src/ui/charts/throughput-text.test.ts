import { describe, expect, it } from 'vitest';
import { throughputSeries } from './throughput-series.ts';
import { describeThroughput, throughputTable, type RunThroughput } from './throughput-text.ts';

const warmupEndUs = 200_000;
function run(title: string, commits: number[], endUs: number, truncated = false): RunThroughput {
  return {
    key: title,
    title,
    truncated,
    points: throughputSeries(commits, 0, endUs, 100_000, { warmupEndUs }),
  };
}

describe('throughputTable', () => {
  it('has a row per window and a column per run, marking warm-up windows', () => {
    const table = throughputTable([
      run('2PL', [50_000, 250_000, 260_000], 400_000),
      run('No locks', [350_000], 400_000),
    ]);
    expect(table.columns).toEqual(['Window (ms)', '2PL (tx/s)', 'No locks (tx/s)']);
    expect(table.rows).toEqual([
      ['0–100 (warm-up)', '10.0', '0'],
      ['100–200 (warm-up)', '0', '0'],
      ['200–300', '20.0', '0'],
      ['300–400', '0', '10.0'],
    ]);
  });

  it('leaves a dash where a shorter (cut) run has no window', () => {
    const table = throughputTable([run('a', [], 400_000), run('b', [], 200_000, true)]);
    expect(table.rows.at(-1)).toEqual(['300–400', '0', '—']);
  });
});

describe('describeThroughput', () => {
  it('names the window, the warm-up and each run’s measured mean', () => {
    const text = describeThroughput(
      [run('2PL', [250_000, 260_000, 350_000], 400_000)],
      warmupEndUs,
      100_000,
    );
    expect(text).toBe(
      'Committed transactions per second of simulated time, counted in 100 ms windows, for 2PL. ' +
        'The first 200 ms are warm-up, shaded. 2PL averages 15.0 tx/s after warm-up.',
    );
  });

  it('compares each later run with the first in words', () => {
    const text = describeThroughput(
      [
        run('2PL', [250_000, 260_000, 350_000], 400_000),
        run('TSTE', [250_000, 255_000, 260_000, 350_000, 360_000, 370_000], 400_000),
      ],
      warmupEndUs,
      100_000,
    );
    expect(text).toContain('TSTE averages 30.0 tx/s after warm-up, 2.0× the throughput of 2PL.');
  });

  it('says when a run has no measured time or its trace was cut', () => {
    const text = describeThroughput([run('short', [], 150_000, true)], warmupEndUs, 100_000);
    expect(text).toContain('short: no measured time yet (trace cut short).');
    expect(describeThroughput([], 0, 1)).toMatch(/no runs/);
  });
});
