/**
 * Where each lane of each run sits on the timeline's canvas: per run a header row with
 * its title, one lane per transaction slot (terminal), the hot-lock lane when the run has
 * one (a bar per holder of its hot item), a small gap, then one lane per device unit (units
 * that never worked folded into one). A thread-level speculation run
 * has a lane per CPU and a sequential ghost lane (tls-lane-rows.ts) instead of its
 * transaction lane. The compare view stacks 2-4 runs this way under one playhead. Pure;
 * leaves out horizontal placement (time-window.ts) and what is drawn in a lane.
 */
import type { DeviceLane, TimelineModel } from '../../trace/timeline-model.ts';
import { deviceNames, type DeviceNames } from './device-labels.ts';
import { tlsLaneLabels } from './tls-lane-rows.ts';

export type LaneKind = 'txn' | 'device' | 'tls' | 'lock';

export interface LaneRow {
  /** Unique on the page: `<run key>/<kind>/<index>`. */
  key: string;
  runIndex: number;
  kind: LaneKind;
  /** Index into the model's txnLanes or deviceLanes (tls: a CPU, or the ghost after them). */
  index: number;
  label: string;
  /** Top edge and height in CSS px from the top of the lanes area. */
  y: number;
  height: number;
}

export interface RunBlock {
  runIndex: number;
  key: string;
  title: string;
  /** The header row's top; lanes follow it. */
  y: number;
  headerHeight: number;
  txnLanes: LaneRow[];
  deviceLanes: LaneRow[];
  /** A TLS run's CPU lanes and its sequential ghost lane, last. */
  tlsLanes: LaneRow[];
  /** The hot-lock lane (model.hotLock), when the run has one. */
  lockLanes: LaneRow[];
  devices: DeviceNames;
  /** Bottom edge of the block's last lane. */
  bottom: number;
}

export interface TimelineLayout {
  runs: RunBlock[];
  /** Every lane, top to bottom. */
  lanes: LaneRow[];
  height: number;
  laneHeight: number;
}

export interface LaneLayoutOptions {
  laneHeight?: number;
  headerHeight?: number;
  /** Between a run's transaction lanes and its device lanes. */
  groupGap?: number;
  /** Between two runs. */
  runGap?: number;
  /**
   * Terminals that share one transaction lane (compare of runs with more lanes than
   * pixels): their rows have the same place, so their segments are drawn in one lane.
   */
  txnPerLane?: number;
}

export interface LayoutRun {
  key: string;
  title: string;
  model: Pick<TimelineModel, 'txnLanes' | 'deviceLanes' | 'tls' | 'hotLock'>;
}

export const LANE_HEIGHT = 24;
export const HEADER_HEIGHT = 30;

export function txnLaneLabel(lane: TimelineModel['txnLanes'][number]): string {
  return lane.terminal === null ? `T-slot ${lane.index + 1}` : `Terminal ${lane.terminal + 1}`;
}

/** The label of a lane that terminal `i` shares with the others of its group of `per`. */
export function sharedLaneLabel(i: number, per: number, count: number): string {
  const first = i - (i % per);
  const last = Math.min(count, first + per);
  return last - first === 1 ? `Terminal ${first + 1}` : `Terminals ${first + 1}–${last}`;
}

/** The hot-lock lane's label: the item, as the lock table names pages (the file is -1). */
export function hotLockLabel(item: number): string {
  return item < 0 ? 'Hot lock: file' : `Hot lock: p${item}`;
}

export function layoutLanes(
  runs: readonly LayoutRun[],
  options: LaneLayoutOptions = {},
): TimelineLayout {
  const laneHeight = options.laneHeight ?? LANE_HEIGHT;
  const headerHeight = options.headerHeight ?? HEADER_HEIGHT;
  const groupGap = options.groupGap ?? 6;
  const runGap = options.runGap ?? 14;
  const blocks: RunBlock[] = [];
  const all: LaneRow[] = [];
  let y = 0;
  runs.forEach((run, runIndex) => {
    if (runIndex > 0) y += runGap;
    const top = y;
    y += headerHeight;
    const row = (kind: LaneKind, index: number, label: string, advance = true): LaneRow => {
      const lane = {
        key: `${run.key}/${kind}/${index}`,
        runIndex,
        kind,
        index,
        label,
        y,
        height: laneHeight,
      };
      if (advance) y += laneHeight;
      all.push(lane);
      return lane;
    };
    const tls = run.model.tls ?? null;
    const tlsLanes = tls === null ? [] : tlsLaneLabels(tls.cpus).map((l, i) => row('tls', i, l));
    const per = Math.max(1, Math.floor(options.txnPerLane ?? 1));
    const count = run.model.txnLanes.length;
    const txnLanes =
      tls !== null
        ? []
        : run.model.txnLanes.map((lane, i) =>
            per === 1
              ? row('txn', i, txnLaneLabel(lane))
              : row(
                  'txn',
                  i,
                  sharedLaneLabel(i, per, count),
                  i % per === per - 1 || i === count - 1,
                ),
          );
    const hotLock = run.model.hotLock ?? null;
    const lockLanes =
      hotLock === null || tls !== null ? [] : [row('lock', 0, hotLockLabel(hotLock.item))];
    if (txnLanes.length > 0 && run.model.deviceLanes.length > 0) y += groupGap;
    const devices = deviceNames(run.model.deviceLanes);
    const shown = shownDeviceLanes(run.model.deviceLanes);
    const deviceLanes = shown.map(({ index, hiddenAfter }) => {
      const label = devices.lanes[index]!;
      return row('device', index, hiddenAfter > 0 ? `${label} +${hiddenAfter} idle` : label);
    });
    blocks.push({
      runIndex,
      key: run.key,
      title: run.title,
      y: top,
      headerHeight,
      txnLanes,
      deviceLanes,
      tlsLanes,
      lockLanes,
      devices,
      bottom: y,
    });
  });
  return { runs: blocks, lanes: all, height: y, laneHeight };
}

/**
 * The device lanes worth a row: a unit that never served anything is left out when its
 * device has a busier unit (64 idle CPU lanes would push the log off screen). The last
 * shown unit of such a device counts the idle ones it stands for.
 */
export function shownDeviceLanes(
  lanes: readonly Pick<DeviceLane, 'device' | 'segments'>[],
): { index: number; hiddenAfter: number }[] {
  const busy = new Set<string>();
  for (const lane of lanes) if (lane.segments.length > 0) busy.add(lane.device);
  const shown: { index: number; hiddenAfter: number }[] = [];
  const lastShown = new Map<string, { index: number; hiddenAfter: number }>();
  lanes.forEach((lane, index) => {
    const idle = lane.segments.length === 0;
    const mine = lastShown.get(lane.device);
    if (idle && (busy.has(lane.device) || mine !== undefined)) {
      if (mine !== undefined) mine.hiddenAfter++;
      return;
    }
    const entry = { index, hiddenAfter: 0 };
    shown.push(entry);
    lastShown.set(lane.device, entry);
  });
  return shown;
}

/** The lane under a y coordinate, or null over a header, a gap or outside. */
export function laneAtY(layout: TimelineLayout, y: number): LaneRow | null {
  const lanes = layout.lanes;
  let lo = 0;
  let hi = lanes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lanes[mid]!.y + lanes[mid]!.height <= y) lo = mid + 1;
    else hi = mid;
  }
  const lane = lanes[lo];
  return lane !== undefined && y >= lane.y ? lane : null;
}

/** The vertical centre of a run's transaction lane, or null when there is no such lane. */
export function txnLaneCenter(
  layout: TimelineLayout,
  runIndex: number,
  lane: number,
): number | null {
  const row = layout.runs[runIndex]?.txnLanes[lane];
  return row === undefined ? null : row.y + row.height / 2;
}
