/**
 * Each device as the devices panel shows it: one box per unit (idle, or which transaction
 * it serves and what work), then its FIFO queue of transaction ids, cut to a few with a
 * count of the rest. Box colours follow the timeline's device lanes; the text in each box
 * says the same thing, so colour is never the only cue.
 */
import { DEVICE_WORK_COLORS } from '../theme/states.ts';
import type { DeviceKind, WorkKind } from '../../trace/trace-event.ts';
import type { DeviceState } from '../../trace/trace-state.ts';
import { capList } from './lock-table.ts';
import { deviceLabel, formatMs, txnLabel, workLabel } from './labels.ts';

export interface UnitBox {
  unit: number;
  busy: boolean;
  /** "T5" or "system"; "idle" when the unit is free. */
  title: string;
  /** The work ("read"), or null when idle. */
  work: string | null;
  /** Fill and text colours; null for an idle unit (drawn as an empty box). */
  fill: string | null;
  ink: string | null;
  /** Full sentence for the tooltip and screen readers. */
  description: string;
}

export interface DeviceRowView {
  id: string;
  label: string;
  kind: DeviceKind;
  /** Some unit is serving. */
  busy: boolean;
  /** "1 of 2 busy · 3 queued". */
  summary: string;
  boxes: UnitBox[];
  moreUnits: number;
  /** Waiting transactions, head of the queue first. */
  queue: string[];
  moreQueued: number;
  queueLength: number;
}

/** Text colours readable on each work colour (WCAG contrast ≥ 4.5 at 14 px). */
const WORK_INK: Readonly<Record<WorkKind, string>> = {
  cpu: '#ffffff',
  read: '#1b1300',
  write: '#ffffff',
  'log-flush': '#ffffff',
  'lock-cpu': '#1f0614',
};

export interface DevicesViewOptions {
  /** The playhead, to say how long a unit has been busy. */
  timeUs?: number;
  maxUnits?: number;
  maxQueue?: number;
}

export function deviceRowView(
  device: DeviceState,
  options: DevicesViewOptions = {},
): DeviceRowView {
  const label = deviceLabel(device.id, device.kind);
  const byUnit = new Map(device.inService.map((s) => [s.unit, s]));
  const units = capList(
    Array.from({ length: device.units }, (_, unit) => unit),
    options.maxUnits ?? 8,
  );
  const boxes = units.shown.map((unit): UnitBox => {
    const service = byUnit.get(unit);
    if (service === undefined) {
      return {
        unit,
        busy: false,
        title: 'idle',
        work: null,
        fill: null,
        ink: null,
        description: `${label} unit ${unit + 1}: idle`,
      };
    }
    const since =
      options.timeUs === undefined ? '' : ` for ${formatMs(options.timeUs - service.sinceUs)}`;
    return {
      unit,
      busy: true,
      title: txnLabel(service.txn),
      work: workLabel(service.work),
      fill: DEVICE_WORK_COLORS[service.work],
      ink: WORK_INK[service.work],
      description: `${label} unit ${unit + 1}: ${workLabel(service.work)} for ${txnLabel(service.txn)}${since}`,
    };
  });
  const queue = capList(device.queue, options.maxQueue ?? 10);
  return {
    id: device.id,
    label,
    kind: device.kind,
    busy: device.busyUnits > 0,
    summary: `${device.busyUnits} of ${device.units} busy · ${device.queueLength} queued`,
    boxes,
    moreUnits: units.more,
    queue: queue.shown.map((q) => txnLabel(q.txn)),
    moreQueued: queue.more,
    queueLength: device.queueLength,
  };
}

export function devicesView(
  devices: readonly DeviceState[],
  options: DevicesViewOptions = {},
): DeviceRowView[] {
  return devices.map((d) => deviceRowView(d, options));
}
