/**
 * The disk and two-stage measures of a run, as a fold over trace events (after the
 * warm-up): each disk access's latency (queue plus service), how many there are, which
 * share of the attempts that had a fetch stage still read from disk in their operate stage
 * (mis-prefetch: the data changed, or an unpinned page was evicted), OTSTE conversions and
 * the most frames pinned at once.
 */
import type { TraceEvent } from './trace-event.ts';

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

export class TwoStageFold {
  private warmupUs = 0;
  /** Per disk: transaction -> when its current request arrived. */
  private readonly since = new Map<string, Map<number, number>>();
  private accesses = 0;
  private latencySumUs = 0;
  private readonly attempts = new Map<number, AttemptState>();
  private twoStage = 0;
  private misprefetched = 0;
  private conversions = 0;
  private peakPinned = 0;

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.warmupUs = e.warmupUs;
        for (const d of e.devices) {
          if (d.kind !== 'disk') continue;
          this.since.set(d.id, new Map());
        }
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
        this.accesses++;
        this.latencySumUs += e.t - from;
        return;
      }
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

  result(): TwoStageStats {
    return {
      diskAccesses: this.accesses,
      meanIoLatencyMs: this.accesses === 0 ? 0 : this.latencySumUs / this.accesses / 1000,
      twoStageAttempts: this.twoStage,
      misprefetchPct: this.twoStage === 0 ? 0 : (100 * this.misprefetched) / this.twoStage,
      conversions: this.conversions,
      peakPinnedFrames: this.peakPinned,
    };
  }
}
