/**
 * Statistics of a TLS run, a fold over its trace: for each committed transaction, the
 * time of each CPU split as the paper's breakdown (busy, idle, failed, latch stall, cache
 * miss), its latency against its sequential time, and how many violations and squashes it
 * took. Percentages are of the CPUs' total time (CPUs x latency), so they add up to 100.
 */
import { usToMs } from '../../base/time.ts';
import { isWorkPhase, TlsLaneBuilder } from './lanes.ts';
import type { TlsTraceEvent } from './events.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';

export interface TlsBreakdown {
  busyUs: number;
  idleUs: number;
  failedUs: number;
  latchStallUs: number;
  cacheMissUs: number;
}

export interface TlsStats {
  cpus: number;
  transactions: number;
  meanLatencyMs: number;
  meanSequentialMs: number;
  /** Latency over sequential time (the paper's normalized execution time). */
  normalizedTime: number;
  busyPct: number;
  idlePct: number;
  failedPct: number;
  latchStallPct: number;
  cacheMissPct: number;
  /** Failed work over sequential time (the paper's Failed bar). */
  failedOfSequential: number;
  violationsPerTxn: number;
  squashesPerTxn: number;
  /** Epochs violated at least once, over all epochs. */
  violatedEpochShare: number;
  /** Mean per transaction, per CPU, in ms. */
  perCpu: TlsBreakdownMs[];
  /**
   * A committed transaction's mean latency split in the breakdown's terms, in ms: the mean
   * over the CPUs of `perCpu`, so the parts add up to the mean latency.
   */
  latencyBreakdown: TlsBreakdownMs;
}

/** The same parts as a result: ms per committed transaction. */
export interface TlsBreakdownMs {
  busyMs: number;
  idleMs: number;
  failedMs: number;
  latchStallMs: number;
  cacheMissMs: number;
}

const empty = (): TlsBreakdown => ({
  busyUs: 0,
  idleUs: 0,
  failedUs: 0,
  latchStallUs: 0,
  cacheMissUs: 0,
});

export class TlsFold {
  private cpus = 0;
  private warmupUs = 0;
  private readonly lanes = new TlsLaneBuilder();
  private readonly submitted = new Map<number, number>();
  private sequentialUs = 0;
  private violations = 0;
  private squashes = 0;
  private epochs = 0;
  private readonly violated = new Set<number>();
  private totals = {
    latency: 0,
    sequential: 0,
    violations: 0,
    squashes: 0,
    epochs: 0,
    violatedEpochs: 0,
    n: 0,
  };
  private perCpu: TlsBreakdown[] = [];

  get active(): boolean {
    return this.cpus > 0;
  }

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        if (e.tls === undefined) return;
        this.cpus = e.tls.cpus;
        this.warmupUs = e.warmupUs;
        this.lanes.reset(this.cpus);
        this.perCpu = Array.from({ length: this.cpus }, empty);
        return;
      case 'txn.submit':
        this.submitted.set(e.txn, e.t);
        return;
      case 'txn.commit':
        this.commit(e.txn, e.t);
        return;
      default:
        if (this.active && isTlsKind(e)) this.acceptTls(e);
    }
  }

  private acceptTls(e: TlsTraceEvent): void {
    this.lanes.accept(e);
    switch (e.kind) {
      case 'tls.txn':
        this.sequentialUs = e.sequentialUs;
        this.epochs = e.epochs;
        this.violations = 0;
        this.squashes = 0;
        this.violated.clear();
        return;
      case 'epoch.violate':
        this.violations++;
        this.violated.add(e.epoch);
        return;
      case 'epoch.squash':
        this.squashes++;
        return;
      default:
        return;
    }
  }

  private commit(txn: number, t: number): void {
    const submit = this.submitted.get(txn);
    this.submitted.delete(txn);
    if (!this.active || submit === undefined) return;
    this.lanes.closeAll(t);
    const segments = this.lanes.take();
    if (t < this.warmupUs) return;
    const span = t - submit;
    const sums = Array.from({ length: this.cpus }, empty);
    for (const s of segments) {
      const b = sums[s.cpu];
      if (b === undefined || s.txn !== txn) continue;
      const d = s.endUs - s.startUs;
      if (s.failed) b.failedUs += d;
      else if (s.phase === 'latch-wait') b.latchStallUs += d;
      else if (isWorkPhase(s.phase)) {
        b.cacheMissUs += d * s.cacheMissShare;
        b.busyUs += d * (1 - s.cacheMissShare);
      }
    }
    for (const [cpu, b] of sums.entries()) {
      b.idleUs = Math.max(0, span - b.busyUs - b.failedUs - b.latchStallUs - b.cacheMissUs);
      const acc = this.perCpu[cpu]!;
      acc.busyUs += b.busyUs;
      acc.idleUs += b.idleUs;
      acc.failedUs += b.failedUs;
      acc.latchStallUs += b.latchStallUs;
      acc.cacheMissUs += b.cacheMissUs;
    }
    const tot = this.totals;
    tot.n++;
    tot.latency += span;
    tot.sequential += this.sequentialUs;
    tot.violations += this.violations;
    tot.squashes += this.squashes;
    tot.epochs += this.epochs;
    tot.violatedEpochs += this.violated.size;
  }

  result(): TlsStats | null {
    if (!this.active) return null;
    const n = this.totals.n;
    const per = (x: number): number => (n === 0 ? 0 : x / n);
    const sum = (k: keyof TlsBreakdown): number => this.perCpu.reduce((s, b) => s + b[k], 0);
    const all = this.totals.latency * this.cpus;
    const pct = (k: keyof TlsBreakdown): number => (all === 0 ? 0 : (100 * sum(k)) / all);
    return {
      cpus: this.cpus,
      transactions: n,
      meanLatencyMs: usToMs(per(this.totals.latency)),
      meanSequentialMs: usToMs(per(this.totals.sequential)),
      normalizedTime:
        this.totals.sequential === 0 ? 0 : this.totals.latency / this.totals.sequential,
      busyPct: pct('busyUs'),
      idlePct: pct('idleUs'),
      failedPct: pct('failedUs'),
      latchStallPct: pct('latchStallUs'),
      cacheMissPct: pct('cacheMissUs'),
      failedOfSequential:
        this.totals.sequential === 0 ? 0 : sum('failedUs') / this.totals.sequential,
      violationsPerTxn: per(this.totals.violations),
      squashesPerTxn: per(this.totals.squashes),
      violatedEpochShare:
        this.totals.epochs === 0 ? 0 : this.totals.violatedEpochs / this.totals.epochs,
      perCpu: this.perCpu.map((b) => inMs(b, (us) => per(us))),
      latencyBreakdown: inMs(
        {
          busyUs: sum('busyUs'),
          idleUs: sum('idleUs'),
          failedUs: sum('failedUs'),
          latchStallUs: sum('latchStallUs'),
          cacheMissUs: sum('cacheMissUs'),
        },
        (us) => per(us) / this.cpus,
      ),
    };
  }
}

function isTlsKind(e: TraceEvent): e is TlsTraceEvent {
  return e.kind.startsWith('tls.') || e.kind.startsWith('epoch.');
}

/** A breakdown summed in µs, scaled by `scale` (still µs) and given in ms. */
function inMs(b: TlsBreakdown, scale: (us: number) => number): TlsBreakdownMs {
  return {
    busyMs: usToMs(scale(b.busyUs)),
    idleMs: usToMs(scale(b.idleUs)),
    failedMs: usToMs(scale(b.failedUs)),
    latchStallMs: usToMs(scale(b.latchStallUs)),
    cacheMissMs: usToMs(scale(b.cacheMissUs)),
  };
}
