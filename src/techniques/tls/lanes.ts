/**
 * The CPU lanes of a TLS transaction, folded from `tls.phase`, `epoch.violate` and
 * `epoch.squash` events: what each CPU did from when to when, for which epoch, and which
 * of that work a later rewind threw away (`failed`). A rewind to a checkpoint taken at
 * time r marks the epoch's work on its CPU from r to now as failed. Idle time is not
 * stored: it is whatever no segment covers. Both the statistics and the timeline use it.
 */
import type { TlsPhase, TlsTraceEvent } from './events.ts';

export interface TlsSegment {
  cpu: number;
  txn: number;
  /** -1 for the transaction's serial work. */
  epoch: number;
  phase: TlsPhase;
  startUs: number;
  endUs: number;
  cacheMissShare: number;
  /** Undone by a later violation (squashed work). */
  failed: boolean;
}

/** Phases in which the CPU executes instructions (the rest are waits). */
export function isWorkPhase(phase: TlsPhase): boolean {
  return phase !== 'idle' && phase !== 'latch-wait' && phase !== 'wait-token';
}

export class TlsLaneBuilder {
  lanes: TlsSegment[][] = [];
  private open: (TlsSegment | null)[] = [];

  reset(cpus: number): void {
    this.lanes = Array.from({ length: cpus }, () => []);
    this.open = Array.from({ length: cpus }, () => null);
  }

  accept(e: TlsTraceEvent): void {
    switch (e.kind) {
      case 'tls.phase':
        this.close(e.cpu, e.t);
        if (e.phase !== 'idle') {
          this.open[e.cpu] = {
            cpu: e.cpu,
            txn: e.txn,
            epoch: e.epoch,
            phase: e.phase,
            startUs: e.t,
            endUs: e.t,
            cacheMissShare: e.cacheMissShare,
            failed: false,
          };
        }
        return;
      case 'epoch.violate':
      case 'epoch.squash':
        this.split(e.cpu, e.t);
        this.markFailed(e.cpu, e.txn, e.epoch, e.rewindToUs);
        return;
      default:
        return;
    }
  }

  /** Closes every open segment at `t` (the end of a run or a transaction). */
  closeAll(t: number): void {
    for (let cpu = 0; cpu < this.open.length; cpu++) this.split(cpu, t);
  }

  /** Removes and returns every closed segment (keeps the open ones). */
  take(): TlsSegment[] {
    const all = this.lanes.flat();
    this.lanes = this.lanes.map(() => []);
    return all;
  }

  private close(cpu: number, t: number): void {
    const seg = this.open[cpu];
    if (seg === null || seg === undefined) return;
    seg.endUs = t;
    if (seg.endUs > seg.startUs) this.lanes[cpu]?.push(seg);
    this.open[cpu] = null;
  }

  /** Closes the open segment at `t` and continues it as a new one. */
  private split(cpu: number, t: number): void {
    const seg = this.open[cpu];
    if (seg === null || seg === undefined) return;
    this.close(cpu, t);
    this.open[cpu] = { ...seg, startUs: t, endUs: t };
  }

  private markFailed(cpu: number, txn: number, epoch: number, fromUs: number): void {
    const lane = this.lanes[cpu];
    if (lane === undefined) return;
    for (let i = lane.length - 1; i >= 0; i--) {
      const seg = lane[i]!;
      if (seg.endUs <= fromUs || seg.txn !== txn || seg.epoch !== epoch) break;
      if (!isWorkPhase(seg.phase) || seg.failed) continue;
      if (seg.startUs < fromUs) {
        lane.splice(i + 1, 0, { ...seg, startUs: fromUs, failed: true });
        seg.endUs = fromUs;
        break;
      }
      seg.failed = true;
    }
  }
}
