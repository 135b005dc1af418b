/**
 * The folds of the techniques that sit on top of the baseline model, fed every event by
 * the run's statistics: lock wait blamed on disk I/O and the two-stage measures (two-stage
 * execution), the speculation breakdown (thread-level speculation) and caches, write
 * buffers and time per tier (storage tiers, only when the run has tier devices). Each
 * fold ignores what is not its own; this module only routes events and gathers results.
 */
import { IoBlameFold } from './io-blame.ts';
import { StorageFold, type StorageStats } from './storage-stats.ts';
import { TlsFold, type TlsStats } from './tls-stats.ts';
import type { DeviceKind, TraceEvent } from './trace-event.ts';
import { TwoStageFold, type TwoStageStats } from './two-stage-stats.ts';

export interface TechniqueStats {
  /** Lock wait whose wait-chain root was doing disk I/O, % of all lock wait (io-blame.ts). */
  lockWaitFromIoPct: number;
  /** Disk latency and two-stage execution measures (two-stage-stats.ts). */
  twoStage: TwoStageStats;
  /** Thread-level speculation breakdown (tls-stats.ts); null when the run has no TLS. */
  tls?: TlsStats | null;
  /** Caches, write buffers and time per tier; absent without storage tiers. */
  storage?: StorageStats;
}

/** Device kinds that only storage tiers have: a run with one of them gets storage stats. */
const TIER_KINDS: ReadonlySet<DeviceKind> = new Set(['controller', 'ssd', 'nvem']);

export class TechniqueFolds {
  private readonly ioBlame = new IoBlameFold();
  private readonly twoStage = new TwoStageFold();
  private readonly tls = new TlsFold();
  private storage: StorageFold | null = null;

  accept(e: TraceEvent): void {
    this.ioBlame.accept(e);
    this.twoStage.accept(e);
    this.tls.accept(e);
    switch (e.kind) {
      case 'run.start':
        if (e.devices.some((d) => TIER_KINDS.has(d.kind))) {
          const tiers = e.devices.filter((d) => d.kind !== 'cpu').map((d) => d.id);
          this.storage = new StorageFold(e.warmupUs, e.endUs, tiers);
        }
        break;
      case 'cache.access':
      case 'write-buffer':
      case 'queue.enter':
      case 'queue.leave':
      case 'service.start':
      case 'service.end':
        this.storage?.accept(e);
        break;
      default:
        break;
    }
  }

  result(endUs: number): TechniqueStats {
    return {
      lockWaitFromIoPct: this.ioBlame.lockWaitFromIoPct,
      twoStage: this.twoStage.result(),
      tls: this.tls.result(),
      ...(this.storage === null ? {} : { storage: this.storage.result(endUs) }),
    };
  }
}
