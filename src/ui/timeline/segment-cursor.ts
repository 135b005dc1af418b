/**
 * The keyboard's segment cursor: a lane and a segment in it, moved with [ and ] along the
 * lane and with the up and down arrows across lanes (to the segment at the same instant).
 * Lanes without segments are skipped. Pure; the component announces the target.
 */
import type { TimelineLayout } from './lane-layout.ts';
import { segmentsOfLane, targetAt, type LaneModel, type SegmentTarget } from './hit-test.ts';
import { nearestSegmentIndex } from './segment-search.ts';

export interface SegmentCursor {
  laneKey: string;
  index: number;
}

function laneIndexOf(layout: TimelineLayout, key: string): number {
  return layout.lanes.findIndex((l) => l.key === key);
}

/** The segment a cursor names, or null when the layout changed under it. */
export function cursorTarget(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  cursor: SegmentCursor | null,
): SegmentTarget | null {
  if (cursor === null) return null;
  const lane = layout.lanes[laneIndexOf(layout, cursor.laneKey)];
  return lane === undefined ? null : targetAt(models, lane, cursor.index);
}

function nearestIn(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  laneIndex: number,
  timeUs: number,
): SegmentCursor | null {
  const lane = layout.lanes[laneIndex];
  if (lane === undefined) return null;
  const index = nearestSegmentIndex(segmentsOfLane(models, lane), timeUs, Infinity);
  return index < 0 ? null : { laneKey: lane.key, index };
}

/** A cursor on the first lane with segments, at the segment nearest `timeUs`. */
export function startCursor(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  timeUs: number,
): SegmentCursor | null {
  for (let i = 0; i < layout.lanes.length; i++) {
    const cursor = nearestIn(layout, models, i, timeUs);
    if (cursor !== null) return cursor;
  }
  return null;
}

/** Along the lane by `delta` segments, stopping at its ends. */
export function moveAlongLane(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  cursor: SegmentCursor,
  delta: number,
): SegmentCursor {
  const lane = layout.lanes[laneIndexOf(layout, cursor.laneKey)];
  if (lane === undefined) return cursor;
  const count = segmentsOfLane(models, lane).length;
  const index = Math.max(0, Math.min(count - 1, cursor.index + delta));
  return index === cursor.index ? cursor : { laneKey: cursor.laneKey, index };
}

/** To the next lane up (-1) or down (+1) that has segments, at the same instant. */
export function moveAcrossLanes(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  cursor: SegmentCursor,
  direction: -1 | 1,
): SegmentCursor {
  const target = cursorTarget(layout, models, cursor);
  if (target === null) return cursor;
  const mid = (target.segment.startUs + target.segment.endUs) / 2;
  for (
    let i = laneIndexOf(layout, cursor.laneKey) + direction;
    i >= 0 && i < layout.lanes.length;
    i += direction
  ) {
    const next = nearestIn(layout, models, i, mid);
    if (next !== null) return next;
  }
  return cursor;
}
