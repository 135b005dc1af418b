/**
 * THE per-transaction state machine: what each transaction is doing at every instant of a
 * trace, from its submission to its commit. The statistics, the timeline, the state at an
 * instant and the event log all read it from here instead of each re-deriving it.
 *
 * A transaction's activity resolves from three layers, innermost first:
 * - device work: queued for or served by a CPU, a disk or another storage device;
 * - a wait: for a lock (item, mode, the blockers named when it blocked), for the log (the
 *   LSN that must be durable) or for the buffer (a page in transit, a free frame);
 * - the serial data server (device kind 'server'), queued for or held: CPU and disk work
 *   run inside it, and a lock request made inside it can leave the transaction waiting
 *   after the server is released;
 * and otherwise it is idle: between steps, or in the restart delay after an abort.
 * So a lock wait begun inside the server stays a lock wait when the server is released,
 * and a transaction holding the server between its CPU and disk work is at the server.
 *
 * A log wait ends when the log is durable up to its LSN (the acknowledgement usually
 * follows at the same instant). The two-stage stage (fetch, operate, rollback) is tracked
 * beside the activity. The trace shows no think time (a terminal's think between
 * transactions has no events, and think inside a transaction is between steps), and the
 * CPUs of thread-level speculation are per-CPU lanes (techniques/tls/lanes.ts), not activities.
 * The disk page of an I/O is inferred from the transaction's last page.access (and, for a
 * dirty write-back, the page.evict just before it): the trace does not name it.
 *
 * Consumers get transitions through `ActivityListener`: each says what the transaction
 * did from `sinceUs` to `t` and what it does from `t` on, plus the submit, begin, abort and
 * commit boundaries. A begin and a commit always split the current activity, so each
 * transition's span lies within one attempt. Linear in events; an activity object is made
 * only when device work or a wait starts. A transaction's record is found by its id's low
 * bits in an array before the map (`find`): most events name one.
 */
import type { DeviceKind, TraceEvent } from '../trace-event.ts';
import {
  BETWEEN_STEPS,
  NO_LISTENER,
  RESTART_DELAY,
  type Activity,
  type ActivityListener,
  type ActivityRecord,
} from './activity-types.ts';
import {
  bufferWaitActivity,
  ioActivity,
  lockWaitActivity,
  logWaitActivity,
} from './activity-objects.ts';
import { CpuActivityCache } from './cpu-activities.ts';
import { TxnRecord } from './txn-record.ts';
import { TxnTable } from '../txn-table.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

export class ActivityFold {
  private readonly records = new TxnTable<ActivityRecord>();
  private deviceKinds = new Map<string, DeviceKind>();
  private durableLsn = 0;
  private logWaiters = 0;
  /** The last dirty eviction: its write-back is done by the next miss, if that is next. */
  private dirtyEvictSeq = -1;
  private dirtyEvictPage = -1;
  /** The shared CPU activities (cpu-activities.ts). */
  private readonly cpu = new CpuActivityCache();

  constructor(private readonly listener: ActivityListener = NO_LISTENER) {}

  /** The transaction's record while it is in flight. */
  record(txn: number): Readonly<ActivityRecord> | undefined {
    return this.find(txn);
  }

  private find(txn: number): ActivityRecord | undefined {
    return this.records.get(txn);
  }

  /** Every transaction in flight, in submission order. */
  inFlight(): IterableIterator<Readonly<ActivityRecord>> {
    return this.records.values();
  }

  /** The kind of a device named by run.start. */
  deviceKind(device: string): DeviceKind | undefined {
    return this.deviceKinds.get(device);
  }

  /** An independent copy (for keyframes), reporting to `listener`. */
  copy(listener: ActivityListener = NO_LISTENER): ActivityFold {
    const c = new ActivityFold(listener);
    for (const [txn, r] of this.records.entries()) c.records.set(txn, { ...r, tag: undefined }); // the tags are the listener's
    c.deviceKinds = this.deviceKinds;
    c.durableLsn = this.durableLsn;
    c.logWaiters = this.logWaiters;
    c.dirtyEvictSeq = this.dirtyEvictSeq;
    c.dirtyEvictPage = this.dirtyEvictPage;
    return c;
  }

  accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.deviceKinds = new Map(e.devices.map((d) => [d.id, d.kind]));
        return;
      case 'txn.submit':
        this.submit(e);
        return;
      case 'txn.begin': {
        const r = this.find(e.txn);
        if (r === undefined) return;
        r.attempt = e.attempt;
        r.idle = BETWEEN_STEPS;
        this.update(r, e.t, e, true);
        this.listener.begin(e.txn, e.t, e.attempt);
        return;
      }
      case 'cc.restart-delay': {
        // A restart-based algorithm sleeps its delay at the start of the next attempt.
        const r = this.find(e.txn);
        if (r === undefined || e.delayUs <= 0) return;
        r.idle = RESTART_DELAY;
        r.delayEndsUs = e.t + e.delayUs;
        this.update(r, e.t, e);
        return;
      }
      case 'txn.abort': {
        const r = this.find(e.txn);
        if (r === undefined) return;
        r.idle = RESTART_DELAY;
        this.clearWait(r);
        r.stage = null;
        this.update(r, e.t, e);
        this.listener.abort(e.txn, e.t, e.attempt, r.tag);
        return;
      }
      case 'txn.commit': {
        const r = this.find(e.txn);
        if (r === undefined) return;
        r.idle = BETWEEN_STEPS;
        this.clearWait(r);
        r.device = null;
        r.server = null;
        this.update(r, e.t, e, true);
        this.records.delete(e.txn);
        this.listener.commit(e.txn, e.t, r.tag);
        return;
      }
      case 'queue.enter':
        this.queueEnter(e, this.deviceKinds.get(e.device));
        return;
      case 'service.start':
        this.serviceStart(e, this.deviceKinds.get(e.device));
        return;
      case 'queue.leave':
      case 'service.end':
        this.deviceLeft(e, this.deviceKinds.get(e.device));
        return;
      case 'page.evict':
        this.pageEvict(e);
        return;
      case 'page.access':
        this.pageAccess(e);
        return;
      case 'buffer.wait': {
        const r = this.find(e.txn);
        if (r === undefined) return;
        const w = r.wait;
        if (w?.state === 'buffer-wait' && w.detail.page === e.page && w.detail.reason === e.reason)
          return;
        this.clearWait(r);
        r.wait = bufferWaitActivity(e.page, e.reason);
        this.update(r, e.t, e);
        return;
      }
      case 'lock.wait':
        this.lockWait(e);
        return;
      case 'lock.grant':
        this.lockGrant(e);
        return;
      case 'deadlock': {
        const r = this.find(e.victim);
        if (r === undefined || r.wait?.state !== 'lock-wait') return;
        r.wait = null;
        this.update(r, e.t, e);
        return;
      }
      case 'log.append':
        this.waitForLog(e.txn, e.lsn, e);
        return;
      case 'txn.commit-request': {
        if (e.waitLsn !== null) {
          const r = this.find(e.txn);
          if (r?.wait?.state !== 'log-wait') this.waitForLog(e.txn, e.waitLsn, e);
          return;
        }
        // Nobody waits for the log (no-wait): an appended record does not hold it up.
        const r = this.find(e.txn);
        if (r === undefined || r.wait?.state !== 'log-wait') return;
        this.clearWait(r);
        this.update(r, e.t, e);
        return;
      }
      case 'log.flush.end':
        this.durable(e.durableLsn, e);
        return;
      case 'txn.stage': {
        const r = this.find(e.txn);
        if (r !== undefined) r.stage = e.stage === 'done' ? null : e.stage;
        return;
      }
      default:
        return;
    }
  }

  private submit(e: Extract<TraceEvent, { kind: 'txn.submit' }>): void {
    const r = new TxnRecord(e.txn, e.t, e.terminal, e.type);
    this.records.set(e.txn, r);
    r.tag = this.listener.submit(e.txn, e.t, e.terminal, e.type);
  }

  /** A dirty eviction is remembered: the write-back is the next miss's (see `pageAccess`). */
  pageEvict(e: Of<'page.evict'>): void {
    if (e.dirty) {
      this.dirtyEvictSeq = e.seq;
      this.dirtyEvictPage = e.page;
    }
  }

  lockWait(e: Of<'lock.wait'>): void {
    const r = this.find(e.txn);
    if (r === undefined) return;
    this.clearWait(r);
    r.wait = lockWaitActivity(e.item, e.mode, e.blockers);
    this.update(r, e.t, e);
  }

  lockGrant(e: Of<'lock.grant'>): void {
    const r = this.find(e.txn);
    if (r === undefined || r.wait?.state !== 'lock-wait') return;
    r.wait = null;
    this.update(r, e.t, e);
  }

  pageAccess(e: Of<'page.access'>): void {
    const r = this.find(e.txn);
    if (r === undefined) return;
    r.lastPage = e.page;
    if (!e.hit && this.dirtyEvictSeq === e.seq - 1) r.evictedPage = this.dirtyEvictPage;
    if (r.wait?.state === 'buffer-wait') {
      r.wait = null;
      this.update(r, e.t, e);
    }
  }

  /**
   * The device events as typed calls, with the device's kind (`deviceKind`) looked up by
   * the caller: a transaction queues for a device, starts service, and leaves the queue or
   * ends service.
   */
  queueEnter(e: Of<'queue.enter'>, kind: DeviceKind | undefined): void {
    const r = this.find(e.txn);
    if (r === undefined || kind === undefined) return;
    const activity: Activity =
      kind === 'cpu'
        ? this.cpu.queue(e.device)
        : ioActivity(e.device, 'queue', null, null, r.evictedPage ?? r.lastPage);
    if (kind === 'server') r.server = activity;
    else r.device = activity;
    this.update(r, e.t, e);
  }

  serviceStart(e: Of<'service.start'>, kind: DeviceKind | undefined): void {
    const r = this.find(e.txn);
    if (r === undefined || kind === undefined) return;
    let activity: Activity;
    if (kind === 'cpu') {
      activity = this.cpu.service(e.device, e.unit, e.work);
    } else {
      let page = r.lastPage;
      if (e.work === 'write' && r.evictedPage !== null) page = r.evictedPage;
      r.evictedPage = null;
      r.servicePage = page;
      activity = ioActivity(e.device, 'service', e.unit, e.work, page);
    }
    if (kind === 'server') r.server = activity;
    else r.device = activity;
    this.update(r, e.t, e);
  }

  deviceLeft(e: Of<'queue.leave'> | Of<'service.end'>, kind: DeviceKind | undefined): void {
    const r = this.find(e.txn);
    if (r === undefined) return;
    if (kind === 'server') r.server = null;
    else r.device = null;
    this.update(r, e.t, e);
  }

  private waitForLog(txn: number, lsn: number, cause: TraceEvent): void {
    const r = this.find(txn);
    if (r === undefined) return;
    this.clearWait(r);
    if (lsn > this.durableLsn) {
      r.wait = logWaitActivity(lsn);
      r.logLsn = lsn;
      this.logWaiters++;
    }
    this.update(r, cause.t, cause);
  }

  private durable(lsn: number, cause: TraceEvent): void {
    this.durableLsn = Math.max(this.durableLsn, lsn);
    if (this.logWaiters === 0) return;
    for (const r of this.records.values()) {
      if (r.logLsn < 0 || r.logLsn > this.durableLsn) continue;
      this.clearWait(r);
      this.update(r, cause.t, cause);
    }
  }

  private clearWait(r: ActivityRecord): void {
    if (r.logLsn >= 0) {
      r.logLsn = -1;
      this.logWaiters--;
    }
    r.wait = null;
  }

  /**
   * Resolves the layers and reports a change at `t` (the cause's instant, passed by the
   * caller, which reads it from an event of a known kind); `split` reports even an
   * unchanged activity (an attempt or the transaction ends there, so consumers close what
   * they hold).
   */
  private update(r: ActivityRecord, t: number, cause: TraceEvent, split = false): void {
    if (r.delayEndsUs !== null && t >= r.delayEndsUs) {
      r.idle = BETWEEN_STEPS;
      r.delayEndsUs = null;
    }
    const next = r.device ?? r.wait ?? r.server ?? r.idle;
    if (next === r.activity && !split) return;
    const from = r.activity;
    const since = r.sinceUs;
    r.activity = next;
    r.sinceUs = t;
    this.listener.transition(r.txn, since, t, from, next, cause, r.tag);
  }
}
