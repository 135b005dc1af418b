/**
 * Writing a Chrome trace: named processes and threads, complete events, instants, counters
 * and flows (an 's' and an 'f' with one id, so Perfetto draws an arrow), then one sorted,
 * nesting-checked file. Technique mappings (`src/techniques/<name>/chrome-trace.ts`) write
 * through this and read the run as a `ChromeTraceRun`: the trace, the timeline model the page
 * draws, and the threads the shared part of the export gave to transactions and devices.
 * What each thread shows is left to the mappings.
 */
import {
  meta,
  nestingRank,
  repairNesting,
  type ChromeTraceArgs,
  type ChromeTraceEvent,
  type ChromeTraceFile,
} from './chrome-trace-format.ts';
import type { TimelineModel } from './timeline-model.ts';
import type { TraceEvent } from './trace-event.ts';

/** A point on a thread: where a flow starts or ends. */
export interface ThreadPoint {
  pid: number;
  tid: number;
  t: number;
}

/** The run as the mappings read it. */
export interface ChromeTraceRun {
  readonly events: readonly TraceEvent[];
  readonly model: TimelineModel;
  /** The end of the trace: run.end, or the last event. */
  readonly endUs: number;
  /** The thread (in the Transactions process) of run-wide instants and counters. */
  readonly runThread: number;
  /** The thread (in the Transactions process) of a transaction's lane, or null. */
  txnThread(txn: number): number | null;
  /** The thread (in the Devices process) of a device unit, or null. */
  deviceThread(device: string, unit: number): number | null;
}

/** One technique's part of the export: it writes nothing when the run does not use it. */
export interface ChromeTraceMapping {
  readonly technique: string;
  write(run: ChromeTraceRun, out: ChromeTraceWriter): void;
}

interface ThreadName {
  pid: number;
  tid: number;
  name: string;
  sortIndex: number;
}

export class ChromeTraceWriter {
  private readonly body: ChromeTraceEvent[] = [];
  private readonly processes = new Map<number, { name: string; sortIndex: number }>();
  private readonly threads = new Map<string, ThreadName>();
  private readonly lastCounter = new Map<string, ChromeTraceEvent>();
  private nextFlowId = 1;

  process(pid: number, name: string, sortIndex = pid): void {
    if (!this.processes.has(pid)) this.processes.set(pid, { name, sortIndex });
  }

  /** Names a thread; the first name given wins. */
  thread(pid: number, tid: number, name: string, sortIndex = tid): void {
    const key = `${pid}:${tid}`;
    if (!this.threads.has(key)) this.threads.set(key, { pid, tid, name, sortIndex });
  }

  /** A complete event from `startUs` to `endUs` (never negative). */
  slice(
    pid: number,
    tid: number,
    startUs: number,
    endUs: number,
    name: string,
    cat: string,
    args: ChromeTraceArgs,
  ): void {
    const dur = Math.max(0, endUs - startUs);
    this.body.push({ name, cat, ph: 'X', ts: startUs, dur, pid, tid, args });
  }

  instant(
    pid: number,
    tid: number,
    t: number,
    name: string,
    cat: string,
    args: ChromeTraceArgs,
    scope: 't' | 'g' = 't',
  ): void {
    this.body.push({ name, cat, ph: 'i', s: scope, ts: t, pid, tid, args });
  }

  /** A counter sample; a later sample of the same counter at the same instant replaces it. */
  counter(pid: number, tid: number, t: number, name: string, values: Record<string, number>): void {
    const key = `${pid}:${name}`;
    const last = this.lastCounter.get(key);
    if (last !== undefined && last.ts === t) {
      last.args = { ...values };
      return;
    }
    const event: ChromeTraceEvent = {
      name,
      cat: 'counter',
      ph: 'C',
      ts: t,
      pid,
      tid,
      args: values,
    };
    this.lastCounter.set(key, event);
    this.body.push(event);
  }

  /** An arrow from the slice enclosing `from` to the slice enclosing `to`. */
  flow(name: string, cat: string, from: ThreadPoint, to: ThreadPoint, args: ChromeTraceArgs): void {
    const id = this.nextFlowId++;
    this.body.push({ name, cat, ph: 's', id, ts: from.t, pid: from.pid, tid: from.tid, args });
    this.body.push({ name, cat, ph: 'f', bp: 'e', id, ts: to.t, pid: to.pid, tid: to.tid, args });
  }

  /**
   * The file: metadata first, then every event by time (at one instant, longer slices and
   * parents first, flows last, else in the order written), complete events nested.
   */
  finish(otherData: ChromeTraceFile['otherData']): ChromeTraceFile {
    // The sort is stable: ties keep the order written.
    const body = [...this.body].sort(
      (a, b) => a.ts - b.ts || (b.dur ?? -1) - (a.dur ?? -1) || nestingRank(a) - nestingRank(b),
    );
    const clippedSlices = repairNesting(body);
    const metadata: ChromeTraceEvent[] = [];
    const pids = [...this.processes.entries()].sort((a, b) => a[0] - b[0]);
    for (const [pid, p] of pids) {
      metadata.push(meta('process_name', pid, 0, { name: p.name }));
      metadata.push(meta('process_sort_index', pid, 0, { sort_index: p.sortIndex }));
    }
    const threads = [...this.threads.values()].sort((a, b) => a.pid - b.pid || a.tid - b.tid);
    for (const th of threads) {
      metadata.push(meta('thread_name', th.pid, th.tid, { name: th.name }));
      metadata.push(meta('thread_sort_index', th.pid, th.tid, { sort_index: th.sortIndex }));
    }
    return {
      traceEvents: [...metadata, ...body],
      displayTimeUnit: 'ms',
      otherData: { ...otherData, clippedSlices },
    };
  }
}
