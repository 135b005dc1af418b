/**
 * Lane heights that fit the runs shown into the height the workbench gives the timeline,
 * so the compare view shows every run without an inner scroll: lanes shrink from the
 * default 24 px towards a floor (compact lanes, smaller run headers when more than two runs
 * are stacked), and grow up to 36 px on a large screen (1920×1080) with room to spare.
 * Compared runs that cannot fit at the floor drop their header rows: each run's title goes
 * in the label column beside its own lanes (`titlesInline`), and the lanes shrink down to
 * 2 px, so every run stays in view. When even 2 px lanes do not fit (4 runs of 200
 * terminals at 1280×720), terminals share lanes (`txnPerLane`, the fewest that fit): each
 * shared lane draws its terminals' segments over one another, and the run's title says so.
 * A single run below its floor scrolls as before. Pure; leaves out how lanes are drawn.
 */
import {
  HEADER_HEIGHT,
  LANE_HEIGHT,
  layoutLanes,
  type LayoutRun,
  type TimelineLayout,
} from './lane-layout.ts';

export interface LaneFit {
  laneHeight: number;
  headerHeight: number;
  runGap: number;
  /** Height of every lane at this fit, headers and gaps included. */
  height: number;
  /** Run titles sit in the label column beside their lanes (no header rows). */
  titlesInline: boolean;
  /**
   * Terminals drawn in one shared lane (1: a lane each). Above 1 only when the compared
   * runs have more lanes than the room has pixels for 2 px lanes.
   */
  txnPerLane: number;
}

/** Smallest lane height of 5+ compared runs, of 3-4, of two, and of the one-run view. */
export const CROWD_LANE_FLOOR = 4;
export const COMPACT_LANE_FLOOR = 5;
export const PAIR_LANE_FLOOR = 8;
export const SINGLE_LANE_FLOOR = 16;
/** Tallest lane the fit grows to. */
export const LANE_CEILING = 36;
/** Smallest lane of compared runs with their titles beside them, and their gap. */
export const INLINE_LANE_FLOOR = 2;
const INLINE_RUN_GAP = 3;

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
  const height = fixed.height + lanes * laneHeight;
  if (runs.length < 2 || height <= availablePx || lanes === 0) {
    return { laneHeight, headerHeight, runGap, height, titlesInline: false, txnPerLane: 1 };
  }
  const bare = layoutLanes(runs, { laneHeight: 0, headerHeight: 0, runGap: INLINE_RUN_GAP });
  const per = sharedLanes(bare.runs, availablePx - bare.height);
  const rows = rowsAt(bare.runs, per);
  const inline = Math.max(INLINE_LANE_FLOOR, Math.floor((availablePx - bare.height) / rows));
  return {
    laneHeight: inline,
    headerHeight: 0,
    runGap: INLINE_RUN_GAP,
    height: bare.height + rows * inline,
    titlesInline: true,
    txnPerLane: per,
  };
}

type Block = TimelineLayout['runs'][number];

/** Lanes of the runs when `per` terminals share a transaction lane. */
function rowsAt(blocks: readonly Block[], per: number): number {
  let rows = 0;
  for (const b of blocks) {
    rows += Math.ceil(b.txnLanes.length / per);
    rows += b.tlsLanes.length + b.lockLanes.length + b.deviceLanes.length;
  }
  return rows;
}

/** The fewest terminals per lane that fit every run's lanes at 2 px into `roomPx`. */
function sharedLanes(blocks: readonly Block[], roomPx: number): number {
  const most = Math.max(1, ...blocks.map((b) => b.txnLanes.length));
  let per = 1;
  while (per < most && rowsAt(blocks, per) * INLINE_LANE_FLOOR > roomPx) per++;
  return per;
}
