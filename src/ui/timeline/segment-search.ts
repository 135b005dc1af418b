/**
 * Binary searches over a lane's segments, which are sorted by time and do not overlap (so
 * their end times are sorted too): the segments visible in a window, the one at an
 * instant, the one nearest to it; and the first of a time-ordered list of marks at or
 * after an instant. Pure; leaves out drawing and lanes.
 */

export interface Interval {
  startUs: number;
  endUs: number;
}

/** Index of the first segment that ends after `t` (segments.length when none does). */
export function firstEndingAfter(segments: readonly Interval[], t: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (segments[mid]!.endUs <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first segment that starts at or after `t`. */
export function firstStartingFrom(segments: readonly Interval[], t: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (segments[mid]!.startUs < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The half-open index range [from, to) of the segments that overlap [t0, t1). */
export function visibleRange(
  segments: readonly Interval[],
  t0: number,
  t1: number,
): [from: number, to: number] {
  const from = firstEndingAfter(segments, t0);
  const to = Math.max(from, firstStartingFrom(segments, t1));
  return [from, to];
}

/** How many segments of all these lanes overlap [t0, t1): what the window shows. */
export function countInWindow(
  lanes: readonly { segments: readonly Interval[] }[],
  t0: number,
  t1: number,
): number {
  let n = 0;
  for (const lane of lanes) {
    const [from, to] = visibleRange(lane.segments, t0, t1);
    n += to - from;
  }
  return n;
}

/** The segment containing `t` (start inclusive, end exclusive), or -1. */
export function segmentIndexAt(segments: readonly Interval[], t: number): number {
  const i = firstEndingAfter(segments, t);
  const s = segments[i];
  return s !== undefined && s.startUs <= t ? i : -1;
}

/** The segment containing `t`, else the closest one within `toleranceUs`, else -1. */
export function nearestSegmentIndex(
  segments: readonly Interval[],
  t: number,
  toleranceUs: number,
): number {
  const i = firstEndingAfter(segments, t);
  const after = segments[i];
  if (after !== undefined && after.startUs <= t) return i;
  const before = segments[i - 1];
  const gapAfter = after === undefined ? Infinity : after.startUs - t;
  const gapBefore = before === undefined ? Infinity : t - before.endUs;
  if (Math.min(gapAfter, gapBefore) > toleranceUs) return -1;
  return gapBefore <= gapAfter ? i - 1 : i;
}

/** First index with `t >= from` in a time-ordered list. */
export function firstAtOrAfter(items: readonly { t: number }[], from: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.t < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
