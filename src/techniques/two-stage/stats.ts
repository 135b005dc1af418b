/**
 * The two-stage measures of a run, as a fold over trace events (after the warm-up): which
 * share of the attempts that had a fetch stage still read from disk in their operate stage
 * (mis-prefetch: the data changed, or an unpinned page was evicted), OTSTE conversions and
 * the most frames pinned at once. The disk latency the result carries comes from
 * `DiskLatencyFold` (every run has it); this fold only sees the two-stage events, so it
 * can be attached at a run's first `txn.stage`.
 */
import type { DiskLatencyFold } from '../../trace/disk-latency.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';

interface AttemptState {
  operating: boolean;
  hadFetch: boolean;
  missed: boolean;
}

export interface TwoStageStats {
  /** Disk accesses (reads and write-backs) ended after the warm-up. */
  diskAccesses: number;
  /** Mean queue + service time of those accesses, in ms. */
  meanIoLatencyMs: number;
  /** Attempts with a fetch stage that ended after the warm-up. */
  twoStageAttempts: number;
  /** Those of them whose operate stage read from disk, %. */
  misprefetchPct: number;
  /** OTSTE conversions after the warm-up. */
  conversions: number;
  peakPinnedFrames: number;
}

/** The measures of a run without two-stage execution: its disk latency, nothing else. */
export function withoutTwoStage(disk: DiskLatencyFold): TwoStageStats {
  return {
    diskAccesses: disk.accesses,
    meanIoLatencyMs: disk.meanLatencyMs,
    twoStageAttempts: 0,
    misprefetchPct: 0,
    conversions: 0,
    peakPinnedFrames: 0,
  };
}

export class TwoStageFold {
  constructor(private readonly warmupUs: number) {}

  private readonly attempts = new Map<number, AttemptState>();
  private twoStage = 0;
  private misprefetched = 0;
  private conversions = 0;
  private peakPinned = 0;

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'txn.stage':
        this.stage(e);
        return;
      case 'page.access':
      case 'buffer.wait': {
        if (e.kind === 'page.access' && e.hit) return;
        const a = this.attempts.get(e.txn);
        if (a !== undefined && a.operating && a.hadFetch) a.missed = true;
        return;
      }
      default:
        return;
    }
  }

  private stage(e: Extract<TraceEvent, { kind: 'txn.stage' }>): void {
    this.peakPinned = Math.max(this.peakPinned, e.pinnedFrames);
    let a = this.attempts.get(e.txn);
    if (a === undefined) {
      a = { operating: false, hadFetch: false, missed: false };
      this.attempts.set(e.txn, a);
    }
    switch (e.stage) {
      case 'fetch':
        a.hadFetch = true;
        a.operating = false;
        return;
      case 'operate':
        a.operating = true;
        return;
      case 'rollback':
        a.operating = false;
        if (e.t >= this.warmupUs) this.conversions++;
        return;
      case 'done':
        this.attempts.delete(e.txn);
        if (!a.hadFetch || e.t < this.warmupUs) return;
        this.twoStage++;
        if (a.missed) this.misprefetched++;
        return;
    }
  }

  /** The measures, with the run's disk latency (`DiskLatencyFold`). */
  result(disk: DiskLatencyFold): TwoStageStats {
    return {
      ...withoutTwoStage(disk),
      twoStageAttempts: this.twoStage,
      misprefetchPct: this.twoStage === 0 ? 0 : (100 * this.misprefetched) / this.twoStage,
      conversions: this.conversions,
      peakPinnedFrames: this.peakPinned,
    };
  }
}
