/**
 * Long device lists collapse: when more than a few devices are idle (no unit busy, nobody
 * queued) at the playhead, the panel lists the working ones and sums the idle ones in one
 * line ("254 disks idle"), which opens to the full list. mpl-thrashing's 256 disks made the
 * panel 20,864 px tall. Pure; leaves out how a device row is drawn.
 */
import type { DeviceKind } from '../../trace/trace-event.ts';

export interface CollapsibleDevice {
  kind: DeviceKind;
  busy: boolean;
  queueLength: number;
}

export interface CollapsedDevices<T> {
  /** Rows listed: every working device, and the idle ones when there are few. */
  shown: T[];
  /** Idle rows folded into the summary (empty when nothing is folded). */
  idle: T[];
  /** "254 disks idle", or null when nothing is folded. */
  summary: string | null;
}

const PLURAL: Readonly<Record<DeviceKind, [string, string]>> = {
  cpu: ['CPU', 'CPUs'],
  disk: ['disk', 'disks'],
  log: ['log', 'logs'],
  server: ['server', 'servers'],
  controller: ['controller', 'controllers'],
  ssd: ['SSD', 'SSDs'],
  nvem: ['extended memory', 'extended memories'],
};

/** Folds the idle devices when more than `keep` of them are idle. */
export function collapseIdleDevices<T extends CollapsibleDevice>(
  rows: readonly T[],
  keep = 3,
): CollapsedDevices<T> {
  const isIdle = (r: T): boolean => !r.busy && r.queueLength === 0;
  const idle = rows.filter(isIdle);
  if (idle.length <= keep) return { shown: [...rows], idle: [], summary: null };
  const kinds = new Set(idle.map((r) => r.kind));
  const [one, many] = kinds.size === 1 ? PLURAL[idle[0]!.kind] : ['device', 'devices'];
  return {
    shown: rows.filter((r) => !isIdle(r)),
    idle,
    summary: `${idle.length} ${idle.length === 1 ? one : many} idle`,
  };
}
