import { describe, expect, it } from 'vitest';
import { runsThroughput, type ThroughputRun } from './throughput-runs.ts';

function run(key: string, endUs: number, commits: number[], warmupUs = 1_000_000): ThroughputRun {
  return {
    key,
    title: key.toUpperCase(),
    truncated: false,
    model: {
      run: { startUs: 0, endUs, warmupUs },
      marks: { commits: commits.map((t) => ({ t })) },
    },
  };
}

describe('runsThroughput', () => {
  it('shares one range, window and warm-up edge among the runs', () => {
    const data = runsThroughput([run('a', 10_000_000, [1_500_000]), run('b', 8_000_000, [])]);
    expect(data).toMatchObject({
      startUs: 0,
      endUs: 10_000_000,
      warmupEndUs: 1_000_000,
      bucketUs: 200_000,
    });
    expect(data.series.map((s) => s.key)).toEqual(['a', 'b']);
    // Windows line up: both runs have an edge on the warm-up's end.
    for (const s of data.series) expect(s.points.some((p) => p.endUs === 1_000_000)).toBe(true);
    expect(data.series[1]!.points.at(-1)!.endUs).toBe(8_000_000);
  });

  it('uses a window the caller gives', () => {
    expect(runsThroughput([run('a', 1_000_000, [])], 100_000).series[0]!.points).toHaveLength(10);
  });

  it('has no warm-up when the runs have none', () => {
    const data = runsThroughput([run('a', 1_000_000, [], 0)]);
    expect(data.warmupEndUs).toBe(data.startUs);
    expect(data.series[0]!.points.every((p) => !p.warmup)).toBe(true);
  });

  it('gives an empty, finite chart for no runs', () => {
    const data = runsThroughput([]);
    expect(data.series).toEqual([]);
    expect(data.warmupEndUs).toBe(data.startUs);
    expect(Number.isFinite(data.endUs)).toBe(true);
  });
});
