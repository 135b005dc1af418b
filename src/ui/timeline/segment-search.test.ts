import { describe, expect, it } from 'vitest';
import {
  countInWindow,
  firstEndingAfter,
  nearestSegmentIndex,
  segmentIndexAt,
  visibleRange,
} from './segment-search.ts';

const segments = [
  { startUs: 0, endUs: 10 },
  { startUs: 10, endUs: 25 },
  { startUs: 40, endUs: 50 },
  { startUs: 50, endUs: 51 },
];

describe('segment search', () => {
  it('finds the first segment ending after an instant', () => {
    expect(firstEndingAfter(segments, -1)).toBe(0);
    expect(firstEndingAfter(segments, 10)).toBe(1);
    expect(firstEndingAfter(segments, 30)).toBe(2);
    expect(firstEndingAfter(segments, 51)).toBe(4);
  });

  it('culls to the segments overlapping a window', () => {
    expect(visibleRange(segments, 12, 45)).toEqual([1, 3]);
    expect(visibleRange(segments, 25, 40)).toEqual([2, 2]);
    expect(visibleRange(segments, 0, 100)).toEqual([0, 4]);
    expect(visibleRange([], 0, 100)).toEqual([0, 0]);
  });

  it('finds the segment at an instant, start inclusive and end exclusive', () => {
    expect(segmentIndexAt(segments, 10)).toBe(1);
    expect(segmentIndexAt(segments, 24.9)).toBe(1);
    expect(segmentIndexAt(segments, 30)).toBe(-1);
    expect(segmentIndexAt(segments, 51)).toBe(-1);
  });

  it('finds the nearest segment within a tolerance', () => {
    expect(nearestSegmentIndex(segments, 27, 3)).toBe(1);
    expect(nearestSegmentIndex(segments, 38, 3)).toBe(2);
    expect(nearestSegmentIndex(segments, 32, 3)).toBe(-1);
    expect(nearestSegmentIndex(segments, 60, 10)).toBe(3);
  });
});

describe('countInWindow', () => {
  it('counts the segments of every lane that overlap the window', () => {
    const lane = (...pairs: [number, number][]) => ({
      segments: pairs.map(([startUs, endUs]) => ({ startUs, endUs })),
    });
    const lanes = [lane([0, 10], [10, 20], [20, 30]), lane([5, 25]), lane([40, 50])];
    expect(countInWindow(lanes, 12, 22)).toBe(3);
    expect(countInWindow(lanes, 30, 40)).toBe(0);
  });
});
