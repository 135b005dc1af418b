/**
 * Disk latency, a fold over trace events for every run (the result row's `meanIoLatencyMs`
 * and `ioCount`): each access to a device of kind 'disk' from its arrival (queue entry, or
 * service start when it did not queue) to its service end, counted when it ends after the
 * warm-up. Other storage devices and the data server are left out.
 */
import { usToMs } from '../base/time.ts';
import { DiskArrivals } from './disk-arrivals.ts';
import type { TraceEvent } from './trace-event.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

export class DiskLatencyFold {
  private warmupUs = 0;
  /** Per disk: transaction -> when its current request arrived. */
  private readonly since = new Map<string, DiskArrivals>();
  private count = 0;
  private lastDevice = '';
  private lastWaiting: DiskArrivals | undefined = undefined;
  private latencySumUs = 0;

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.warmupUs = e.warmupUs;
        for (const d of e.devices) if (d.kind === 'disk') this.since.set(d.id, new DiskArrivals());
        this.lastDevice = '';
        this.lastWaiting = undefined;
        return;
      case 'queue.enter':
      case 'queue.leave':
      case 'service.start':
      case 'service.end': {
        const arrivals = this.waiting(e.device);
        if (arrivals !== undefined) this.deviceEvent(arrivals, e);
        return;
      }
      default:
        return;
    }
  }

  /**
   * The disk's arrivals (disk-arrivals.ts) (null: not a disk), for a caller that keeps it on its own device
   * record and then reports the disk's events through the typed calls below.
   */
  arrivalsOf(device: string): DiskArrivals | null {
    return this.since.get(device) ?? null;
  }

  /** A device event of a disk whose arrivals are `arrivals`, by its kind. */
  private deviceEvent(
    arrivals: DiskArrivals,
    e: Of<'queue.enter'> | Of<'queue.leave'> | Of<'service.start'> | Of<'service.end'>,
  ): void {
    if (e.kind === 'queue.enter') this.queueEnter(arrivals, e.txn, e.t);
    else if (e.kind === 'queue.leave') this.queueLeave(arrivals, e.txn);
    else if (e.kind === 'service.start') this.serviceStart(arrivals, e.txn, e.t, e.fromQueue);
    else this.serviceEnd(arrivals, e.txn, e.t);
  }

  /** The typed calls for a disk's events, with its arrivals (`arrivalsOf`). */
  queueEnter(arrivals: DiskArrivals, txn: number, t: number): void {
    arrivals.set(txn, t);
  }

  queueLeave(arrivals: DiskArrivals, txn: number): void {
    arrivals.delete(txn);
  }

  serviceStart(arrivals: DiskArrivals, txn: number, t: number, fromQueue: boolean): void {
    if (!fromQueue) arrivals.set(txn, t);
  }

  /** The request ends its service: its latency counts when it ends after the warm-up. */
  serviceEnd(arrivals: DiskArrivals, txn: number, t: number): void {
    const from = arrivals.get(txn);
    if (from === undefined) return;
    arrivals.delete(txn);
    if (t < this.warmupUs) return;
    this.count++;
    this.latencySumUs += t - from;
  }

  /** The disk's arrivals by transaction (undefined: not a disk); the last one asked is kept. */
  private waiting(device: string): DiskArrivals | undefined {
    if (device !== this.lastDevice) {
      this.lastDevice = device;
      this.lastWaiting = this.since.get(device);
    }
    return this.lastWaiting;
  }

  /** Disk accesses that ended after the warm-up. */
  get accesses(): number {
    return this.count;
  }

  /** Their mean queue + service time, in ms (0 without any). */
  get meanLatencyMs(): number {
    return this.count === 0 ? 0 : usToMs(this.latencySumUs / this.count);
  }
}
