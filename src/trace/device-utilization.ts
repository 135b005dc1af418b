/**
 * Device utilization and queue length, the device part of the run statistics: for every
 * device `run.start` names, the units busy and the requests queued, integrated over time
 * from the warm-up to the end, and the services completed after the warm-up. The caller
 * (stats.ts) feeds it the device events; it leaves out who the requests belong to.
 */
import type { DiskArrivals } from './disk-arrivals.ts';
import type { DeviceStats } from './stats-types.ts';
import type { DeviceInfo, DeviceKind, RunStartEvent } from './trace-event.ts';

/** A device's counts (a class, not a literal: see kernel/young-allocation.ts). */
export class DeviceAccumulator {
  /** The device's kind (`info.kind`, one load nearer). */
  readonly kind: DeviceKind;
  busy = 0;
  queued = 0;
  busyArea = 0;
  queueArea = 0;
  completions = 0;

  constructor(
    readonly info: DeviceInfo,
    /**
     * For a disk, its requests' arrivals by transaction (disk-latency.ts), else null: kept
     * on the device's record so one lookup per device event serves utilization and latency.
     */
    readonly diskArrivals: DiskArrivals | null,
    public lastUs: number,
  ) {
    this.kind = info.kind;
  }
}

export class DeviceUtilization {
  private readonly devices = new Map<string, DeviceAccumulator>();
  /** The device of the last device event (the next is often on the same one). */
  private last: DeviceAccumulator | null = null;
  private warmupUs = 0;
  private endUs = Infinity;

  /** The devices of the run, idle at `run.start`; `diskArrivals` gives each disk its arrivals. */
  start(e: RunStartEvent, diskArrivals: (id: string) => DiskArrivals | null = () => null): void {
    this.warmupUs = e.warmupUs;
    this.endUs = e.endUs;
    for (const info of e.devices) {
      this.devices.set(info.id, new DeviceAccumulator(info, diskArrivals(info.id), e.t));
    }
  }

  /** The device `id`, its areas integrated up to `t` (the caller then changes its counts). */
  at(id: string, t: number): DeviceAccumulator {
    let dev = this.last;
    if (dev === null || dev.info.id !== id) {
      dev = this.devices.get(id) ?? null;
      if (dev === null) throw new Error(`trace names unknown device ${id}`);
      this.last = dev;
    }
    const from = dev.lastUs > this.warmupUs ? dev.lastUs : this.warmupUs;
    const to = t < this.endUs ? t : this.endUs;
    if (to > from) {
      dev.busyArea += dev.busy * (to - from);
      dev.queueArea += dev.queued * (to - from);
    }
    dev.lastUs = t;
    return dev;
  }

  /** The device's info, or undefined when `run.start` did not name it. */
  info(id: string): DeviceInfo | undefined {
    return this.devices.get(id)?.info;
  }

  /** Every device's utilization, mean queue and completions over [warm-up, endUs). */
  result(endUs: number): DeviceStats[] {
    const measuredUs = Math.max(0, endUs - this.warmupUs);
    return [...this.devices.values()].map((dev) => {
      const from = Math.max(dev.lastUs, this.warmupUs);
      const tail = Math.max(0, endUs - from);
      const busyArea = dev.busyArea + dev.busy * tail;
      const queueArea = dev.queueArea + dev.queued * tail;
      return {
        id: dev.info.id,
        kind: dev.info.kind,
        units: dev.info.units,
        utilization: measuredUs === 0 ? 0 : busyArea / (measuredUs * dev.info.units),
        meanQueue: measuredUs === 0 ? 0 : queueArea / measuredUs,
        completions: dev.completions,
      };
    });
  }
}
