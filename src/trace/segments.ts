/**
 * The timeline's drawable model, a fold over the trace. Each transaction lane (one per
 * terminal; open arrivals take the lowest free slot) holds the segments of the transactions
 * that ran in it: what each was doing from submit to commit, with no gaps and no overlaps
 * ('idle-in-txn' for time between steps and the restart delay). Work of an attempt that
 * later aborts is flagged `aborted` (wasted work). Each device unit has a lane of service
 * segments. Marks (commit request, commit, abort, deadlock, crash) and lock-wait arrows
 * complete the picture; a log flush's segment names the transactions whose records it
 * carries. A transaction waiting for the log after its commit request is in 'log-wait'.
 * The trace does not name the page of a disk access; it is inferred from the transaction's
 * last page.access (and, for a dirty write-back, the page.evict just before it).
 */
import { assertNever } from '../base/assert-never.ts';
import { SYSTEM_OWNER, type DeviceInfo, type TraceEvent } from './trace-event.ts';
import { isTlsEvent } from './tls-trace-event.ts';
import { TlsTimelineBuilder } from './tls-segments.ts';
import type {
  TxnActivity,
  TxnSegment,
  TxnLane,
  ServiceSegment,
  DeviceLane,
  TxnSpan,
  WaitArrow,
  TimelineRun,
  TimelineModel,
} from './timeline-model.ts';

export type * from './timeline-model.ts';

interface OpenTxn {
  span: TxnSpan;
  lane: TxnLane;
  activity: TxnActivity;
  sinceUs: number;
  /** Index in the lane of the current attempt's first segment. */
  attemptStart: number;
  deviceWork: ServiceSegment[];
  wait: WaitArrow | null;
  lastPage: number | null;
  evictedPage: number | null;
}

// Shared by many segments, so frozen.
const BETWEEN_STEPS: TxnActivity = {
  state: 'idle-in-txn',
  detail: Object.freeze({ reason: 'between-steps' as const }),
};
const RESTART_DELAY: TxnActivity = {
  state: 'idle-in-txn',
  detail: Object.freeze({ reason: 'restart-delay' as const }),
};

class SegmentBuilder {
  run: TimelineRun = {
    scenarioId: '',
    variant: null,
    startUs: 0,
    endUs: 0,
    warmupUs: 0,
    complete: false,
    terminals: null,
    transactionTypes: [],
    commitProtocol: null,
  };
  devices: DeviceInfo[] = [];
  readonly txnLanes: TxnLane[] = [];
  readonly deviceLanes: DeviceLane[] = [];
  readonly transactions: TxnSpan[] = [];
  readonly marks: TimelineModel['marks'] = {
    commits: [],
    commitRequests: [],
    aborts: [],
    deadlocks: [],
    crash: null,
  };
  readonly waits: WaitArrow[] = [];
  private readonly open = new Map<number, OpenTxn>();
  private readonly laneBusy: boolean[] = [];
  /** Per device: its info, its first lane's index, and the segment in service on each unit. */
  private readonly deviceIndex = new Map<
    string,
    { info: DeviceInfo; firstLane: number; inService: (ServiceSegment | null)[] }
  >();
  /** The last dirty eviction: its write-back is done by the next miss, if that is next. */
  private dirtyEvictSeq = -1;
  private dirtyEvictPage = -1;
  private flush: { flush: number; records: number; txns: readonly number[] | null } | null = null;

  private readonly tls = new TlsTimelineBuilder();

  accept(e: TraceEvent): void {
    this.run.endUs = e.t;
    if (isTlsEvent(e)) {
      this.tls.accept(e);
      return;
    }
    switch (e.kind) {
      case 'run.start':
        this.start(e);
        this.tls.start(e);
        return;
      case 'run.end':
        this.run.complete = true;
        return;
      case 'txn.submit':
        this.submit(e.txn, e.terminal, e.type, e.t);
        return;
      case 'txn.begin': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        this.move(o, e.t, BETWEEN_STEPS);
        o.span.attempts = e.attempt;
        o.attemptStart = o.lane.segments.length;
        o.deviceWork = [];
        return;
      }
      case 'txn.abort': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        this.move(o, e.t, RESTART_DELAY);
        const segments = o.lane.segments;
        for (let i = o.attemptStart; i < segments.length; i++) segments[i]!.aborted = true;
        for (const s of o.deviceWork) s.aborted = true;
        this.endWait(o, e.t, 'aborted');
        this.marks.aborts.push({
          t: e.t,
          txn: e.txn,
          lane: o.lane.index,
          attempt: e.attempt,
          reason: e.reason,
        });
        return;
      }
      case 'txn.commit': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        this.move(o, e.t, BETWEEN_STEPS);
        o.span.commitUs = e.t;
        this.open.delete(e.txn);
        this.laneBusy[o.lane.index] = false;
        this.marks.commits.push({
          t: e.t,
          txn: e.txn,
          lane: o.lane.index,
          responseUs: e.t - o.span.submitUs,
        });
        return;
      }
      case 'queue.enter': {
        const o = this.open.get(e.txn);
        const dev = this.deviceIndex.get(e.device);
        if (o === undefined || dev === undefined) return;
        if (dev.info.kind === 'cpu') {
          this.move(o, e.t, { state: 'cpu-queue', detail: { device: e.device } });
        } else {
          const page = o.evictedPage ?? o.lastPage;
          const detail = {
            device: e.device,
            phase: 'queue',
            unit: null,
            work: null,
            page,
          } as const;
          this.move(o, e.t, { state: 'io', detail });
        }
        return;
      }
      case 'queue.leave': {
        const o = this.open.get(e.txn);
        if (o !== undefined) this.move(o, e.t, BETWEEN_STEPS);
        return;
      }
      case 'service.start':
        this.serviceStart(e);
        return;
      case 'service.end': {
        const segment = this.deviceIndex.get(e.device)?.inService[e.unit];
        if (segment) {
          segment.endUs = e.t;
          this.deviceIndex.get(e.device)!.inService[e.unit] = null;
        }
        const o = this.open.get(e.txn);
        if (o !== undefined) this.move(o, e.t, BETWEEN_STEPS);
        return;
      }
      case 'page.evict':
        if (e.dirty) {
          this.dirtyEvictSeq = e.seq;
          this.dirtyEvictPage = e.page;
        }
        return;
      case 'page.access': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        o.lastPage = e.page;
        if (!e.hit && this.dirtyEvictSeq === e.seq - 1) o.evictedPage = this.dirtyEvictPage;
        if (o.activity.state === 'buffer-wait') this.move(o, e.t, BETWEEN_STEPS);
        return;
      }
      case 'buffer.wait': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        const a = o.activity;
        if (a.state === 'buffer-wait' && a.detail.page === e.page && a.detail.reason === e.reason)
          return;
        this.move(o, e.t, { state: 'buffer-wait', detail: { page: e.page, reason: e.reason } });
        return;
      }
      case 'lock.wait':
        this.lockWait(e);
        return;
      case 'lock.grant': {
        const o = this.open.get(e.txn);
        if (o === undefined || o.activity.state !== 'lock-wait') return;
        this.move(o, e.t, BETWEEN_STEPS);
        this.endWait(o, e.t, 'granted');
        return;
      }
      case 'deadlock': {
        const lanes = e.cycle.map((txn) => this.open.get(txn)?.lane.index ?? -1);
        this.marks.deadlocks.push({ t: e.t, cycle: e.cycle, victim: e.victim, lanes });
        const o = this.open.get(e.victim);
        if (o === undefined) return;
        this.move(o, e.t, BETWEEN_STEPS);
        this.endWait(o, e.t, 'aborted');
        return;
      }
      case 'log.append': {
        const o = this.open.get(e.txn);
        if (o !== undefined) this.move(o, e.t, { state: 'log-wait', detail: { lsn: e.lsn } });
        return;
      }
      case 'log.flush.start':
        this.flush = { flush: e.flush, records: e.records, txns: e.txns ?? null };
        return;
      case 'txn.commit-request': {
        const o = this.open.get(e.txn);
        if (o === undefined) return;
        this.marks.commitRequests.push({
          t: e.t,
          txn: e.txn,
          lane: o.lane.index,
          lsn: e.lsn,
          waitLsn: e.waitLsn,
          releasesLocks: e.releasesLocks,
        });
        if (e.waitLsn !== null && o.activity.state !== 'log-wait') {
          this.move(o, e.t, { state: 'log-wait', detail: { lsn: e.waitLsn } });
        }
        return;
      }
      case 'crash':
        this.marks.crash = { t: e.t, durableLsn: e.durableLsn };
        return;
      case 'log.flush.end':
      case 'lock.release-all':
      case 'warmup.end':
      case 'txn.stage':
      case 'htste.update':
      case 'cache.access':
      case 'write-buffer':
      case 'cc.wound':
      case 'cc.validation-fail':
      case 'cc.conflict':
        return;
      case 'cc.restart-delay': {
        // A restart-based algorithm sleeps its delay at the start of the next attempt.
        const o = this.open.get(e.txn);
        if (o !== undefined && e.delayUs > 0) this.move(o, e.t, RESTART_DELAY);
        return;
      }
      default:
        assertNever(e, 'trace event');
    }
  }

  /** Closes every open segment at the end of the trace. */
  finish(): TimelineModel {
    const endUs = this.run.endUs;
    for (const o of this.open.values()) {
      this.move(o, endUs, o.activity);
      this.endWait(o, endUs, 'open');
    }
    for (const dev of this.deviceIndex.values()) {
      for (const s of dev.inService) if (s !== null) s.endUs = endUs;
    }
    return {
      run: this.run,
      devices: this.devices,
      txnLanes: this.txnLanes,
      deviceLanes: this.deviceLanes,
      transactions: this.transactions,
      marks: this.marks,
      waits: this.waits,
      tls: this.tls.finish(endUs),
    };
  }

  private start(e: Extract<TraceEvent, { kind: 'run.start' }>): void {
    this.run = {
      scenarioId: e.scenarioId,
      variant: e.variant,
      startUs: e.t,
      endUs: e.t,
      warmupUs: e.warmupUs,
      complete: false,
      terminals: e.terminals,
      transactionTypes: e.transactionTypes,
      commitProtocol: e.commitProtocol ?? null,
    };
    this.devices = e.devices;
    for (const info of e.devices) {
      this.deviceIndex.set(info.id, {
        info,
        firstLane: this.deviceLanes.length,
        inService: new Array<ServiceSegment | null>(info.units).fill(null),
      });
      for (let unit = 0; unit < info.units; unit++) {
        this.deviceLanes.push({ device: info.id, kind: info.kind, unit, segments: [] });
      }
    }
    for (let terminal = 0; terminal < (e.terminals ?? 0); terminal++) this.lane(terminal, true);
  }

  private lane(index: number, closed: boolean): TxnLane {
    while (this.txnLanes.length <= index) {
      const i = this.txnLanes.length;
      this.txnLanes.push({ index: i, terminal: closed ? i : null, segments: [] });
      this.laneBusy.push(false);
    }
    return this.txnLanes[index]!;
  }

  private submit(txn: number, terminal: number, type: number, t: number): void {
    let index = terminal;
    if (terminal < 0) {
      index = this.laneBusy.indexOf(false);
      if (index < 0) index = this.laneBusy.length;
    }
    const lane = this.lane(index, terminal >= 0);
    this.laneBusy[index] = true;
    const span: TxnSpan = {
      txn,
      lane: index,
      terminal,
      type,
      submitUs: t,
      commitUs: null,
      attempts: 0,
    };
    this.transactions.push(span);
    this.open.set(txn, {
      span,
      lane,
      activity: BETWEEN_STEPS,
      sinceUs: t,
      attemptStart: lane.segments.length,
      deviceWork: [],
      wait: null,
      lastPage: null,
      evictedPage: null,
    });
  }

  private serviceStart(e: Extract<TraceEvent, { kind: 'service.start' }>): void {
    const dev = this.deviceIndex.get(e.device);
    if (dev === undefined) return;
    const o = this.open.get(e.txn);
    let page: number | null = null;
    if (o !== undefined && dev.info.kind !== 'cpu') {
      page = o.lastPage;
      if (e.work === 'write' && o.evictedPage !== null) page = o.evictedPage;
      o.evictedPage = null;
    }
    const flush = e.txn === SYSTEM_OWNER && e.work === 'log-flush' ? this.flush : null;
    const segment: ServiceSegment = {
      startUs: e.t,
      endUs: e.t,
      txn: e.txn,
      attempt: o === undefined ? null : o.span.attempts,
      aborted: false,
      work: e.work,
      page,
      flush: flush?.flush ?? null,
      records: flush?.records ?? null,
      txns: flush?.txns ?? null,
    };
    dev.inService[e.unit] = segment;
    this.deviceLanes[dev.firstLane + e.unit]!.segments.push(segment);
    if (o === undefined) return;
    o.deviceWork.push(segment);
    if (dev.info.kind === 'cpu') {
      this.move(o, e.t, { state: 'cpu', detail: { device: e.device, unit: e.unit, work: e.work } });
    } else {
      const detail = {
        device: e.device,
        phase: 'service',
        unit: e.unit,
        work: e.work,
        page,
      } as const;
      this.move(o, e.t, { state: 'io', detail });
    }
  }

  private lockWait(e: Extract<TraceEvent, { kind: 'lock.wait' }>): void {
    const o = this.open.get(e.txn);
    if (o === undefined) return;
    const detail = { item: e.item, mode: e.mode, blockers: e.blockers };
    this.move(o, e.t, { state: 'lock-wait', detail });
    o.wait = {
      fromTxn: e.txn,
      fromLane: o.lane.index,
      attempt: o.span.attempts,
      toTxns: e.blockers,
      toLanes: e.blockers.map((txn) => this.open.get(txn)?.lane.index ?? -1),
      startUs: e.t,
      endUs: e.t,
      item: e.item,
      mode: e.mode,
      outcome: 'open',
    };
    this.waits.push(o.wait);
  }

  private endWait(o: OpenTxn, t: number, outcome: WaitArrow['outcome']): void {
    if (o.wait === null) return;
    o.wait.endUs = t;
    o.wait.outcome = outcome;
    o.wait = null;
  }

  /** Ends the current segment at `t` (dropping it if empty) and starts `next`. */
  private move(o: OpenTxn, t: number, next: TxnActivity): void {
    if (t > o.sinceUs) {
      const a = o.activity;
      // Built with one property order so every segment has the same shape.
      const segment = {
        startUs: o.sinceUs,
        endUs: t,
        txn: o.span.txn,
        attempt: o.span.attempts,
        aborted: false,
        state: a.state,
        detail: a.detail,
      } as TxnSegment;
      o.lane.segments.push(segment);
    }
    o.activity = next;
    o.sinceUs = t;
  }
}

/** The timeline model of a trace (complete, or a prefix of one). */
export function buildSegments(events: Iterable<TraceEvent>): TimelineModel {
  const builder = new SegmentBuilder();
  for (const e of events) builder.accept(e);
  return builder.finish();
}
