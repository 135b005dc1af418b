/**
 * The arms of a set of disks: where a page lives and which queue it waits in. The one
 * placement and queueing code that `system.disks` and a storage tier's disk unit share, so
 * the same choice gives the same disks however a scenario describes them. `'per-disk'`:
 * page p lives on disk p mod count, each disk with its own FIFO queue (devices named by
 * `armId`); `'pooled'`: one FIFO queue over all the arms (one device of `count` units named
 * `pooledId`), a file spread evenly, so an idle arm takes any page (exact for one arm,
 * slightly optimistic for many). How long one access takes is the caller's model (a
 * mechanical disk, a time distribution, a unit's exponential or constant disk time); seek
 * optimisation and channels are left out.
 */
import type { Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { DeviceInfo, WorkKind } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { Server } from './server.ts';

export type ArmQueueing = 'per-disk' | 'pooled';

export interface DiskArmsSpec {
  /** Disk arms (at least one). */
  count: number;
  queueing: ArmQueueing;
  /** The device id of the one pooled queue. */
  pooledId: string;
  /** The device id of disk k's own queue. */
  armId: (k: number) => string;
}

/** One disk of its own queue (a class, not a literal: see kernel/young-allocation.ts). */
class DiskArm implements DeviceInfo {
  // Assigned in the literal's order (id, kind, units), which a trace written out keeps.
  readonly id: string;
  readonly kind = 'disk';
  readonly units = 1;
  constructor(id: string) {
    this.id = id;
  }
}

export class DiskArms {
  /** One queue (pooled) or one per disk, in disk order. */
  readonly queues: readonly Server[];
  readonly devices: readonly DeviceInfo[];

  constructor(sim: Simulation, trace: TraceSink, spec: DiskArmsSpec) {
    const pooled = spec.queueing === 'pooled';
    const devices: DeviceInfo[] = pooled
      ? [{ id: spec.pooledId, kind: 'disk', units: spec.count }]
      : Array.from({ length: spec.count }, (_, k) => new DiskArm(spec.armId(k)));
    this.devices = devices;
    this.queues = devices.map((info) => new Server(sim, trace, info));
  }

  /** The index of the queue that serves `page`. */
  queueOf(page: number): number {
    return page % this.queues.length;
  }

  /** `yield arms.request(owner, page, us, work)`: one access of `us` at the page's arm. */
  request(owner: number, page: number, us: number, work: WorkKind): Wait {
    return this.queues[this.queueOf(page)]!.request(owner, us, work);
  }
}
