/**
 * A run's trace as a Chrome Trace Event Format file (the JSON object form), which opens in
 * Perfetto (ui.perfetto.dev) and chrome://tracing. Timestamps are the trace's own integer
 * microseconds, which is the format's unit for `ts` and `dur`.
 *
 * Process 1, "Transactions": one thread per place a transaction runs.
 * - A closed-system terminal `i` is thread `i + 1` ("terminal i"); its transactions follow
 *   each other on it, so they never overlap.
 * - Open arrivals (terminal -1) have no terminal, so each takes a lane: the lowest-numbered
 *   lane free at its submit, held until it commits (restarts keep the lane). Lane `k` is
 *   thread `R + 1 + k`, named "open arrivals #k". The number of lanes is the peak number of
 *   transactions in the system.
 * - Thread `R` ("run"), one past the highest terminal's thread (so 1 in an open system),
 *   carries the run-wide instants (warm-up end, run end) and sorts first. Thread 0 is left
 *   alone, as some viewers give it a special meaning (the idle thread).
 * Each attempt is a complete event `T<id>` from txn.begin to its commit or abort, and inside
 * it the attempt's states as complete events: CPU queue, CPU (and "CPU: lock request"),
 * I/O queue and I/O read / write (on the disks), lock wait (item, mode, blockers), log wait
 * (log.append to txn.commit) and buffer wait (buffer.wait to the page.access it ends in).
 * Commits, aborts and deadlocks (on the victim's thread, with cycle and victim) are
 * thread-scoped instants; a restart delay between an abort and the next attempt, when it is
 * not zero, is a slice of its own between the two attempts.
 *
 * Process 2, "Devices": see chrome-trace-devices.ts.
 *
 * Every slice is an 'X' event whose `dur` pairs its start and end events, so there are no
 * B/E pairs to mis-nest. Intervals still open at the end close at run.end's time (or the
 * last event's time when the trace has no run.end) and carry `unfinished: true`. On each
 * thread the slices nest properly: should a state ever outlast its enclosing slice, it is
 * cut at the enclosing slice's end and marked `clipped: true` (a well-formed trace has
 * none; `otherData.clippedSlices` counts them).
 */
import type { DeviceKind, TraceEvent, WorkKind } from '../trace/trace-event.ts';
import { DeviceThreads } from './chrome-trace-devices.ts';
import {
  DEVICES_PID,
  TRANSACTIONS_PID,
  meta,
  nestingRank,
  repairNesting,
  type ChromeTraceArgs,
  type ChromeTraceEvent,
  type ChromeTraceFile,
  type ChromeTraceOptions,
} from './chrome-trace-format.ts';

export * from './chrome-trace-format.ts';

interface OpenState {
  name: string;
  cat: string;
  start: number;
  args: ChromeTraceArgs;
}

interface Attempt {
  start: number;
  attempt: number;
  states: Map<string, OpenState>;
}

interface Txn {
  id: number;
  tid: number;
  terminal: number;
  type: number;
  submitUs: number;
  /** The open-arrival lane it holds, or -1. */
  lane: number;
  attempt: Attempt | null;
  /** When its last attempt aborted, while it has not begun again; else -1. */
  abortedAt: number;
}

export function toChromeTrace(
  events: readonly TraceEvent[],
  options: ChromeTraceOptions = {},
): ChromeTraceFile {
  return new ChromeTraceBuilder(events).build(options);
}

class ChromeTraceBuilder {
  private readonly out: ChromeTraceEvent[] = [];
  private readonly threadNames = new Map<string, { pid: number; tid: number; name: string }>();
  private readonly txns = new Map<number, Txn>();
  private readonly lanes: boolean[] = [];
  private readonly deviceThreads = new DeviceThreads(this.out, this);
  private typeNames: readonly string[] = [];
  /** The thread of run-wide instants; open-arrival lanes follow it. */
  private readonly runTid: number;
  private readonly endUs: number;
  private clipped = 0;

  constructor(private readonly events: readonly TraceEvent[]) {
    let maxTerminal = -1;
    let lastUs = 0;
    let endUs: number | null = null;
    for (const e of events) {
      lastUs = Math.max(lastUs, e.t);
      if (e.kind === 'run.start' && e.terminals !== null)
        maxTerminal = Math.max(maxTerminal, e.terminals - 1);
      else if (e.kind === 'txn.submit') maxTerminal = Math.max(maxTerminal, e.terminal);
      else if (e.kind === 'run.end') endUs = e.t;
    }
    this.runTid = maxTerminal + 2;
    this.endUs = endUs ?? lastUs;
  }

  build(options: ChromeTraceOptions): ChromeTraceFile {
    const start = this.events.find((e) => e.kind === 'run.start');
    this.nameThread(TRANSACTIONS_PID, this.runTid, 'run');
    for (const e of this.events) this.accept(e);
    this.closeAll();
    // Parents before children: by start, then longer first, then an attempt before its
    // states, then in the order made (the sort is stable).
    const body = this.out.sort(
      (a, b) => a.ts - b.ts || (b.dur ?? -1) - (a.dur ?? -1) || nestingRank(a) - nestingRank(b),
    );
    this.clipped = repairNesting(body);

    const metadata: ChromeTraceEvent[] = [
      meta('process_name', TRANSACTIONS_PID, 0, { name: 'Transactions' }),
      meta('process_sort_index', TRANSACTIONS_PID, 0, { sort_index: 1 }),
      meta('process_name', DEVICES_PID, 0, { name: 'Devices' }),
      meta('process_sort_index', DEVICES_PID, 0, { sort_index: 2 }),
    ];
    const threads = [...this.threadNames.values()].sort((a, b) => a.pid - b.pid || a.tid - b.tid);
    for (const th of threads) {
      metadata.push(meta('thread_name', th.pid, th.tid, { name: th.name }));
      const sortIndex = th.pid === TRANSACTIONS_PID && th.tid === this.runTid ? 0 : th.tid;
      metadata.push(meta('thread_sort_index', th.pid, th.tid, { sort_index: sortIndex }));
    }
    const title =
      options.title ??
      (start === undefined
        ? 'Lockstep trace'
        : start.variant === null
          ? start.scenarioId
          : `${start.scenarioId} (${start.variant})`);
    return {
      traceEvents: [...metadata, ...body],
      displayTimeUnit: 'ms',
      otherData: {
        generator: 'Lockstep',
        title,
        scenarioId: start?.scenarioId ?? null,
        variant: start?.variant ?? null,
        seed: start?.seed ?? null,
        warmupUs: start?.warmupUs ?? null,
        endUs: this.endUs,
        clippedSlices: this.clipped,
      },
    };
  }

  private accept(e: TraceEvent): void {
    switch (e.kind) {
      case 'run.start':
        this.typeNames = e.transactionTypes;
        if (e.terminals !== null) {
          for (let i = 0; i < e.terminals; i++)
            this.nameThread(TRANSACTIONS_PID, i + 1, `terminal ${i}`);
        }
        for (const info of e.devices) this.deviceThreads.declare(info, e.t);
        return;
      case 'warmup.end':
        this.instant(this.runTid, e.t, 'warm-up end', 'run', {}, 'g');
        return;
      case 'run.end':
        this.instant(this.runTid, e.t, 'run end', 'run', {}, 'g');
        return;
      case 'txn.submit':
        this.submit(e.txn, e.terminal, e.type, e.t);
        return;
      case 'txn.begin': {
        const txn = this.txns.get(e.txn) ?? this.submit(e.txn, -1, -1, e.t);
        if (txn.attempt !== null) this.endAttempt(txn, e.t, 'superseded');
        if (txn.abortedAt >= 0 && e.t > txn.abortedAt) {
          this.slice(txn.tid, txn.abortedAt, e.t, 'restart delay', 'restart', { txn: txn.id });
        }
        txn.abortedAt = -1;
        txn.attempt = { start: e.t, attempt: e.attempt, states: new Map() };
        return;
      }
      case 'txn.commit': {
        const txn = this.txns.get(e.txn);
        if (txn === undefined) {
          this.instant(this.runTid, e.t, 'commit', 'txn', { txn: e.txn });
          return;
        }
        const attempt = txn.attempt?.attempt ?? null;
        this.endAttempt(txn, e.t, 'commit');
        this.instant(txn.tid, e.t, 'commit', 'txn', {
          txn: txn.id,
          attempt,
          responseUs: e.t - txn.submitUs,
        });
        this.txns.delete(txn.id);
        if (txn.lane >= 0) this.lanes[txn.lane] = false;
        return;
      }
      case 'txn.abort': {
        const txn = this.txns.get(e.txn);
        const args = { txn: e.txn, attempt: e.attempt, reason: e.reason };
        if (txn === undefined) {
          this.instant(this.runTid, e.t, 'abort', 'txn', args);
          return;
        }
        this.endAttempt(txn, e.t, 'abort');
        this.instant(txn.tid, e.t, 'abort', 'txn', args);
        txn.abortedAt = e.t;
        return;
      }
      case 'deadlock': {
        const victim = this.txns.get(e.victim);
        this.instant(victim?.tid ?? this.runTid, e.t, 'deadlock', 'lock', {
          cycle: e.cycle,
          victim: e.victim,
        });
        return;
      }
      case 'queue.enter': {
        this.deviceThreads.queueEnter(e.device, e.t);
        const kind = this.deviceThreads.kindOf(e.device);
        const name = kind === 'cpu' ? 'CPU queue' : kind === 'log' ? 'log queue' : 'I/O queue';
        const cat = kind === 'cpu' ? 'cpu' : 'io';
        this.openState(e.txn, `queue:${e.device}`, e.t, name, cat, { device: e.device });
        return;
      }
      case 'queue.leave':
        this.deviceThreads.queueLeave(e.device, e.t);
        this.closeState(e.txn, `queue:${e.device}`, e.t);
        return;
      case 'service.start': {
        this.deviceThreads.serviceStart(e);
        if (e.fromQueue) this.closeState(e.txn, `queue:${e.device}`, e.t);
        const kind = this.deviceThreads.kindOf(e.device);
        const name = serviceStateName(kind, e.work);
        const cat = kind === 'cpu' ? 'cpu' : 'io';
        this.openState(e.txn, `service:${e.device}`, e.t, name, cat, {
          device: e.device,
          unit: e.unit,
          work: e.work,
        });
        return;
      }
      case 'service.end': {
        this.deviceThreads.serviceEnd(e);
        this.closeState(e.txn, `service:${e.device}`, e.t);
        return;
      }
      case 'lock.wait':
        this.openState(e.txn, 'lock', e.t, 'lock wait', 'lock', {
          item: e.item,
          mode: e.mode,
          blockers: e.blockers,
        });
        return;
      case 'lock.grant':
        this.closeState(e.txn, 'lock', e.t);
        return;
      case 'log.append':
        this.openState(e.txn, 'log', e.t, 'log wait', 'log', { lsn: e.lsn });
        return;
      case 'log.flush.start':
        this.deviceThreads.flushStart(e);
        return;
      case 'buffer.wait': {
        // A second wait for the same access (the loop tries again) extends the first.
        if (this.txns.get(e.txn)?.attempt?.states.has('buffer')) return;
        this.openState(e.txn, 'buffer', e.t, 'buffer wait', 'io', {
          page: e.page,
          reason: e.reason,
        });
        return;
      }
      case 'page.access':
        this.closeState(e.txn, 'buffer', e.t);
        return;
      case 'txn.commit-request': {
        const txn = this.txns.get(e.txn);
        const args = { txn: e.txn, lsn: e.lsn, waitLsn: e.waitLsn, releasesLocks: e.releasesLocks };
        this.instant(txn?.tid ?? this.runTid, e.t, 'commit request', 'txn', args);
        // An update's log wait opened at its log.append; a safe-ELR reader's opens here.
        if (e.lsn === null && e.waitLsn !== null) {
          this.openState(e.txn, 'log', e.t, 'log wait', 'log', { lsn: e.waitLsn });
        }
        return;
      }
      case 'crash':
        this.instant(this.runTid, e.t, 'crash', 'run', { durableLsn: e.durableLsn }, 'g');
        return;
      case 'page.evict':
      case 'lock.release-all':
      case 'log.flush.end':
        return;
    }
  }

  private submit(id: number, terminal: number, type: number, t: number): Txn {
    let lane = -1;
    let tid: number;
    if (terminal >= 0) {
      tid = terminal + 1;
      this.nameThread(TRANSACTIONS_PID, tid, `terminal ${terminal}`);
    } else {
      lane = this.lanes.indexOf(false);
      if (lane < 0) lane = this.lanes.length;
      this.lanes[lane] = true;
      tid = this.runTid + 1 + lane;
      this.nameThread(TRANSACTIONS_PID, tid, `open arrivals #${lane}`);
    }
    const txn: Txn = { id, tid, terminal, type, submitUs: t, lane, attempt: null, abortedAt: -1 };
    this.txns.set(id, txn);
    return txn;
  }

  /** Ends the open attempt, and any state still open in it, at `t`. */
  private endAttempt(
    txn: Txn,
    t: number,
    outcome: 'commit' | 'abort' | 'superseded' | 'unfinished',
  ): void {
    const attempt = txn.attempt;
    if (attempt === null) return;
    const unfinished = outcome === 'unfinished';
    // Deleting the entry being visited is safe while iterating a Map.
    for (const key of attempt.states.keys()) this.closeState(txn.id, key, t, unfinished);
    const args: ChromeTraceArgs = {
      txn: txn.id,
      type: this.typeNames[txn.type] ?? (txn.type >= 0 ? `type ${txn.type}` : null),
      attempt: attempt.attempt,
      terminal: txn.terminal,
      outcome,
    };
    if (unfinished) args.unfinished = true;
    this.slice(txn.tid, attempt.start, t, `T${txn.id}`, 'txn', args);
    txn.attempt = null;
  }

  private openState(
    txnId: number,
    key: string,
    t: number,
    name: string,
    cat: string,
    args: ChromeTraceArgs,
  ): void {
    const attempt = this.txns.get(txnId)?.attempt;
    if (attempt === undefined || attempt === null) return;
    if (attempt.states.has(key)) this.closeState(txnId, key, t);
    attempt.states.set(key, { name, cat, start: t, args });
  }

  private closeState(txnId: number, key: string, t: number, unfinished = false): void {
    const txn = this.txns.get(txnId);
    const state = txn?.attempt?.states.get(key);
    if (txn === undefined || state === undefined) return;
    txn.attempt!.states.delete(key);
    // Zero-length states (a queue entered and left at once) only clutter the view.
    if (t > state.start) {
      this.slice(
        txn.tid,
        state.start,
        t,
        state.name,
        state.cat,
        unfinished ? { ...state.args, unfinished } : state.args,
      );
    }
  }

  /** Closes what is still open at the end of the trace, at the end time. */
  private closeAll(): void {
    for (const txn of this.txns.values()) this.endAttempt(txn, this.endUs, 'unfinished');
    this.deviceThreads.closeAll(this.endUs);
  }

  private slice(
    tid: number,
    start: number,
    end: number,
    name: string,
    cat: string,
    args: ChromeTraceArgs,
  ): void {
    this.out.push({
      name,
      cat,
      ph: 'X',
      ts: start,
      dur: Math.max(0, end - start),
      pid: TRANSACTIONS_PID,
      tid,
      args,
    });
  }

  private instant(
    tid: number,
    t: number,
    name: string,
    cat: string,
    args: ChromeTraceArgs,
    scope: 't' | 'g' = 't',
  ): void {
    this.out.push({ name, cat, ph: 'i', s: scope, ts: t, pid: TRANSACTIONS_PID, tid, args });
  }

  nameThread(pid: number, tid: number, name: string): void {
    const key = `${pid}:${tid}`;
    if (!this.threadNames.has(key)) this.threadNames.set(key, { pid, tid, name });
  }
}

function serviceStateName(kind: DeviceKind | null, work: WorkKind): string {
  if (kind === 'cpu') return work === 'lock-cpu' ? 'CPU: lock request' : 'CPU';
  if (kind === 'log') return 'log write';
  if (work === 'read') return 'I/O read';
  if (work === 'write') return 'I/O write';
  return 'I/O';
}
