/**
 * The Chrome Trace Event Format (JSON object form), as far as Lockstep writes it: event and
 * file types, metadata events, and the rule that complete events on one thread must nest
 * (with a repair for any that would not). Perfetto (ui.perfetto.dev) and chrome://tracing
 * open these files. Left out: B/E pairs (every slice is a complete event), async events,
 * stack frames.
 */

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type ChromeTraceArgs = Record<string, JsonValue>;

/** 'X' complete, 'i' instant, 'C' counter, 'M' metadata, 's' / 'f' flow start / finish. */
export type ChromeTracePhase = 'X' | 'i' | 'C' | 'M' | 's' | 'f';

export interface ChromeTraceEvent {
  name: string;
  ph: ChromeTracePhase;
  /** Microseconds. */
  ts: number;
  pid: number;
  tid: number;
  cat?: string;
  /** Duration in microseconds ('X' only). */
  dur?: number;
  /** Instant scope: thread, process or global ('i' only). */
  s?: 't' | 'p' | 'g';
  /** Pairs a flow's start with its finish ('s' and 'f' only). */
  id?: number;
  /** 'e': the flow finish binds to the slice enclosing it, not the next one ('f' only). */
  bp?: 'e';
  args?: ChromeTraceArgs;
}

export interface ChromeTraceFile {
  traceEvents: ChromeTraceEvent[];
  displayTimeUnit: 'ms';
  otherData: Record<string, string | number | null>;
}

export interface ChromeTraceOptions {
  /** Shown as `otherData.title`; defaults to the scenario id (and variant). */
  title?: string;
}

/** The processes of a Lockstep trace, in the order Perfetto shows them. */
export const TRANSACTIONS_PID = 1;
export const DEVICES_PID = 2;
export const SPECULATION_PID = 3;

export function meta(
  name: string,
  pid: number,
  tid: number,
  args: ChromeTraceArgs,
): ChromeTraceEvent {
  return { name, ph: 'M', ts: 0, pid, tid, args };
}

/**
 * At the same start and length, a transaction's attempt (cat 'txn') and a stage or epoch
 * (cat ending in '.parent') enclose the rest; flows come after the slices they bind to.
 */
export function nestingRank(e: ChromeTraceEvent): number {
  if (e.ph === 'X') return e.cat === 'txn' ? 0 : e.cat?.endsWith('.parent') === true ? 1 : 2;
  return e.ph === 's' || e.ph === 'f' ? 4 : 3;
}

/**
 * Cuts any complete event that outlasts the one enclosing it on its thread (none, normally)
 * and marks it `clipped`. `sorted` is in start order, parents first. Returns how many it cut.
 */
export function repairNesting(sorted: readonly ChromeTraceEvent[]): number {
  let clipped = 0;
  const byThread = new Map<string, ChromeTraceEvent[]>();
  for (const e of sorted) {
    if (e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key);
    if (list === undefined) byThread.set(key, [e]);
    else list.push(e);
  }
  for (const list of byThread.values()) {
    const stack: number[] = [];
    for (const e of list) {
      while (stack.length > 0 && stack.at(-1)! <= e.ts) stack.pop();
      const parentEnd = stack.at(-1);
      if (parentEnd !== undefined && e.ts + e.dur! > parentEnd) {
        e.dur = parentEnd - e.ts;
        e.args = { ...e.args, clipped: true };
        clipped++;
      }
      stack.push(e.ts + e.dur!);
    }
  }
  return clipped;
}
