/**
 * Where a run's mean response time goes: a fold that consumes the activity fold's
 * per-transaction transitions (activity/) and files every microsecond of each committed
 * transaction's life, from submission to acknowledgement, under exactly one part:
 * - device queueing, per device (CPU queue, a disk's or tier's queue, the data server's
 *   queue), and device service, per device kind (CPU, disk, SSD, ...; holding the data
 *   server without CPU or disk work is "server service");
 * - buffer waits (a page in transit, a free frame) and its own commit's log-flush wait;
 * - lock wait, split instant by instant by the root of the wait chain (wait-chain.ts, as
 *   the I/O blame measure): a root at a storage device or waiting for the buffer is I/O, a
 *   root waiting for the log flush is the log, anything else (a root computing, queued for
 *   a CPU, between steps, or no listed blocker still holding) is true contention;
 * - restarted and squashed work: every attempt that aborted (all of its time, whatever it
 *   did) and the restart delays, plus two-stage rollback; in a thread-level speculation
 *   run, the failed (squashed) share of its CPUs' time;
 * - the fetch stage of two-stage execution (all of its time, whatever it did);
 * - other: between steps inside a transaction (think inside it, zero-work gaps). A TLS
 *   run has no activities (its CPUs are lanes), so its latency is split by its CPU-time
 *   shares (`result(tlsShares)`): busy as CPU service, cache miss, latch stall, idle, failed.
 * Think time between transactions is not part of response time and is not attributed.
 * Only transactions committed at or after the warm-up count (their whole life, as the
 * statistics' mean), so the parts sum to `meanResponseMs` up to floating-point rounding.
 * Lock wait is split by lock-wait-blame.ts, which does work only when a wait graph or a
 * root's activity changes.
 */
import { usToMs, usToSeconds } from '../../base/time.ts';
import { assertNever } from '../../base/assert-never.ts';
import { ActivityFold } from '../activity/activity-fold.ts';
import type { Activity, ActivityListener } from '../activity/activity-types.ts';
import type { DeviceKind, ExecutionStage, TraceEvent } from '../trace-event.ts';
import { LockWaitBlame, type RootClass } from './lock-wait-blame.ts';
import type { FixedPart, ResponseAttribution, TlsShares } from './attribution-types.ts';
import { PartTable } from './part-table.ts';

interface TxnParts {
  txn: number;
  submitUs: number;
  /** Time up to which this transaction's life is filed. */
  accountedUs: number;
  stage: ExecutionStage | null;
  /**
   * Filed for good (aborted attempts moved to `restarted`), and the current attempt, as
   * (part index, µs) pairs: a transaction touches few of a run's parts.
   */
  kept: number[];
  attempt: number[];
  /** Lock wait of the current wait blamed on an I/O root and on a log root, not yet filed. */
  lockIoUs: number;
  lockLogUs: number;
}

const NOT_STORAGE: ReadonlySet<DeviceKind> = new Set(['cpu', 'server', 'log']);

export class ResponseAttributionFold implements ActivityListener {
  private readonly activity = new ActivityFold(this);
  private warmupUs = 0;
  private endUs = Infinity;
  private lastUs = 0;
  private readonly table = new PartTable();
  private readonly kinds = new Map<string, DeviceKind>();
  private readonly restartedAt = this.table.at('restarted');
  private readonly txns = new Map<number, TxnParts>();
  private committed = 0;
  private responseUs = 0;
  private readonly blame = new LockWaitBlame(
    (root) => this.classify(root),
    (txn, cls, us) => {
      const p = this.txns.get(txn);
      if (p === undefined) return;
      if (cls === 'io') p.lockIoUs += us;
      else p.lockLogUs += us;
    },
  );

  accept(e: TraceEvent): void {
    if (e.t > this.lastUs) {
      this.blame.settle(this.lastUs);
      this.lastUs = e.t;
    }
    switch (e.kind) {
      case 'run.start':
        this.start(e.warmupUs, e.endUs, e.devices);
        break;
      case 'lock.wait':
        this.blame.wait(e.txn, e.blockers, e.t);
        break;
      case 'lock.grant':
        this.blame.grant(e.txn, e.t);
        break;
      case 'txn.abort':
        this.blame.abort(e.txn, e.t);
        break;
      case 'lock.release-all':
        this.blame.releaseAll(e.txn, e.t);
        break;
      case 'txn.stage':
        this.stage(e.txn, e.t, e.stage === 'done' ? null : e.stage);
        break;
      default:
        break;
    }
    this.activity.accept(e);
    // What the event's transaction does may have changed: its waiters' classes with it.
    if ('txn' in e && typeof e.txn === 'number') this.blame.touch(e.txn);
    else if (e.kind === 'deadlock') this.blame.touch(e.victim);
    else if (e.kind !== 'page.evict') this.blame.touchAll();
  }

  submit(txn: number, t: number): void {
    this.txns.set(txn, {
      txn,
      submitUs: t,
      accountedUs: t,
      stage: null,
      kept: [],
      attempt: [],
      lockIoUs: 0,
      lockLogUs: 0,
    });
  }

  begin(): void {}

  transition(txn: number, sinceUs: number, t: number, from: Activity, to: Activity): void {
    const p = this.txns.get(txn);
    if (p === undefined) return;
    this.file(p, from, Math.max(sinceUs, p.accountedUs), t);
    p.accountedUs = t;
    if (to.state === 'lock-wait') {
      p.lockIoUs = 0;
      p.lockLogUs = 0;
    }
  }

  abort(txn: number): void {
    const p = this.txns.get(txn);
    if (p === undefined) return;
    let wasted = 0;
    for (let i = 1; i < p.attempt.length; i += 2) wasted += p.attempt[i]!;
    p.attempt.length = 0;
    p.kept.push(this.restartedAt, wasted);
    p.stage = null;
  }

  commit(txn: number, t: number): void {
    const p = this.txns.get(txn);
    if (p === undefined) return;
    this.txns.delete(txn);
    if (t < this.warmupUs) return;
    this.committed++;
    this.responseUs += t - p.submitUs;
    const totals = this.table.totals;
    for (const pairs of [p.kept, p.attempt]) {
      for (let i = 0; i < pairs.length; i += 2) totals[pairs[i]!]! += pairs[i + 1]!;
    }
  }

  /** The mean response time and its parts so far; `tls` splits a TLS run's latency. */
  result(tls: TlsShares | null = null): ResponseAttribution {
    const n = this.committed;
    const endUs = Math.min(this.endUs, Math.max(this.lastUs, this.warmupUs));
    const seconds = usToSeconds(Math.max(0, endUs - this.warmupUs));
    return {
      committed: n,
      meanResponseMs: n === 0 ? 0 : usToMs(this.responseUs / n),
      throughputTps: seconds === 0 ? 0 : n / seconds,
      parts: this.table.parts(n, tls),
    };
  }

  private start(
    warmupUs: number,
    endUs: number,
    devices: readonly { id: string; kind: DeviceKind }[],
  ): void {
    this.warmupUs = warmupUs;
    this.endUs = endUs;
    for (const d of devices) this.kinds.set(d.id, d.kind);
    this.table.addDevices(devices);
  }

  private at(key: FixedPart): number {
    return this.table.at(key);
  }

  /** A stage change splits the current activity: file what came before it. */
  private stage(txn: number, t: number, stage: ExecutionStage | null): void {
    const p = this.txns.get(txn);
    const r = this.activity.record(txn);
    if (p === undefined || r === undefined) return;
    this.file(p, r.activity, Math.max(r.sinceUs, p.accountedUs), t);
    p.accountedUs = t;
    p.stage = stage;
  }

  /** Files [fromUs, toUs) of `from` under its part in the current attempt. */
  private file(p: TxnParts, from: Activity, fromUs: number, toUs: number): void {
    const d = toUs - fromUs;
    if (d <= 0) return;
    const a = p.attempt;
    if (p.stage === 'fetch') {
      a.push(this.at('fetch'), d);
      return;
    }
    if (p.stage === 'rollback') {
      a.push(this.restartedAt, d);
      return;
    }
    switch (from.state) {
      case 'cpu':
        a.push(this.deviceIndex(from.detail.device, 'service'), d);
        return;
      case 'cpu-queue':
        a.push(this.deviceIndex(from.detail.device, 'queue'), d);
        return;
      case 'io':
        a.push(this.deviceIndex(from.detail.device, from.detail.phase), d);
        return;
      case 'buffer-wait':
        a.push(this.at('buffer-wait'), d);
        return;
      case 'log-wait':
        a.push(this.at('log-wait'), d);
        return;
      case 'lock-wait': {
        this.blame.flushAt(p.txn, toUs);
        const io = Math.min(p.lockIoUs, d);
        const log = Math.min(p.lockLogUs, d - io);
        p.lockIoUs -= io;
        p.lockLogUs -= log;
        a.push(this.at('lock-io'), io, this.at('lock-log'), log);
        a.push(this.at('lock-contention'), d - io - log);
        return;
      }
      case 'idle-in-txn':
        a.push(from.detail.reason === 'restart-delay' ? this.restartedAt : this.at('other'), d);
        return;
      default:
        assertNever(from, 'activity');
    }
  }

  private deviceIndex(device: string, phase: 'queue' | 'service'): number {
    const i = (phase === 'queue' ? this.table.queueAt : this.table.serviceAt).get(device);
    if (i === undefined) throw new Error(`trace names unknown device ${device}`);
    return i;
  }

  private classify(root: number | null): RootClass {
    if (root === null) return 'contention';
    const a = this.activity.record(root)?.activity;
    if (a === undefined) return 'contention';
    if (a.state === 'buffer-wait') return 'io';
    if (a.state === 'log-wait') return 'log';
    if (a.state === 'io' && !NOT_STORAGE.has(this.kinds.get(a.detail.device) ?? 'cpu')) return 'io';
    return 'contention';
  }
}

/** The attribution of a recorded trace (`tls`: the run's TLS shares, when it has TLS). */
export function attributeTrace(
  events: Iterable<TraceEvent>,
  tls: TlsShares | null = null,
): ResponseAttribution {
  const fold = new ResponseAttributionFold();
  for (const e of events) fold.accept(e);
  return fold.result(tls);
}
