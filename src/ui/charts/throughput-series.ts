/**
 * Throughput over time: commits counted in consecutive time buckets and divided by each
 * bucket's width, in committed transactions per second. Buckets are laid out so the
 * warm-up's end is a bucket edge (no bucket mixes warm-up and measured time). A leftover
 * piece at either end shorter than half a bucket joins its neighbour (unless that would
 * cross the warm-up edge); any bucket narrower than `bucketUs` is flagged `partial` and
 * its rate is still over its true width, so a short last bucket is neither dropped nor
 * inflated. Leaves out smoothing and per-type throughput.
 */
import { msToDuration, usToSeconds } from '../../base/time.ts';

export interface ThroughputPoint {
  /** The bucket [startUs, endUs), the last one closed at the run's end. */
  startUs: number;
  endUs: number;
  commits: number;
  /** Commits per second of simulated time over the bucket's width. */
  tps: number;
  /** True when the bucket lies in the warm-up (before `warmupEndUs`). */
  warmup: boolean;
  /** True when the bucket is narrower than the chosen bucket width. */
  partial: boolean;
}

export interface ThroughputOptions {
  /** Absolute end of the warm-up, in µs; a bucket edge falls on it when it is inside. */
  warmupEndUs?: number;
}

/** Bucket edges over [startUs, endUs], `bucketUs` apart, anchored at `anchorUs`. */
export function bucketEdges(
  startUs: number,
  endUs: number,
  bucketUs: number,
  anchorUs: number = startUs,
): number[] {
  if (!(endUs > startUs) || !(bucketUs > 0)) return [];
  const anchor = anchorUs > startUs && anchorUs < endUs ? anchorUs : startUs;
  const edges: number[] = [];
  // Backwards from the anchor to the start, then forwards to the end.
  for (let e = anchor; e > startUs; e -= bucketUs) edges.push(e);
  edges.push(startUs);
  edges.reverse();
  for (let e = anchor + bucketUs; e < endUs; e += bucketUs) edges.push(e);
  edges.push(endUs);
  const merged = dropShortEnds(edges, bucketUs, anchor);
  return merged;
}

/** Removes the second (or second-to-last) edge when the end piece is under half a bucket. */
function dropShortEnds(edges: number[], bucketUs: number, keep: number): number[] {
  const out = [...edges];
  if (out.length > 2 && out[1]! - out[0]! < bucketUs / 2 && out[1] !== keep) out.splice(1, 1);
  const n = out.length;
  if (n > 2 && out[n - 1]! - out[n - 2]! < bucketUs / 2 && out[n - 2] !== keep)
    out.splice(n - 2, 1);
  return out;
}

/**
 * Throughput per bucket from commit instants (µs, any order). Commits outside
 * [startUs, endUs] are ignored; one exactly at `endUs` counts in the last bucket.
 */
export function throughputSeries(
  commitTimesUs: readonly number[],
  startUs: number,
  endUs: number,
  bucketUs: number,
  options: ThroughputOptions = {},
): ThroughputPoint[] {
  const warmupEndUs = options.warmupEndUs ?? startUs;
  const edges = bucketEdges(startUs, endUs, bucketUs, warmupEndUs);
  if (edges.length < 2) return [];
  const counts = new Array<number>(edges.length - 1).fill(0);
  for (const t of commitTimesUs) {
    if (!(t >= startUs && t <= endUs)) continue;
    const i = Math.min(counts.length - 1, bucketIndex(edges, t));
    counts[i]! += 1;
  }
  return counts.map((commits, i) => {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    const width = to - from;
    return {
      startUs: from,
      endUs: to,
      commits,
      tps: commits / usToSeconds(width),
      warmup: to <= warmupEndUs,
      partial: Math.abs(width - bucketUs) > 1e-6,
    };
  });
}

/** The index i with edges[i] <= t < edges[i + 1] (binary search; edges ascending). */
function bucketIndex(edges: readonly number[], t: number): number {
  let lo = 0;
  let hi = edges.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (edges[mid]! <= t) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Nice bucket widths (µs): 1, 2, 5 × a power of ten, from 100 µs up. */
export function chooseBucketUs(spanUs: number, targetBuckets = 50): number {
  if (!(spanUs > 0) || !(targetBuckets >= 1)) return msToDuration(1);
  const raw = spanUs / targetBuckets;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(100, step);
}

/** Mean throughput over the measured (post-warm-up) buckets, weighted by width. */
export function measuredMeanTps(points: readonly ThroughputPoint[]): number | null {
  const measured = points.filter((p) => !p.warmup);
  const widthUs = measured.reduce((s, p) => s + (p.endUs - p.startUs), 0);
  if (widthUs <= 0) return null;
  return measured.reduce((s, p) => s + p.commits, 0) / usToSeconds(widthUs);
}
