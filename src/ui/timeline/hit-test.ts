/**
 * Which segment is under a point of the canvas (hover) and the segment a keyboard cursor
 * names: lane from y by the layout, segment from x by a binary search over the lane's
 * time-ordered segments, with a few pixels of tolerance so thin segments can be hovered.
 * TLS lanes (a CPU's epoch segments, the sequential ghost) come from tls-lane-rows.ts.
 * Pure; leaves out marks and arrows (not hoverable).
 */
import type { ServiceSegment, TimelineModel, TxnSegment } from '../../trace/timeline-model.ts';
import { laneAtY, type LaneRow, type TimelineLayout } from './lane-layout.ts';
import { nearestSegmentIndex } from './segment-search.ts';
import { tlsLaneSegments, type TlsLaneSegment } from './tls-lane-rows.ts';
import { windowWidth, xToTime, type TimeWindow } from './time-window.ts';

export type LaneModel = Pick<TimelineModel, 'txnLanes' | 'deviceLanes' | 'tls'>;

export type SegmentTarget =
  | { lane: LaneRow; kind: 'txn'; index: number; segment: TxnSegment }
  | { lane: LaneRow; kind: 'device'; index: number; segment: ServiceSegment }
  | { lane: LaneRow; kind: 'tls'; index: number; segment: TlsLaneSegment };

export function segmentsOfLane(
  models: readonly LaneModel[],
  lane: LaneRow,
): readonly (TxnSegment | ServiceSegment | TlsLaneSegment)[] {
  const model = models[lane.runIndex];
  if (model === undefined) return [];
  if (lane.kind === 'tls') {
    const tls = model.tls ?? null;
    return tls === null ? [] : tlsLaneSegments(tls, lane.index);
  }
  if (lane.kind === 'lock') return [];
  const source = lane.kind === 'txn' ? model.txnLanes[lane.index] : model.deviceLanes[lane.index];
  return source?.segments ?? [];
}

export function targetAt(
  models: readonly LaneModel[],
  lane: LaneRow,
  index: number,
): SegmentTarget | null {
  const model = models[lane.runIndex];
  if (model === undefined) return null;
  if (lane.kind === 'txn') {
    const segment = model.txnLanes[lane.index]?.segments[index];
    return segment === undefined ? null : { lane, kind: 'txn', index, segment };
  }
  if (lane.kind === 'tls') {
    const tls = model.tls ?? null;
    const segment = tls === null ? undefined : tlsLaneSegments(tls, lane.index)[index];
    return segment === undefined ? null : { lane, kind: 'tls', index, segment };
  }
  if (lane.kind === 'lock') return null;
  const segment = model.deviceLanes[lane.index]?.segments[index];
  return segment === undefined ? null : { lane, kind: 'device', index, segment };
}

/** The segment under (x, y) in CSS px of the lanes area, or null. */
export function hitTest(
  layout: TimelineLayout,
  models: readonly LaneModel[],
  window: TimeWindow,
  widthPx: number,
  x: number,
  y: number,
  tolerancePx = 3,
): SegmentTarget | null {
  if (x < 0 || x > widthPx) return null;
  const lane = laneAtY(layout, y);
  if (lane === null) return null;
  const t = xToTime(window, widthPx, x);
  const toleranceUs = (tolerancePx / Math.max(1, widthPx)) * windowWidth(window);
  const index = nearestSegmentIndex(segmentsOfLane(models, lane), t, toleranceUs);
  return index < 0 ? null : targetAt(models, lane, index);
}
