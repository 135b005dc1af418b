/**
 * The folds of the techniques that sit on top of the baseline model, fed every event by
 * the run's statistics. Each attaches only when its technique is on in the run: the
 * speculation breakdown when `run.start` has a `tls` section, caches, write buffers and
 * time per tier when it names a tier device, and the two-stage measures at the run's first
 * `txn.stage` event (nothing before one concerns them). Two measures every run reports
 * stay attached always: lock wait blamed on disk I/O (the result row's
 * `lockWaitFromIoPct`) and disk latency (`meanIoLatencyMs`, `ioCount`). Commit
 * processing (flush waits) stays in the core statistics, whose commit distributions need
 * it. This module only attaches, routes events and gathers results: it is the trace
 * layer's registry of technique stats folds, each of which lives in its technique's folder.
 * The I/O blame fold takes the device events, page accesses, lock grants and page
 * evictions through its own typed calls (no switch on the kind, no search for a `txn`).
 */
import { StorageFold, type StorageStats } from '../techniques/storage/stats.ts';
import { TlsFold, type TlsStats } from '../techniques/tls/stats.ts';
import {
  TwoStageFold,
  withoutTwoStage,
  type TwoStageStats,
} from '../techniques/two-stage/stats.ts';
import type { ActivityFold } from './activity.ts';
import type { DeviceAccumulator } from './device-utilization.ts';
import type { DiskArrivals } from './disk-arrivals.ts';
import { DiskLatencyFold } from './disk-latency.ts';
import { IoBlameFold } from './io-blame.ts';
import type { DeviceKind, TraceEvent } from './trace-event.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

export interface TechniqueStats {
  /** Lock wait whose wait-chain root was doing disk I/O, % of all lock wait (io-blame.ts). */
  lockWaitFromIoPct: number;
  /** Lock wait whose direct blocker was doing disk I/O, % of all lock wait (io-blame.ts). */
  lockWaitFromHolderIoPct: number;
  /** Disk latency and two-stage execution measures (`techniques/two-stage/stats.ts`). */
  twoStage: TwoStageStats;
  /** Speculation breakdown (`techniques/tls/stats.ts`); null when the run has no TLS. */
  tls?: TlsStats | null;
  /** Caches, write buffers and time per tier; absent without storage tiers. */
  storage?: StorageStats;
}

/** Device kinds that only storage tiers have: a run with one of them gets storage stats. */
const TIER_KINDS: ReadonlySet<DeviceKind> = new Set(['controller', 'ssd', 'nvem']);

export class TechniqueFolds {
  private readonly ioBlame: IoBlameFold;
  private readonly disk = new DiskLatencyFold();
  private warmupUs = 0;
  private twoStage: TwoStageFold | null = null;
  private tls: TlsFold | null = null;
  private storage: StorageFold | null = null;
  /** Whether any of the technique folds above is attached (most runs: none). */
  private extras = false;

  /** `activity`: the run's activity fold, which the caller feeds each event after this. */
  constructor(activity: ActivityFold | null = null) {
    this.ioBlame = new IoBlameFold(activity);
  }

  /** Which technique folds this run attached, for tests and diagnostics. */
  get attached(): { twoStage: boolean; tls: boolean; storage: boolean } {
    return {
      twoStage: this.twoStage !== null,
      tls: this.tls !== null,
      storage: this.storage !== null,
    };
  }

  accept(e: TraceEvent): void {
    this.ioBlame.accept(e);
    switch (e.kind) {
      case 'run.start':
        this.disk.accept(e);
        this.warmupUs = e.warmupUs;
        if (e.tls !== undefined) this.tls = new TlsFold();
        if (e.devices.some((d) => TIER_KINDS.has(d.kind))) {
          const tiers = e.devices.filter((d) => d.kind !== 'cpu').map((d) => d.id);
          this.storage = new StorageFold(e.warmupUs, e.endUs, tiers);
        }
        this.extras = this.tls !== null || this.storage !== null;
        break;
      case 'txn.stage':
        this.twoStage ??= new TwoStageFold(this.warmupUs);
        this.extras = true;
        break;
      case 'queue.enter':
      case 'queue.leave':
      case 'service.start':
      case 'service.end':
        // Disk latency needs only the device events (and run.start).
        this.disk.accept(e);
        this.storage?.accept(e);
        break;
      case 'cache.access':
      case 'write-buffer':
      case 'log.flush.start':
      case 'log.flush.end':
        this.storage?.accept(e);
        break;
      default:
        break;
    }
    this.twoStage?.accept(e);
    this.tls?.accept(e);
  }

  /** The disk's arrivals for disk latency (null: not a disk), kept on the device's record. */
  diskArrivals(device: string): DiskArrivals | null {
    return this.disk.arrivalsOf(device);
  }

  /**
   * The device events through typed calls, with the device's record (its kind and, for a
   * disk, its arrivals): what `accept` does with each, without its switch or a second
   * lookup of the device (disk latency looks only at disks).
   */
  queueEnter(e: Of<'queue.enter'>, dev: DeviceAccumulator): void {
    this.ioBlame.deviceEvent(e);
    const arrivals = dev.diskArrivals;
    if (arrivals !== null) this.disk.queueEnter(arrivals, e.txn, e.t);
    if (this.extras) this.deviceEvent(e);
  }

  queueLeave(e: Of<'queue.leave'>, dev: DeviceAccumulator): void {
    this.ioBlame.deviceEvent(e);
    const arrivals = dev.diskArrivals;
    if (arrivals !== null) this.disk.queueLeave(arrivals, e.txn);
    if (this.extras) this.deviceEvent(e);
  }

  serviceStart(e: Of<'service.start'>, dev: DeviceAccumulator): void {
    this.ioBlame.deviceEvent(e);
    const arrivals = dev.diskArrivals;
    if (arrivals !== null) this.disk.serviceStart(arrivals, e.txn, e.t, e.fromQueue);
    if (this.extras) this.deviceEvent(e);
  }

  serviceEnd(e: Of<'service.end'>, dev: DeviceAccumulator): void {
    this.ioBlame.deviceEvent(e);
    const arrivals = dev.diskArrivals;
    if (arrivals !== null) this.disk.serviceEnd(arrivals, e.txn, e.t);
    if (this.extras) this.deviceEvent(e);
  }

  pageAccess(e: Of<'page.access'>): void {
    this.ioBlame.pageAccess(e);
    if (this.extras) this.otherEvent(e);
  }

  /** Lock and buffer events through typed calls: what `accept` does with them (no storage part). */
  lockGrant(e: Of<'lock.grant'>): void {
    this.ioBlame.lockGrant(e);
    if (this.extras) this.otherEvent(e);
  }

  lockWait(e: Of<'lock.wait'>): void {
    this.ioBlame.accept(e);
    if (this.extras) this.otherEvent(e);
  }

  pageEvict(e: Of<'page.evict'>): void {
    this.ioBlame.pageEvict(e);
    if (this.extras) this.otherEvent(e);
  }

  private otherEvent(
    e: Of<'lock.grant'> | Of<'lock.wait'> | Of<'page.evict'> | Of<'page.access'>,
  ): void {
    this.twoStage?.accept(e);
    this.tls?.accept(e);
  }

  /** The technique folds' part of a device event, for those attached. */
  private deviceEvent(
    e: Of<'queue.enter'> | Of<'queue.leave'> | Of<'service.start'> | Of<'service.end'>,
  ): void {
    this.storage?.accept(e);
    this.twoStage?.accept(e);
    this.tls?.accept(e);
  }

  result(endUs: number): TechniqueStats {
    return {
      lockWaitFromIoPct: this.ioBlame.lockWaitFromIoPct,
      lockWaitFromHolderIoPct: this.ioBlame.lockWaitFromHolderIoPct,
      twoStage: this.twoStage?.result(this.disk) ?? withoutTwoStage(this.disk),
      tls: this.tls?.result() ?? null,
      ...(this.storage === null ? {} : { storage: this.storage.result(endUs) }),
    };
  }
}
