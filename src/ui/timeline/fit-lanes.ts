/**
 * Lane heights that fit the runs shown into the height the workbench gives the timeline,
 * so the compare view shows every run without an inner scroll: lanes shrink from the
 * default 24 px towards a floor (compact lanes, smaller run headers when more than two runs
 * are stacked), and grow up to 36 px on a large screen (1920×1080) with room to spare.
 * Below the floor the timeline scrolls as before. Pure; leaves out how lanes are drawn.
 */
import { HEADER_HEIGHT, LANE_HEIGHT, layoutLanes, type LayoutRun } from './lane-layout.ts';

export interface LaneFit {
  laneHeight: number;
  headerHeight: number;
  runGap: number;
  /** Height of every lane at this fit, headers and gaps included. */
  height: number;
}

/** Smallest lane height of 5+ compared runs, of 3-4, of two, and of the one-run view. */
export const CROWD_LANE_FLOOR = 4;
export const COMPACT_LANE_FLOOR = 5;
export const PAIR_LANE_FLOOR = 8;
export const SINGLE_LANE_FLOOR = 16;
/** Tallest lane the fit grows to. */
export const LANE_CEILING = 36;

export function fitLanes(runs: readonly LayoutRun[], availablePx: number): LaneFit {
  const compact = runs.length > 2;
  const crowd = runs.length > 4;
  const headerHeight = crowd ? 15 : compact ? 17 : HEADER_HEIGHT;
  const runGap = compact ? 4 : 14;
  const floor = crowd
    ? CROWD_LANE_FLOOR
    : compact
      ? COMPACT_LANE_FLOOR
      : runs.length > 1
        ? PAIR_LANE_FLOOR
        : SINGLE_LANE_FLOOR;
  const fixed = layoutLanes(runs, { laneHeight: 0, headerHeight, runGap });
  const lanes = fixed.lanes.length;
  const room = lanes === 0 ? LANE_HEIGHT : Math.floor((availablePx - fixed.height) / lanes);
  const laneHeight = Math.max(floor, Math.min(LANE_CEILING, room));
  return { laneHeight, headerHeight, runGap, height: fixed.height + lanes * laneHeight };
}
