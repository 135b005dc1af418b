/**
 * Where the engine sends trace events. The sink numbers each event (`seq`) and hands it to
 * its consumers: the stats fold always, a recorder when the caller wants the trace itself.
 * The device events (queueing and service, two thirds of a run's events), page accesses
 * and page evictions also go through typed calls: when the caller says no consumer keeps
 * an event past its `accept` (the statistics and the saturation watch keep none), each
 * kind reuses one event object instead of allocating one per call. A first consumer that
 * takes them through typed calls too (the statistics, `DeviceEventConsumer`) gets them
 * that way, without a switch on the kind in every fold it feeds; so do lock grants and
 * lock waits, routed by kind in `emit`. A transaction's submit, begin, abort, commit
 * request and commit, and the lock events (grant, wait, release of all, deadlock), have
 * calls of their own too, so that they reuse an object likewise: under contention the lock
 * events are a third of a run's events. Leaves out what the consumers do with the events.
 */
import type {
  AbortReason,
  CommitRequestEvent,
  LockModeName,
  TraceEvent,
  TraceEventInput,
  WorkKind,
} from './trace-event.ts';

export interface TraceConsumer {
  accept(event: TraceEvent): void;
}

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

/** A consumer that also takes the device events (and page accesses) through one typed call per kind. */
export interface DeviceEventConsumer extends TraceConsumer {
  queueEnter(e: Of<'queue.enter'>): void;
  queueLeave(e: Of<'queue.leave'>): void;
  serviceStart(e: Of<'service.start'>): void;
  serviceEnd(e: Of<'service.end'>): void;
  pageAccess(e: Of<'page.access'>): void;
  /** Lock grants and waits and page evictions, the commonest of the other kinds, typed too. */
  lockGrant(e: Of<'lock.grant'>): void;
  lockWait(e: Of<'lock.wait'>): void;
  pageEvict(e: Of<'page.evict'>): void;
}

function takesDeviceEvents(c: TraceConsumer | undefined): c is DeviceEventConsumer {
  return c !== undefined && 'serviceStart' in c && 'serviceEnd' in c;
}

type Reusable =
  'queue.enter' | 'queue.leave' | 'service.start' | 'service.end' | 'page.access' | 'page.evict';

/**
 * A reused event object of kind `kind`. Every kind gets the same fields in the same order
 * (the union of theirs), so the folds that read `t` and `txn` from all of them see one
 * object layout rather than five; a consumer reads only its kind's fields.
 */
function reusable<K extends Reusable>(kind: K): Of<K> {
  const [t, seq, device, unit, txn, page] = [0, 0, '', 0, 0, 0];
  const [work, fromQueue, write, hit, dirty] = ['cpu', false, false, false, false];
  return {
    kind,
    t,
    seq,
    device,
    unit,
    txn,
    work,
    fromQueue,
    page,
    write,
    hit,
    dirty,
  } as unknown as Of<K>;
}

export class TraceSink {
  private seq = 0;
  /**
   * Whether every event carries its `seq`. When events are reused (no consumer keeps one),
   * only page evictions and accesses do (the activity fold pairs a dirty eviction with the
   * miss right after it): adding `seq` to each event object the model made is a costly store.
   */
  private readonly stamps: boolean;
  private readonly consumers: TraceConsumer[];
  /** The first consumer, when it takes device events through typed calls; else null. */
  private readonly typed: DeviceEventConsumer | null;
  /** The consumers that get device events through `accept` (all but `typed`). */
  private readonly others: TraceConsumer[];
  /** False when `others` is empty (a run without a recorder or a saturation watch). */
  private readonly hasOthers: boolean;
  /** One object per device event kind, reused when no consumer keeps events; else null. */
  private readonly queueEnter: Of<'queue.enter'> | null;
  private readonly queueLeave: Of<'queue.leave'> | null;
  private readonly start: Of<'service.start'> | null;
  private readonly end: Of<'service.end'> | null;
  private readonly access: Of<'page.access'> | null;
  private readonly evict: Of<'page.evict'> | null;
  /**
   * The transaction events and the lock events, reused likewise (through `emit`); else
   * null. A lock wait's blocker list and a deadlock's cycle stay arrays of their own, made
   * per event: the activity fold keeps the one, and the other is kept as the trace has it.
   */
  private readonly reused: {
    submit: Of<'txn.submit'>;
    begin: Of<'txn.begin'>;
    grant: Of<'lock.grant'>;
    wait: Of<'lock.wait'>;
    releaseAll: Of<'lock.release-all'>;
    deadlock: Of<'deadlock'>;
    abort: Of<'txn.abort'>;
    request: CommitRequestEvent;
    commit: Of<'txn.commit'>;
  } | null;

  /** `reuseEvents`: no consumer keeps an event after `accept` returns. */
  constructor(consumers: TraceConsumer[], reuseEvents = false) {
    this.consumers = consumers;
    const first = consumers[0];
    this.typed = takesDeviceEvents(first) ? first : null;
    this.stamps = !reuseEvents || this.typed === null;
    this.others = this.typed === null ? consumers : consumers.slice(1);
    this.hasOthers = this.others.length > 0;
    this.queueEnter = reuseEvents ? reusable('queue.enter') : null;
    this.queueLeave = reuseEvents ? reusable('queue.leave') : null;
    this.start = reuseEvents ? reusable('service.start') : null;
    this.end = reuseEvents ? reusable('service.end') : null;
    this.access = reuseEvents ? reusable('page.access') : null;
    this.evict = reuseEvents ? reusable('page.evict') : null;
    const [t, seq, txn] = [0, 0, 0];
    this.reused = reuseEvents
      ? {
          submit: { kind: 'txn.submit', t, seq, txn, terminal: 0, type: 0 },
          begin: { kind: 'txn.begin', t, seq, txn, attempt: 0 },
          grant: { kind: 'lock.grant', t, seq, txn, item: 0, mode: 'S' },
          wait: { kind: 'lock.wait', t, seq, txn, item: 0, mode: 'S', blockers: [] },
          releaseAll: { kind: 'lock.release-all', t, seq, txn },
          deadlock: { kind: 'deadlock', t, seq, cycle: [], victim: 0 },
          abort: { kind: 'txn.abort', t, seq, txn, attempt: 0, reason: 'deadlock' },
          request: {
            kind: 'txn.commit-request',
            t,
            seq,
            txn,
            lsn: null,
            waitLsn: null,
            releasesLocks: false,
          },
          commit: { kind: 'txn.commit', t, seq, txn },
        }
      : null;
  }

  /** A request waits in a device's queue. */
  emitQueueEnter(t: number, device: string, txn: number): void {
    const e = this.queueEnter;
    if (e === null) return this.emit({ kind: 'queue.enter', t, device, txn });
    e.t = t;
    e.device = device;
    e.txn = txn;
    this.seq++;
    this.typed?.queueEnter(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** A queued request is withdrawn before service. */
  emitQueueLeave(t: number, device: string, txn: number): void {
    const e = this.queueLeave;
    if (e === null) return this.emit({ kind: 'queue.leave', t, device, txn });
    e.t = t;
    e.device = device;
    e.txn = txn;
    this.seq++;
    this.typed?.queueLeave(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** A request starts service on a unit. */
  emitServiceStart(
    t: number,
    device: string,
    unit: number,
    txn: number,
    work: WorkKind,
    fromQueue: boolean,
  ): void {
    const e = this.start;
    if (e === null) {
      return this.emit({ kind: 'service.start', t, device, unit, txn, work, fromQueue });
    }
    e.t = t;
    e.device = device;
    e.unit = unit;
    e.txn = txn;
    e.work = work;
    e.fromQueue = fromQueue;
    this.seq++;
    this.typed?.serviceStart(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** A request's service (or its slice) ends and frees its unit. */
  emitServiceEnd(t: number, device: string, unit: number, txn: number): void {
    const e = this.end;
    if (e === null) return this.emit({ kind: 'service.end', t, device, unit, txn });
    e.t = t;
    e.device = device;
    e.unit = unit;
    e.txn = txn;
    this.seq++;
    this.typed?.serviceEnd(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** A transaction accesses a page in the buffer (a hit, or a miss it will read). */
  emitPageAccess(t: number, txn: number, page: number, write: boolean, hit: boolean): void {
    const e = this.access;
    if (e === null) return this.emit({ kind: 'page.access', t, txn, page, write, hit });
    e.t = t;
    e.txn = txn;
    e.page = page;
    e.write = write;
    e.hit = hit;
    e.seq = this.seq++;
    this.typed?.pageAccess(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** The buffer evicts a page to make room (written back first when dirty). */
  emitPageEvict(t: number, page: number, dirty: boolean): void {
    const e = this.evict;
    if (e === null) return this.emit({ kind: 'page.evict', t, page, dirty });
    e.t = t;
    e.page = page;
    e.dirty = dirty;
    e.seq = this.seq++; // stamped always: the activity fold pairs it with the next miss
    this.typed?.pageEvict(e);
    if (this.hasOthers) this.toOthers(e);
  }

  /** A transaction is submitted. */
  emitTxnSubmit(t: number, txn: number, terminal: number, type: number): void {
    if (this.reused === null) return this.emit({ kind: 'txn.submit', t, txn, terminal, type });
    const e = this.reused.submit;
    e.t = t;
    e.txn = txn;
    e.terminal = terminal;
    e.type = type;
    this.emit(e);
  }

  /** An attempt of a transaction begins. */
  emitTxnBegin(t: number, txn: number, attempt: number): void {
    if (this.reused === null) return this.emit({ kind: 'txn.begin', t, txn, attempt });
    const e = this.reused.begin;
    e.t = t;
    e.txn = txn;
    e.attempt = attempt;
    this.emit(e);
  }

  /** A lock is granted (or upgraded) to a transaction. */
  emitLockGrant(t: number, txn: number, item: number, mode: LockModeName): void {
    if (this.reused === null) return this.emit({ kind: 'lock.grant', t, txn, item, mode });
    const e = this.reused.grant;
    e.t = t;
    e.txn = txn;
    e.item = item;
    e.mode = mode;
    this.emit(e);
  }

  /** A lock request waits for `blockers` (an array the event keeps). */
  emitLockWait(t: number, txn: number, item: number, mode: LockModeName, blockers: number[]): void {
    if (this.reused === null) {
      return this.emit({ kind: 'lock.wait', t, txn, item, mode, blockers });
    }
    const e = this.reused.wait;
    e.t = t;
    e.txn = txn;
    e.item = item;
    e.mode = mode;
    e.blockers = blockers;
    this.emit(e);
  }

  /** A transaction releases every lock it holds (commit or abort). */
  emitLockReleaseAll(t: number, txn: number): void {
    if (this.reused === null) return this.emit({ kind: 'lock.release-all', t, txn });
    const e = this.reused.releaseAll;
    e.t = t;
    e.txn = txn;
    this.emit(e);
  }

  /** A deadlock is found: its cycle (an array the event keeps) and the victim. */
  emitDeadlock(t: number, cycle: number[], victim: number): void {
    if (this.reused === null) return this.emit({ kind: 'deadlock', t, cycle, victim });
    const e = this.reused.deadlock;
    e.t = t;
    e.cycle = cycle;
    e.victim = victim;
    this.emit(e);
  }

  /** An attempt of a transaction aborts. */
  emitTxnAbort(t: number, txn: number, attempt: number, reason: AbortReason): void {
    if (this.reused === null) return this.emit({ kind: 'txn.abort', t, txn, attempt, reason });
    const e = this.reused.abort;
    e.t = t;
    e.txn = txn;
    e.attempt = attempt;
    e.reason = reason;
    this.emit(e);
  }

  /** A transaction's commit request (trace-event.ts's `CommitRequestEvent`). */
  emitCommitRequest(
    t: number,
    txn: number,
    lsn: number | null,
    waitLsn: number | null,
    releasesLocks: boolean,
  ): void {
    if (this.reused === null) {
      return this.emit({ kind: 'txn.commit-request', t, txn, lsn, waitLsn, releasesLocks });
    }
    const e = this.reused.request;
    e.t = t;
    e.txn = txn;
    e.lsn = lsn;
    e.waitLsn = waitLsn;
    e.releasesLocks = releasesLocks;
    this.emit(e);
  }

  /** A transaction commits (is acknowledged). */
  emitTxnCommit(t: number, txn: number): void {
    if (this.reused === null) return this.emit({ kind: 'txn.commit', t, txn });
    const e = this.reused.commit;
    e.t = t;
    e.txn = txn;
    this.emit(e);
  }

  private toOthers(e: TraceEvent): void {
    const others = this.others;
    for (let i = 0; i < others.length; i++) others[i]!.accept(e);
  }

  get emitted(): number {
    return this.seq;
  }

  emit(input: TraceEventInput): void {
    const event = input as TraceEvent;
    const seq = this.seq++;
    if (this.stamps) event.seq = seq;
    const typed = this.typed;
    if (typed !== null) {
      // Routed by kind once here rather than by a switch in every fold the consumer feeds.
      switch (event.kind) {
        case 'lock.grant':
          typed.lockGrant(event);
          return this.toOthers(event);
        case 'lock.wait':
          typed.lockWait(event);
          return this.toOthers(event);
        case 'page.evict':
          event.seq = seq; // stamped always: the activity fold pairs it with the next miss
          typed.pageEvict(event);
          return this.toOthers(event);
        default:
          break;
      }
    }
    const consumers = this.consumers;
    for (let i = 0; i < consumers.length; i++) consumers[i]!.accept(event);
  }
}

/** Keeps every event, in order. */
export class TraceRecorder implements TraceConsumer {
  readonly events: TraceEvent[] = [];
  accept(event: TraceEvent): void {
    this.events.push(event);
  }
}
