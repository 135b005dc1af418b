/**
 * Which devices the devices panel draws as rows. A handful of devices (a CPU, a few disks,
 * the log) are all shown, in order. A long list (a scenario with 1,024 disks) collapses:
 * the busy devices (serving or queueing) are shown, capped, and the idle ones become one
 * line ("1,020 disks idle") that expands into a capped list the reader can lengthen. Row
 * views are built only for the rows drawn, so a tick of the playhead costs the busy
 * devices, not the whole list. What it leaves out: scrolling virtualization (the cap and
 * "show more" keep the list short instead).
 */
import type { DeviceState } from '../../trace/trace-state.ts';
import { deviceRowView, type DeviceRowView, type DevicesViewOptions } from './devices-view.ts';

/** Up to this many devices, every one is a row and nothing collapses. */
export const COLLAPSE_FROM = 13;
/** At most this many busy devices are drawn; the rest are counted. */
export const MAX_BUSY_ROWS = 24;
/** How many idle devices an expansion (and each "show more") adds. */
export const IDLE_PAGE = 48;

export interface DeviceListView {
  /** The rows to draw: every device, or (collapsed) the busy ones. */
  rows: DeviceRowView[];
  /** Idle rows drawn under the idle line when it is open (collapsed lists only). */
  idleRows: DeviceRowView[];
  /** Busy devices not drawn. */
  moreBusy: number;
  /** Whether the list is long enough to collapse its idle devices. */
  collapsed: boolean;
  /** Idle devices in all (collapsed lists only). */
  idleCount: number;
  /** "1,020 disks idle", or "" when none is idle. */
  idleSummary: string;
  /** Idle devices drawn and those still hidden. */
  idleShown: number;
  idleHidden: number;
}

export interface DeviceListOptions extends DevicesViewOptions {
  /** How many idle devices to draw (0: the idle line is closed). */
  idleLimit?: number;
}

const PLURAL: Readonly<Record<string, [string, string]>> = {
  cpu: ['CPU', 'CPUs'],
  disk: ['disk', 'disks'],
  log: ['log', 'logs'],
  server: ['data server', 'data servers'],
};

const count = new Intl.NumberFormat('en-US');

/** "1,020 disks and 1 log idle": idle devices counted by kind, in order of first appearance. */
export function idleSummary(idle: readonly DeviceState[]): string {
  if (idle.length === 0) return '';
  const byKind = new Map<string, number>();
  for (const d of idle) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1);
  const parts = [...byKind].map(([kind, n]) => {
    const [one, many] = PLURAL[kind] ?? [kind, kind];
    return `${count.format(n)} ${n === 1 ? one : many}`;
  });
  const joined =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${joined} idle`;
}

function isBusy(d: DeviceState): boolean {
  return d.busyUnits > 0 || d.queueLength > 0;
}

export function deviceListView(
  devices: readonly DeviceState[],
  options: DeviceListOptions = {},
): DeviceListView {
  if (devices.length < COLLAPSE_FROM) {
    return {
      rows: devices.map((d) => deviceRowView(d, options)),
      idleRows: [],
      moreBusy: 0,
      collapsed: false,
      idleCount: 0,
      idleSummary: '',
      idleShown: 0,
      idleHidden: 0,
    };
  }
  const busy: DeviceState[] = [];
  const idle: DeviceState[] = [];
  for (const d of devices) (isBusy(d) ? busy : idle).push(d);
  const shownBusy = busy.slice(0, MAX_BUSY_ROWS);
  const idleShown = Math.min(idle.length, Math.max(0, Math.floor(options.idleLimit ?? 0)));
  return {
    rows: shownBusy.map((d) => deviceRowView(d, options)),
    idleRows: idle.slice(0, idleShown).map((d) => deviceRowView(d, options)),
    moreBusy: busy.length - shownBusy.length,
    collapsed: true,
    idleCount: idle.length,
    idleSummary: idleSummary(idle),
    idleShown,
    idleHidden: idle.length - idleShown,
  };
}
