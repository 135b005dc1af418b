/**
 * Disk latency, a fold over trace events for every run (the result row's `meanIoLatencyMs`
 * and `ioCount`): each access to a device of kind 'disk' from its arrival (queue entry, or
 * service start when it did not queue) to its service end, counted when it ends after the
 * warm-up. Other storage devices and the data server are left out.
 */
import { usToMs } from '../base/time.ts';
import type { TraceEvent } from './trace-event.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

export class DiskLatencyFold {
  private warmupUs = 0;
  /** Per disk: transaction -> when its current request arrived. */
  private readonly since = new Map<string, Map<number, number>>();
  private count = 0;
  private lastDevice = '';
  private lastWaiting: Map<number, number> | undefined = undefined;
  private latencySumUs = 0;

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.warmupUs = e.warmupUs;
        for (const d of e.devices) if (d.kind === 'disk') this.since.set(d.id, new Map());
        this.lastDevice = '';
        this.lastWaiting = undefined;
        return;
      case 'queue.enter':
        this.queueEnter(e);
        return;
      case 'queue.leave':
        this.queueLeave(e);
        return;
      case 'service.start':
        this.serviceStart(e);
        return;
      case 'service.end':
        this.serviceEnd(e);
        return;
      default:
        return;
    }
  }

  /** The typed calls for the device events (what `accept` does with each). */
  queueEnter(e: Of<'queue.enter'>): void {
    this.waiting(e.device)?.set(e.txn, e.t);
  }

  queueLeave(e: Of<'queue.leave'>): void {
    this.waiting(e.device)?.delete(e.txn);
  }

  serviceStart(e: Of<'service.start'>): void {
    if (!e.fromQueue) this.waiting(e.device)?.set(e.txn, e.t);
  }

  serviceEnd(e: Of<'service.end'>): void {
    const waiting = this.waiting(e.device);
    if (waiting !== undefined) this.ended(waiting, e.txn, e.t);
  }

  /**
   * The disk's arrivals map (null: not a disk), for a caller that keeps it on its own device
   * record and then reports the disk's events through `arrived` and `ended`.
   */
  arrivalsOf(device: string): Map<number, number> | null {
    return this.since.get(device) ?? null;
  }

  /** A request of `txn` arrived at the disk at `t` (queued, or served at once). */
  arrived(arrivals: Map<number, number>, txn: number, t: number): void {
    arrivals.set(txn, t);
  }

  /** The request of `txn` ended its service at `t`: its latency counts after the warm-up. */
  ended(arrivals: Map<number, number>, txn: number, t: number): void {
    const from = arrivals.get(txn);
    if (from === undefined) return;
    arrivals.delete(txn);
    if (t < this.warmupUs) return;
    this.count++;
    this.latencySumUs += t - from;
  }

  /** The disk's arrivals by transaction (undefined: not a disk); the last one asked is kept. */
  private waiting(device: string): Map<number, number> | undefined {
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
