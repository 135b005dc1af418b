/**
 * The timeline model of a TLS run, a fold over its trace: one lane per CPU of epoch
 * segments (squashed work flagged), checkpoint ticks, violation arrows from the producing
 * store back to the stale load, chain squashes, the homefree token's hops at each commit,
 * latch waits and, per transaction, the sequential ghost (how long the original code takes).
 */
import { TlsLaneBuilder, type TlsSegment } from './lanes.ts';
import type { TlsTraceEvent } from './events.ts';
import type { RunStartEvent } from '../../trace/trace-event.ts';

export interface TlsViolationArrow {
  txn: number;
  /** The store that came too late: its CPU, epoch and time. */
  producer: number;
  producerCpu: number;
  storeUs: number;
  /** The load that read the stale value. */
  epoch: number;
  cpu: number;
  loadUs: number;
  rewindToUs: number;
  /** What the value came from ("lock table", "ORDER_LINE cursor", ...). */
  location: string;
}

export interface TlsTimeline {
  cpus: number;
  transactionType: string;
  lanes: TlsSegment[][];
  checkpoints: { t: number; cpu: number; txn: number; epoch: number; sub: number }[];
  violations: TlsViolationArrow[];
  squashes: {
    t: number;
    cpu: number;
    txn: number;
    epoch: number;
    cause: number;
    rewindToUs: number;
  }[];
  tokenHops: { t: number; txn: number; epoch: number; fromCpu: number | null; toCpu: number }[];
  commits: { t: number; txn: number; epoch: number; cpu: number }[];
  forks: { t: number; txn: number; epoch: number; cpu: number }[];
  /** Each transaction's start and its original code's time on one CPU. */
  ghosts: { txn: number; startUs: number; sequentialUs: number }[];
}

export class TlsTimelineBuilder {
  private readonly lanes = new TlsLaneBuilder();
  private model: TlsTimeline | null = null;

  start(e: RunStartEvent): void {
    if (e.tls === undefined) return;
    this.lanes.reset(e.tls.cpus);
    this.model = {
      cpus: e.tls.cpus,
      transactionType: e.tls.transactionType,
      lanes: this.lanes.lanes,
      checkpoints: [],
      violations: [],
      squashes: [],
      tokenHops: [],
      commits: [],
      forks: [],
      ghosts: [],
    };
  }

  accept(e: TlsTraceEvent): void {
    const m = this.model;
    if (m === null) return;
    this.lanes.accept(e);
    switch (e.kind) {
      case 'tls.txn':
        m.ghosts.push({ txn: e.txn, startUs: e.t, sequentialUs: e.sequentialUs });
        return;
      case 'epoch.fork':
        m.forks.push({ t: e.t, txn: e.txn, epoch: e.epoch, cpu: e.cpu });
        return;
      case 'epoch.checkpoint':
        m.checkpoints.push({ t: e.t, cpu: e.cpu, txn: e.txn, epoch: e.epoch, sub: e.sub });
        return;
      case 'epoch.violate':
        m.violations.push({
          txn: e.txn,
          producer: e.producer,
          producerCpu: e.producerCpu,
          storeUs: e.t,
          epoch: e.epoch,
          cpu: e.cpu,
          loadUs: e.loadUs,
          rewindToUs: e.rewindToUs,
          location: e.location,
        });
        return;
      case 'epoch.squash':
        m.squashes.push({
          t: e.t,
          cpu: e.cpu,
          txn: e.txn,
          epoch: e.epoch,
          cause: e.cause,
          rewindToUs: e.rewindToUs,
        });
        return;
      case 'epoch.homefree':
        m.tokenHops.push({ t: e.t, txn: e.txn, epoch: e.epoch, fromCpu: e.fromCpu, toCpu: e.cpu });
        return;
      case 'epoch.commit':
        m.commits.push({ t: e.t, txn: e.txn, epoch: e.epoch, cpu: e.cpu });
        return;
      default:
        return;
    }
  }

  finish(endUs: number): TlsTimeline | null {
    if (this.model === null) return null;
    this.lanes.closeAll(endUs);
    this.model.lanes = this.lanes.lanes;
    return this.model;
  }
}
