import { describe, expect, it } from 'vitest';
import {
  bucketEdges,
  chooseBucketUs,
  measuredMeanTps,
  throughputSeries,
} from './throughput-series.ts';

describe('throughputSeries', () => {
  it('counts commits per bucket and divides by the bucket width in seconds', () => {
    // Buckets of 100 ms over 0..300 ms.
    const commits = [10_000, 50_000, 99_999, 100_000, 250_000];
    const points = throughputSeries(commits, 0, 300_000, 100_000);
    expect(points.map((p) => p.commits)).toEqual([3, 1, 1]);
    expect(points.map((p) => p.tps)).toEqual([30, 10, 10]);
    expect(points.map((p) => [p.startUs, p.endUs])).toEqual([
      [0, 100_000],
      [100_000, 200_000],
      [200_000, 300_000],
    ]);
    expect(points.every((p) => !p.partial && !p.warmup)).toBe(true);
  });

  it('accepts commits in any order and ignores commits outside the range', () => {
    const points = throughputSeries([250_000, -5, 10_000, 400_000, 150_000], 0, 300_000, 100_000);
    expect(points.map((p) => p.commits)).toEqual([1, 1, 1]);
  });

  it('counts a commit exactly at the end in the last bucket', () => {
    const points = throughputSeries([300_000], 0, 300_000, 100_000);
    expect(points.at(-1)?.commits).toBe(1);
  });

  it('returns no points for an empty or inverted range, and zero rates without commits', () => {
    expect(throughputSeries([1, 2, 3], 500, 500, 100)).toEqual([]);
    expect(throughputSeries([1, 2, 3], 500, 100, 100)).toEqual([]);
    expect(throughputSeries([1], 0, 1_000, 0)).toEqual([]);
    const empty = throughputSeries([], 0, 200_000, 100_000);
    expect(empty.map((p) => p.tps)).toEqual([0, 0]);
  });

  it('rates a partial last bucket over its true width and flags it', () => {
    // 0..260 ms in 100 ms buckets: the last piece is 60 ms (over half a bucket: kept).
    const points = throughputSeries([210_000, 220_000, 230_000], 0, 260_000, 100_000);
    expect(points).toHaveLength(3);
    const last = points.at(-1)!;
    expect(last).toMatchObject({ startUs: 200_000, endUs: 260_000, commits: 3, partial: true });
    expect(last.tps).toBeCloseTo(50, 9); // 3 commits / 0.06 s, not 3 / 0.1 s
  });

  it('merges a last piece shorter than half a bucket into the one before', () => {
    // 0..210 ms: a 10 ms tail would read 1 commit as 100 tx/s; it joins 100..210 ms instead.
    const points = throughputSeries([205_000], 0, 210_000, 100_000);
    expect(points.map((p) => [p.startUs, p.endUs])).toEqual([
      [0, 100_000],
      [100_000, 210_000],
    ]);
    expect(points[1]!.tps).toBeCloseTo(1 / 0.11, 9);
    expect(points[1]!.partial).toBe(true);
  });

  it('puts a bucket edge on the warm-up end and marks warm-up buckets', () => {
    // Warm-up ends at 230 ms; buckets of 100 ms over 0..550 ms.
    const points = throughputSeries([220_000, 240_000], 0, 550_000, 100_000, {
      warmupEndUs: 230_000,
    });
    expect(points.map((p) => p.startUs)).toEqual([0, 130_000, 230_000, 330_000, 430_000]);
    expect(points.map((p) => p.warmup)).toEqual([true, true, false, false, false]);
    // The commit at 220 ms is in a warm-up bucket, the one at 240 ms is measured.
    expect(points[1]!.commits).toBe(1);
    expect(points[2]!.commits).toBe(1);
    // The 30 ms first piece and the 20 ms last piece joined their neighbours.
    expect(points[0]).toMatchObject({ endUs: 130_000, partial: true });
    expect(points[4]).toMatchObject({ endUs: 550_000, partial: true });
  });

  it('keeps a short warm-up as its own bucket rather than mixing it with measured time', () => {
    const points = throughputSeries([10_000], 0, 300_000, 100_000, { warmupEndUs: 20_000 });
    expect(points[0]).toMatchObject({ startUs: 0, endUs: 20_000, warmup: true, commits: 1 });
    expect(points.slice(1).every((p) => !p.warmup)).toBe(true);
  });
});

describe('bucketEdges', () => {
  it('ignores an anchor outside the range', () => {
    expect(bucketEdges(0, 300, 100, 1_000)).toEqual([0, 100, 200, 300]);
  });
});

describe('chooseBucketUs', () => {
  it('picks a 1-2-5 width giving about the target number of buckets', () => {
    expect(chooseBucketUs(20_000_000, 50)).toBe(500_000);
    expect(chooseBucketUs(22_000_000, 50)).toBe(500_000);
    expect(chooseBucketUs(1_000_000, 50)).toBe(20_000);
    expect(chooseBucketUs(30_000_000, 50)).toBe(1_000_000);
  });

  it('never goes below 100 µs and survives an empty span', () => {
    expect(chooseBucketUs(1_000, 50)).toBe(100);
    expect(chooseBucketUs(0)).toBe(1_000);
  });
});

describe('measuredMeanTps', () => {
  it('averages only the measured buckets, weighted by width', () => {
    const points = throughputSeries([10_000, 260_000, 270_000, 520_000], 0, 550_000, 100_000, {
      warmupEndUs: 250_000,
    });
    // 3 measured commits over 300 ms.
    expect(measuredMeanTps(points)).toBeCloseTo(10, 9);
    expect(measuredMeanTps([])).toBeNull();
  });
});
