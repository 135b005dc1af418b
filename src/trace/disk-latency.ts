/**
 * Disk latency, a fold over trace events for every run (the result row's `meanIoLatencyMs`
 * and `ioCount`): each access to a device of kind 'disk' from its arrival (queue entry, or
 * service start when it did not queue) to its service end, counted when it ends after the
 * warm-up. Other storage devices and the data server are left out.
 */
import { usToMs } from '../base/time.ts';
import type { TraceEvent } from './trace-event.ts';

export class DiskLatencyFold {
  private warmupUs = 0;
  /** Per disk: transaction -> when its current request arrived. */
  private readonly since = new Map<string, Map<number, number>>();
  private count = 0;
  private latencySumUs = 0;

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.warmupUs = e.warmupUs;
        for (const d of e.devices) if (d.kind === 'disk') this.since.set(d.id, new Map());
        return;
      case 'queue.enter':
        this.since.get(e.device)?.set(e.txn, e.t);
        return;
      case 'queue.leave':
        this.since.get(e.device)?.delete(e.txn);
        return;
      case 'service.start':
        if (!e.fromQueue) this.since.get(e.device)?.set(e.txn, e.t);
        return;
      case 'service.end': {
        const waiting = this.since.get(e.device);
        const from = waiting?.get(e.txn);
        if (from === undefined) return;
        waiting!.delete(e.txn);
        if (e.t < this.warmupUs) return;
        this.count++;
        this.latencySumUs += e.t - from;
        return;
      }
      default:
        return;
    }
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
