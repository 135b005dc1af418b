/**
 * The activities of CPU work, shared: a CPU activity names only the device, the unit and
 * the work, so one frozen object per combination serves every transaction instead of two
 * new objects per service (an activity is never changed once made, and the activity fold
 * compares activities only to see whether a transaction's changed). Disk and other device
 * activities name a page, so they stay one per service.
 */
import type { WorkKind } from '../trace-event.ts';
import type { Activity } from './activity-types.ts';

/** A CPU device's shared activities: its queue, and its service by unit and work kind. */
interface CpuActivities {
  queue: Activity;
  service: (Activity | undefined)[];
}

const WORK_KINDS = 5;

function workIndex(work: WorkKind): number {
  switch (work) {
    case 'cpu':
      return 0;
    case 'read':
      return 1;
    case 'write':
      return 2;
    case 'log-flush':
      return 3;
    case 'lock-cpu':
      return 4;
  }
}

export class CpuActivityCache {
  private readonly byDevice = new Map<string, CpuActivities>();
  /** The device asked last (a run usually has one CPU device). */
  private lastDevice = '';
  private last: CpuActivities | null = null;

  /** Queued for the CPU device. */
  queue(device: string): Activity {
    return this.of(device).queue;
  }

  /** In service on a unit of the CPU device, doing `work`. */
  service(device: string, unit: number, work: WorkKind): Activity {
    const service = this.of(device).service;
    const i = unit * WORK_KINDS + workIndex(work);
    let a = service[i];
    if (a === undefined) {
      a = Object.freeze({ state: 'cpu', detail: Object.freeze({ device, unit, work }) });
      service[i] = a;
    }
    return a;
  }

  private of(device: string): CpuActivities {
    if (device === this.lastDevice && this.last !== null) return this.last;
    let c = this.byDevice.get(device);
    if (c === undefined) {
      const detail = Object.freeze({ device });
      c = { queue: Object.freeze({ state: 'cpu-queue' as const, detail }), service: [] };
      this.byDevice.set(device, c);
    }
    this.lastDevice = device;
    this.last = c;
    return c;
  }
}
