/**
 * Run statistics as a fold over trace events. The engine feeds this fold event by event
 * (with or without also recording the trace), and the same fold over a recorded trace
 * gives identical numbers. Only what happens after the warm-up counts: commits and aborts
 * at or after it, device busy time and queue length integrated from it. A committed
 * transaction's breakdown covers its whole life, aborted attempts included.
 *
 * A serial data server (device kind 'server') is held while CPU and disk work run inside
 * it, and those count as CPU and I/O; so for the server only the wait in its queue counts
 * (as I/O, the server being the path to the data), and time held without CPU or disk work
 * (an added lock delay) is left to `otherMs`.
 *
 * Flush wait is the time from a commit request to the acknowledgement of a transaction
 * that waited for the log (its own commit record, or under safe ELR data it read); its mean
 * and coefficient of variation are over those transactions only.
 */
import { usToMs, usToSeconds } from '../base/time.ts';
import { assertNever } from '../base/assert-never.ts';
import { ActivityFold, type Activity, type ActivityListener } from './activity.ts';
import { CommitColumns } from './commit-columns.ts';
import { commitDistributions } from './commit-distributions.ts';
import { DeviceUtilization } from './device-utilization.ts';
import type { CommitSample, ResponseBreakdown, RunStats } from './stats-types.ts';
import { TechniqueFolds } from './technique-folds.ts';
import { typeStats } from './type-stats.ts';
import type { RunStartEvent, RunStop, TraceEvent } from './trace-event.ts';
import type { DeviceEventConsumer } from './trace-sink.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

export type {
  CommitSample,
  DeviceStats,
  ResponseBreakdown,
  RunStats,
  TypeStats,
} from './stats-types.ts';

/** A transaction's breakdown while it is open (a class, not a literal: see kernel/young-allocation.ts). */
class OpenTxn {
  cpu = 0;
  cpuQueue = 0;
  io = 0;
  lockWait = 0;
  logWait = 0;
  /** The commit request of a transaction that waits for the log, else -1. */
  flushWaitSince = -1;

  constructor(
    readonly id: number,
    public submitUs: number,
    public type: number,
  ) {}
}

export class StatsFold implements DeviceEventConsumer, ActivityListener {
  private start: RunStartEvent | null = null;
  private warmupUs = 0;
  private endUs = Infinity;
  private lastUs = 0;
  private readonly activity = new ActivityFold(this);
  private readonly devices = new DeviceUtilization();
  /** True when the run has a serial data server (its own rule for I/O time). */
  private hasServer = false;
  private readonly samples = new CommitColumns();
  private readonly totals = { cpu: 0, cpuQueue: 0, io: 0, lockWait: 0, logWait: 0, response: 0 };
  private abortsByType: number[] = [];
  private aborted = 0;
  private lockWaits = 0;
  private deadlocks = 0;
  private accesses = 0;
  private hits = 0;
  private flushes = 0;
  private flushRecords = 0;
  private flushWaitSum = 0;
  private flushWaitSumSq = 0;
  private flushWaiters = 0;
  private stop: RunStop | null = null;
  /** Fed each event before the activity fold, whose state it reads as of before the event. */
  private readonly techniques = new TechniqueFolds(this.activity);

  accept(e: TraceEvent): void {
    this.lastUs = e.t;
    this.techniques.accept(e);
    const counting = e.t >= this.warmupUs;
    switch (e.kind) {
      case 'run.start':
        this.start = e;
        this.warmupUs = e.warmupUs;
        this.endUs = e.endUs;
        this.abortsByType = e.transactionTypes.map(() => 0);
        this.hasServer = e.devices.some((d) => d.kind === 'server');
        this.devices.start(e, (id) => this.techniques.diskArrivals(id));
        break;
      case 'queue.enter':
        this.devices.at(e.device, e.t).queued++;
        break;
      case 'queue.leave':
        this.devices.at(e.device, e.t).queued--;
        break;
      case 'service.start': {
        const dev = this.devices.at(e.device, e.t);
        dev.busy++;
        if (e.fromQueue) dev.queued--;
        break;
      }
      case 'service.end': {
        const dev = this.devices.at(e.device, e.t);
        dev.busy--;
        if (counting) dev.completions++;
        break;
      }
      case 'lock.wait':
        if (counting) this.lockWaits++;
        break;
      case 'deadlock':
        if (counting) this.deadlocks++;
        break;
      case 'txn.abort':
        if (counting) this.aborted++;
        break;
      case 'txn.commit-request': {
        const txn = this.activity.record(e.txn)?.tag as OpenTxn | undefined;
        if (txn !== undefined && e.waitLsn !== null) txn.flushWaitSince = e.t;
        break;
      }
      case 'log.flush.start':
        if (counting) {
          this.flushes++;
          this.flushRecords += e.records;
        }
        break;
      case 'run.end':
        this.stop = e.stop ?? null;
        break;
      case 'page.access':
        if (counting) {
          this.accesses++;
          if (e.hit) this.hits++;
        }
        break;
      default:
        break;
    }
    this.activity.accept(e);
  }

  /**
   * The device events as typed calls (the trace sink's, `DeviceEventConsumer`): what
   * `accept` does with each, in the same order, without a switch on the kind in each fold.
   */
  queueEnter(e: Of<'queue.enter'>): void {
    this.lastUs = e.t;
    const dev = this.devices.at(e.device, e.t);
    const kind = dev.kind;
    this.techniques.queueEnter(e, dev);
    dev.queued++;
    this.activity.queueEnter(e, kind);
  }

  queueLeave(e: Of<'queue.leave'>): void {
    this.lastUs = e.t;
    const dev = this.devices.at(e.device, e.t);
    const kind = dev.kind;
    this.techniques.queueLeave(e, dev);
    dev.queued--;
    this.activity.deviceLeft(e, kind);
  }

  serviceStart(e: Of<'service.start'>): void {
    this.lastUs = e.t;
    const dev = this.devices.at(e.device, e.t);
    const kind = dev.kind;
    this.techniques.serviceStart(e, dev);
    dev.busy++;
    if (e.fromQueue) dev.queued--;
    this.activity.serviceStart(e, kind);
  }

  serviceEnd(e: Of<'service.end'>): void {
    this.lastUs = e.t;
    const dev = this.devices.at(e.device, e.t);
    const kind = dev.kind;
    this.techniques.serviceEnd(e, dev);
    dev.busy--;
    if (e.t >= this.warmupUs) dev.completions++;
    this.activity.deviceLeft(e, kind);
  }

  pageAccess(e: Of<'page.access'>): void {
    this.lastUs = e.t;
    this.techniques.pageAccess(e);
    if (e.t >= this.warmupUs) {
      this.accesses++;
      if (e.hit) this.hits++;
    }
    this.activity.pageAccess(e);
  }

  /** Lock grants and waits and page evictions as typed calls (`DeviceEventConsumer`). */
  lockGrant(e: Of<'lock.grant'>): void {
    this.lastUs = e.t;
    this.techniques.lockGrant(e);
    this.activity.lockGrant(e);
  }

  lockWait(e: Of<'lock.wait'>): void {
    this.lastUs = e.t;
    this.techniques.lockWait(e);
    if (e.t >= this.warmupUs) this.lockWaits++;
    this.activity.lockWait(e);
  }

  pageEvict(e: Of<'page.evict'>): void {
    this.lastUs = e.t;
    this.techniques.pageEvict(e);
    this.activity.pageEvict(e);
  }

  /** The transaction's breakdown while it is open: the activity fold keeps it as its tag. */
  submit(txn: number, t: number, _terminal: number, type: number): OpenTxn {
    return new OpenTxn(txn, t, type);
  }

  begin(): void {}

  /** Adds the time of the activity that ended to its category of the breakdown. */
  transition(
    _txn: number,
    sinceUs: number,
    t: number,
    from: Activity,
    _to: Activity,
    _cause: TraceEvent,
    tag: unknown,
  ): void {
    const d = t - sinceUs;
    if (d === 0) return; // a zero-length activity adds nothing
    const txn = tag as OpenTxn;
    switch (from.state) {
      case 'cpu':
        txn.cpu += d;
        return;
      case 'cpu-queue':
        txn.cpuQueue += d;
        return;
      case 'io':
        // Holding the data server without CPU or disk work (an added delay) is other time.
        if (
          !this.hasServer ||
          from.detail.phase === 'queue' ||
          this.devices.info(from.detail.device)?.kind !== 'server'
        )
          txn.io += d;
        return;
      case 'buffer-wait':
        txn.io += d;
        return;
      case 'lock-wait':
        txn.lockWait += d;
        return;
      case 'log-wait':
        txn.logWait += d;
        return;
      case 'idle-in-txn':
        return;
      default:
        assertNever(from, 'activity');
    }
  }

  abort(_txn: number, t: number, _attempt: number, tag: unknown): void {
    const txn = tag as OpenTxn;
    if (t >= this.warmupUs) this.abortsByType[txn.type] = (this.abortsByType[txn.type] ?? 0) + 1;
  }

  commit(_txn: number, t: number, tag: unknown): void {
    const txn = tag as OpenTxn;
    if (t < this.warmupUs) return;
    const response = t - txn.submitUs;
    const flushWaitUs = txn.flushWaitSince < 0 ? -1 : t - txn.flushWaitSince;
    if (flushWaitUs >= 0) {
      this.flushWaiters++;
      this.flushWaitSum += flushWaitUs;
      this.flushWaitSumSq += flushWaitUs * flushWaitUs;
    }
    this.samples.push(t, response, txn.type, flushWaitUs, txn.lockWait);
    const sum = this.totals;
    sum.cpu += txn.cpu;
    sum.cpuQueue += txn.cpuQueue;
    sum.io += txn.io;
    sum.lockWait += txn.lockWait;
    sum.logWait += txn.logWait;
    sum.response += response;
  }

  private flushWaitStats(): Pick<RunStats, 'flushWaitMeanMs' | 'flushWaitCv' | 'flushWaiters'> {
    const n = this.flushWaiters;
    if (n === 0) return { flushWaitMeanMs: 0, flushWaitCv: 0, flushWaiters: 0 };
    const mean = this.flushWaitSum / n;
    const variance = n < 2 ? 0 : Math.max(0, (this.flushWaitSumSq - n * mean * mean) / (n - 1));
    return {
      flushWaitMeanMs: usToMs(mean),
      flushWaitCv: mean === 0 ? 0 : Math.sqrt(variance) / mean,
      flushWaiters: n,
    };
  }

  /** The committed transactions' samples as objects, made at each call (tests, oracles). */
  get commitSamples(): readonly CommitSample[] {
    return this.samples.toSamples();
  }

  /** How many transactions committed after the warm-up, so far. */
  get committedCount(): number {
    return this.samples.length;
  }

  /** The statistics of the run so far (up to the end time, or the last event seen). */
  result(): RunStats {
    const start = this.start;
    if (start === null) throw new Error('the trace has no run.start event');
    const endUs = Math.min(this.endUs, Math.max(this.lastUs, this.warmupUs));
    const measuredUs = Math.max(0, endUs - this.warmupUs);
    const seconds = usToSeconds(measuredUs);
    const committed = this.samples.length;
    const per = (total: number): number => (committed === 0 ? 0 : usToMs(total / committed));
    const samples = this.samples;
    const responses = samples.responseUs.slice(0, committed).sort();
    const quantile = (q: number): number =>
      responses.length === 0
        ? 0
        : usToMs(responses[Math.min(responses.length - 1, Math.ceil(q * responses.length) - 1)]!);
    const t = this.totals;
    const breakdown: ResponseBreakdown = {
      cpuMs: per(t.cpu),
      cpuQueueMs: per(t.cpuQueue),
      ioMs: per(t.io),
      lockWaitMs: per(t.lockWait),
      logWaitMs: per(t.logWait),
      otherMs: per(t.response - t.cpu - t.cpuQueue - t.io - t.lockWait - t.logWait),
    };
    const devices = this.devices.result(endUs);
    const types = typeStats(start.transactionTypes, samples, this.abortsByType, seconds);
    return {
      simulatedMs: usToMs(measuredUs),
      committed,
      aborted: this.aborted,
      throughputTps: seconds === 0 ? 0 : committed / seconds,
      meanResponseMs: committed === 0 ? 0 : usToMs(t.response / committed),
      p50ResponseMs: quantile(0.5),
      p95ResponseMs: quantile(0.95),
      p99ResponseMs: quantile(0.99),
      breakdown,
      devices,
      lockWaits: this.lockWaits,
      deadlocks: this.deadlocks,
      pageAccesses: this.accesses,
      bufferHitRatio: this.accesses === 0 ? 0 : this.hits / this.accesses,
      logFlushes: this.flushes,
      meanFlushRecords: this.flushes === 0 ? 0 : this.flushRecords / this.flushes,
      ...this.flushWaitStats(),
      distributions: commitDistributions(samples, undefined, responses),
      types,
      stop: this.stop,
      ...this.techniques.result(endUs),
    };
  }
}

/** The statistics of a recorded trace. */
export function foldTrace(events: Iterable<TraceEvent>): RunStats {
  const fold = new StatsFold();
  for (const e of events) fold.accept(e);
  return fold.result();
}
