/**
 * Names of device units as people say them: "CPU 1", "disk 2", "log", "data server". Units
 * are numbered from 1 across all devices of a kind, in the order of the model's device
 * lanes, so two one-unit disks read "disk 1" and "disk 2"; a lone log or data server has no
 * number. Leaves out the devices' service models.
 */
import type { DeviceLane } from '../../trace/timeline-model.ts';

const KIND_NAMES: Record<DeviceLane['kind'], string> = {
  cpu: 'CPU',
  disk: 'disk',
  log: 'log',
  server: 'data server',
  controller: 'controller',
  ssd: 'SSD',
  nvem: 'NVEM',
};

/** Devices of the classic system (not storage tiers), named by kind. */
const CLASSIC_DEVICE = /^(cpu|disk\d+|log|server)$/;

/** Kinds a system has one of as a rule, named without a number when so. */
const UNNUMBERED_WHEN_ALONE: ReadonlySet<DeviceLane['kind']> = new Set(['log', 'server']);

export interface DeviceNames {
  /** The label of each device lane, by lane index. */
  lanes: readonly string[];
  /** The label of a device unit; with a null unit, the device as a whole. */
  of(device: string, unit: number | null): string;
}

export function deviceNames(deviceLanes: readonly DeviceLane[]): DeviceNames {
  const perKind = new Map<string, number>();
  for (const lane of deviceLanes) perKind.set(lane.kind, (perKind.get(lane.kind) ?? 0) + 1);
  const seen = new Map<string, number>();
  const byUnit = new Map<string, string>();
  const unitsOf = new Map<string, number>();
  const unitsPerDevice = new Map<string, number>();
  for (const lane of deviceLanes) {
    unitsPerDevice.set(lane.device, (unitsPerDevice.get(lane.device) ?? 0) + 1);
  }
  const lanes = deviceLanes.map((lane) => {
    if (!CLASSIC_DEVICE.test(lane.device)) {
      // A storage tier: named by its device id, units numbered within it.
      const many = (unitsPerDevice.get(lane.device) ?? 1) > 1;
      const label = many
        ? `${lane.device} ${lane.unit + 1}`
        : `${lane.device} (${KIND_NAMES[lane.kind]})`;
      byUnit.set(`${lane.device}/${lane.unit}`, label);
      unitsOf.set(lane.device, (unitsOf.get(lane.device) ?? 0) + 1);
      return label;
    }
    const n = (seen.get(lane.kind) ?? 0) + 1;
    seen.set(lane.kind, n);
    const name = KIND_NAMES[lane.kind];
    const alone = UNNUMBERED_WHEN_ALONE.has(lane.kind) && perKind.get(lane.kind) === 1;
    const label = alone ? name : `${name} ${n}`;
    byUnit.set(`${lane.device}/${lane.unit}`, label);
    unitsOf.set(lane.device, (unitsOf.get(lane.device) ?? 0) + 1);
    return label;
  });
  return {
    lanes,
    of(device, unit) {
      if (unit === null && unitsOf.get(device) === 1) unit = 0;
      if (unit === null) return device;
      return byUnit.get(`${device}/${unit}`) ?? `${device} unit ${unit + 1}`;
    },
  };
}
