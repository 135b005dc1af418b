/**
 * Storage-tier statistics as a fold over trace events (part of StatsFold): per cache
 * device, reads that reached it and its hits; per write buffer, absorbed writes, writes
 * that found it full, the time-averaged number of pages waiting for destage and the share
 * of time it was full; per storage device, the time transactions spent there (queue and
 * service) per committed transaction: the response-time breakdown by tier (work done for
 * the system, such as destages, is not a transaction's); and the time the log's writes took,
 * from a flush's start to its record resting on a non-volatile medium (a log write is
 * traced as the system's work at the devices, but its commit waits for it, so the row adds
 * it to the log device's time). Only what happens after the warm-up counts. Runs without
 * storage tiers get null.
 */
import { usToMs } from '../../base/time.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';

export interface CacheStats {
  device: string;
  reads: number;
  hits: number;
}

export interface WriteBufferStats {
  device: string;
  capacity: number;
  absorbed: number;
  full: number;
  /** Time-averaged pages waiting for destage. */
  meanPending: number;
  /** Share of the measured time during which the buffer was full. */
  fullTimeShare: number;
}

export interface DeviceTimeStats {
  device: string;
  /** Queue and service time of transactions at this device, in ms (divide by commits). */
  totalMs: number;
}

export interface StorageStats {
  caches: CacheStats[];
  writeBuffers: WriteBufferStats[];
  deviceTimes: DeviceTimeStats[];
  /** Log writes (flush start to end), in ms in all (divide by commits). */
  logWriteMs: number;
}

interface BufferAccumulator {
  capacity: number;
  absorbed: number;
  full: number;
  pending: number;
  lastUs: number;
  pendingArea: number;
  fullTime: number;
}

type StorageEvent = Extract<
  TraceEvent,
  {
    kind:
      | 'cache.access'
      | 'write-buffer'
      | 'queue.enter'
      | 'queue.leave'
      | 'service.start'
      | 'service.end'
      | 'log.flush.start'
      | 'log.flush.end';
  }
>;

export class StorageFold {
  private readonly caches = new Map<string, CacheStats>();
  private readonly buffers = new Map<string, BufferAccumulator>();
  private readonly since = new Map<string, number>();
  private readonly deviceUs = new Map<string, number>();
  private readonly flushSince = new Map<number, number>();
  private logWriteUs = 0;

  constructor(
    private readonly warmupUs: number,
    private readonly endUs: number,
    /** The storage devices whose time is broken down (not the CPU). */
    tierDevices: readonly string[],
  ) {
    for (const d of tierDevices) this.deviceUs.set(d, 0);
  }

  accept(e: StorageEvent): void {
    const counting = e.t >= this.warmupUs;
    if (e.kind === 'log.flush.start') {
      this.flushSince.set(e.flush, e.t);
      return;
    }
    if (e.kind === 'log.flush.end') {
      const from = this.flushSince.get(e.flush);
      this.flushSince.delete(e.flush);
      if (from !== undefined) this.logWriteUs += this.measured(from, e.t);
      return;
    }
    if (e.kind !== 'cache.access' && e.kind !== 'write-buffer') {
      if (e.txn < 0 || !this.deviceUs.has(e.device)) return;
      const key = `${e.device}|${e.txn}`;
      if (e.kind === 'queue.enter' || e.kind === 'service.start') {
        if (!this.since.has(key)) this.since.set(key, e.t);
        return;
      }
      const from = this.since.get(key);
      this.since.delete(key);
      if (from === undefined) return;
      this.deviceUs.set(e.device, this.deviceUs.get(e.device)! + this.measured(from, e.t));
      return;
    }
    if (e.kind === 'cache.access') {
      let c = this.caches.get(e.device);
      if (c === undefined) {
        c = { device: e.device, reads: 0, hits: 0 };
        this.caches.set(e.device, c);
      }
      if (counting) {
        c.reads++;
        if (e.hit) c.hits++;
      }
      return;
    }
    let b = this.buffers.get(e.device);
    if (b === undefined) {
      b = {
        capacity: e.capacity,
        absorbed: 0,
        full: 0,
        pending: 0,
        lastUs: 0,
        pendingArea: 0,
        fullTime: 0,
      };
      this.buffers.set(e.device, b);
    }
    this.advance(b, e.t);
    b.pending = e.pending;
    if (counting) {
      if (e.change === 'absorb') b.absorbed++;
      else if (e.change === 'full') b.full++;
    }
  }

  /** The part of [from, to] inside the measured window, in µs. */
  private measured(from: number, to: number): number {
    return Math.max(0, Math.min(to, this.endUs) - Math.max(from, this.warmupUs));
  }

  private advance(b: BufferAccumulator, t: number): void {
    const from = Math.max(b.lastUs, this.warmupUs);
    const to = Math.min(t, this.endUs);
    if (to > from) {
      b.pendingArea += b.pending * (to - from);
      if (b.pending >= b.capacity) b.fullTime += to - from;
    }
    b.lastUs = Math.max(b.lastUs, t);
  }

  /** The statistics up to `endUs`. */
  result(endUs: number): StorageStats {
    const measured = Math.max(0, endUs - this.warmupUs);
    const writeBuffers = [...this.buffers].map(([device, b]) => {
      const from = Math.max(b.lastUs, this.warmupUs);
      const tail = Math.max(0, endUs - from);
      const area = b.pendingArea + b.pending * tail;
      const fullTime = b.fullTime + (b.pending >= b.capacity ? tail : 0);
      return {
        device,
        capacity: b.capacity,
        absorbed: b.absorbed,
        full: b.full,
        meanPending: measured === 0 ? 0 : area / measured,
        fullTimeShare: measured === 0 ? 0 : fullTime / measured,
      };
    });
    return {
      caches: [...this.caches.values()].map((c) => ({ ...c })),
      writeBuffers,
      deviceTimes: [...this.deviceUs].map(([device, us]) => ({ device, totalMs: usToMs(us) })),
      logWriteMs: usToMs(this.logWriteUs),
    };
  }
}
