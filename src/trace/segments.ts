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
 *
 * A registry for one technique: a thread-level speculation run's CPU lanes
 * (`TimelineModel.tls`) are folded here, in the same pass, by the TLS folder's builder, so
 * every user of the model (the page, the Chrome-trace export) gets them.
 */
import { assertNever } from '../base/assert-never.ts';
import { SYSTEM_OWNER, type DeviceInfo, type TraceEvent } from './trace-event.ts';
import { isTlsEvent } from '../techniques/tls/events.ts';
import { TlsTimelineBuilder } from '../techniques/tls/timeline.ts';
import { ActivityFold, type Activity, type ActivityListener } from './activity.ts';
import type {
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
  /** Index in the lane of the current attempt's first segment. */
  attemptStart: number;
  deviceWork: ServiceSegment[];
  wait: WaitArrow | null;
}

type LockWaitDetail = Extract<Activity, { state: 'lock-wait' }>['detail'];

class SegmentBuilder implements ActivityListener {
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
  /** Blocker -> the waits that named it and have not seen it release all its locks yet. */
  private readonly waitsNaming = new Map<number, WaitArrow[]>();
  private readonly open = new Map<number, OpenTxn>();
  private readonly laneBusy: boolean[] = [];
  /** Per device: its info, its first lane's index, and the segment in service on each unit. */
  private readonly deviceIndex = new Map<
    string,
    { info: DeviceInfo; firstLane: number; inService: (ServiceSegment | null)[] }
  >();
  private flush: { flush: number; records: number; txns: readonly number[] | null } | null = null;

  private readonly tls = new TlsTimelineBuilder();
  private readonly activity = new ActivityFold(this);

  accept(e: TraceEvent): void {
    this.run.endUs = e.t;
    if (isTlsEvent(e)) {
      this.tls.accept(e);
      return;
    }
    if (e.kind === 'run.start') {
      this.start(e);
      this.tls.start(e);
    }
    this.activity.accept(e);
    switch (e.kind) {
      case 'run.end':
        this.run.complete = true;
        return;
      case 'service.start':
        this.serviceStart(e);
        return;
      case 'service.end': {
        const dev = this.deviceIndex.get(e.device);
        const segment = dev?.inService[e.unit];
        if (segment) {
          segment.endUs = e.t;
          dev!.inService[e.unit] = null;
        }
        return;
      }
      case 'deadlock': {
        const lanes = e.cycle.map((txn) => this.open.get(txn)?.lane.index ?? -1);
        this.marks.deadlocks.push({ t: e.t, cycle: e.cycle, victim: e.victim, lanes });
        return;
      }
      case 'log.flush.start':
        this.flush = { flush: e.flush, records: e.records, txns: e.txns ?? null };
        return;
      case 'lock.release-all':
        this.releasedAll(e.txn, e.t);
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
        return;
      }
      case 'crash':
        this.marks.crash = { t: e.t, durableLsn: e.durableLsn };
        return;
      case 'run.start':
      case 'txn.submit':
      case 'txn.begin':
      case 'txn.abort':
      case 'txn.commit':
      case 'queue.enter':
      case 'queue.leave':
      case 'page.access':
      case 'page.evict':
      case 'buffer.wait':
      case 'lock.wait':
      case 'lock.grant':
      case 'log.append':
      case 'log.flush.end':
      case 'warmup.end':
      case 'txn.stage':
      case 'htste.update':
      case 'cache.access':
      case 'write-buffer':
      case 'cc.wound':
      case 'cc.validation-fail':
      case 'cc.conflict':
      case 'cc.restart-delay':
        return;
      default:
        assertNever(e, 'trace event');
    }
  }

  begin(txn: number, _t: number, attempt: number): void {
    const o = this.open.get(txn);
    if (o === undefined) return;
    o.span.attempts = attempt;
    o.attemptStart = o.lane.segments.length;
    o.deviceWork = [];
  }

  abort(txn: number, t: number, attempt: number): void {
    const o = this.open.get(txn);
    if (o === undefined) return;
    const segments = o.lane.segments;
    for (let i = o.attemptStart; i < segments.length; i++) segments[i]!.aborted = true;
    for (const s of o.deviceWork) s.aborted = true;
    this.endWait(o, t, 'aborted');
    this.marks.aborts.push({ t, txn, lane: o.lane.index, attempt, reason: 'deadlock' });
  }

  commit(txn: number, t: number): void {
    const o = this.open.get(txn);
    if (o === undefined) return;
    o.span.commitUs = t;
    this.open.delete(txn);
    this.laneBusy[o.lane.index] = false;
    this.marks.commits.push({ t, txn, lane: o.lane.index, responseUs: t - o.span.submitUs });
  }

  /** Ends the segment of `from` (dropping it if empty); opens and closes wait arrows. */
  transition(
    txn: number,
    sinceUs: number,
    t: number,
    from: Activity,
    to: Activity,
    cause: TraceEvent,
  ): void {
    const o = this.open.get(txn);
    if (o === undefined) return;
    this.push(o, sinceUs, t, from);
    if (from.state === 'lock-wait') {
      const aborted = cause.kind === 'deadlock' || cause.kind === 'txn.abort';
      this.endWait(o, t, aborted ? 'aborted' : 'granted');
    }
    if (to.state === 'lock-wait') this.lockWait(o, t, to.detail);
  }

  /** Closes every open segment at the end of the trace. */
  finish(): TimelineModel {
    const endUs = this.run.endUs;
    for (const o of this.open.values()) {
      const r = this.activity.record(o.span.txn);
      if (r !== undefined) this.push(o, r.sinceUs, endUs, r.activity);
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

  submit(txn: number, t: number, terminal: number, type: number): void {
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
      attemptStart: lane.segments.length,
      deviceWork: [],
      wait: null,
    });
  }

  private serviceStart(e: Extract<TraceEvent, { kind: 'service.start' }>): void {
    const dev = this.deviceIndex.get(e.device);
    if (dev === undefined) return;
    const o = this.open.get(e.txn);
    const page =
      o !== undefined && dev.info.kind !== 'cpu'
        ? (this.activity.record(e.txn)?.servicePage ?? null)
        : null;
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
    o?.deviceWork.push(segment);
  }

  private lockWait(o: OpenTxn, t: number, detail: LockWaitDetail): void {
    o.wait = {
      fromTxn: o.span.txn,
      fromLane: o.lane.index,
      attempt: o.span.attempts,
      toTxns: detail.blockers,
      toLanes: detail.blockers.map((txn) => this.open.get(txn)?.lane.index ?? -1),
      toReleasedUs: detail.blockers.map(() => null),
      startUs: t,
      endUs: t,
      item: detail.item,
      mode: detail.mode,
      outcome: 'open',
    };
    this.waits.push(o.wait);
    for (const blocker of detail.blockers) {
      const naming = this.waitsNaming.get(blocker);
      if (naming === undefined) this.waitsNaming.set(blocker, [o.wait]);
      else naming.push(o.wait);
    }
  }

  /** `txn` released all its locks at `t`: the waits that named it note when. */
  private releasedAll(txn: number, t: number): void {
    const naming = this.waitsNaming.get(txn);
    if (naming === undefined) return;
    this.waitsNaming.delete(txn);
    for (const w of naming) {
      w.toTxns.forEach((b, i) => {
        if (b === txn && w.toReleasedUs[i] === null) w.toReleasedUs[i] = t;
      });
    }
  }

  private endWait(o: OpenTxn, t: number, outcome: WaitArrow['outcome']): void {
    if (o.wait === null) return;
    o.wait.endUs = t;
    o.wait.outcome = outcome;
    o.wait = null;
  }

  /** Adds the segment of `activity` over [startUs, endUs) to the lane, unless it is empty. */
  private push(o: OpenTxn, startUs: number, endUs: number, activity: Activity): void {
    if (endUs <= startUs) return;
    // Built with one property order so every segment has the same shape.
    const segment = {
      startUs,
      endUs,
      txn: o.span.txn,
      attempt: o.span.attempts,
      aborted: false,
      state: activity.state,
      detail: activity.detail,
    } as TxnSegment;
    o.lane.segments.push(segment);
  }
}

/** The timeline model of a trace (complete, or a prefix of one). */
export function buildSegments(events: Iterable<TraceEvent>): TimelineModel {
  const builder = new SegmentBuilder();
  for (const e of events) builder.accept(e);
  return builder.finish();
}

/** A timeline fold fed event by event (a streamed trace): `finish()` gives what buildSegments would. */
export interface SegmentFold {
  accept(e: TraceEvent): void;
  finish(): TimelineModel;
}

export function segmentFold(): SegmentFold {
  return new SegmentBuilder();
}
