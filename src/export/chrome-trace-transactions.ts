/**
 * The "Transactions" process of a Chrome trace, read from the timeline model the page
 * draws: one thread per transaction lane (thread `lane + 1`, "terminal i" or "open arrivals
 * #k"), and a "run" thread after them, shown first, for run-wide instants. Thread 0 is left
 * alone, as some viewers give it a meaning of its own.
 *
 * Each attempt is a complete event `T<id>` (from its start to its commit, abort, or the end
 * of the trace), holding the model's segments as slices: CPU queue, CPU, I/O queue and
 * service by device, lock wait (item, mode, blockers), log wait, buffer wait. Time between
 * steps draws nothing; a restart delay is a slice between two attempts. Commits, aborts and
 * deadlocks (on the victim's thread) are instants; each lock wait is also a flow from the
 * waiter to every holder it waits for. Left out: which segment belongs to which attempt
 * beyond the attempt's interval (the model's attempt boundaries decide).
 */
import { FILE_ITEM, type DeviceKind } from '../trace/trace-event.ts';
import { TRANSACTIONS_PID } from '../trace/chrome-trace-format.ts';
import type { ChromeTraceArgs } from '../trace/chrome-trace-format.ts';
import type { ChromeTraceWriter } from '../trace/chrome-trace-writer.ts';
import type { TimelineModel, TxnSegment, TxnSpan } from '../trace/timeline-model.ts';
import { assertNever } from '../base/assert-never.ts';

/** Thread of a transaction lane. */
export const laneThread = (lane: number): number => lane + 1;

/** The thread of run-wide instants: one past the last lane. */
export const runThread = (model: TimelineModel): number => model.txnLanes.length + 1;

export function writeTransactions(model: TimelineModel, out: ChromeTraceWriter): void {
  out.process(TRANSACTIONS_PID, 'Transactions', 1);
  out.thread(TRANSACTIONS_PID, runThread(model), 'run', 0);
  for (const lane of model.txnLanes) {
    const name =
      lane.terminal === null ? `open arrivals #${lane.index}` : `terminal ${lane.terminal}`;
    out.thread(TRANSACTIONS_PID, laneThread(lane.index), name);
  }
  const kinds = new Map<string, DeviceKind>(model.devices.map((d) => [d.id, d.kind]));
  const byTxn = new Map<number, TxnSegment[]>();
  for (const lane of model.txnLanes) {
    for (const s of lane.segments) {
      const list = byTxn.get(s.txn);
      if (list === undefined) byTxn.set(s.txn, [s]);
      else list.push(s);
    }
  }
  const abortsOf = new Map<number, { t: number; attempt: number }[]>();
  for (const a of model.marks.aborts) {
    abortsOf.set(a.txn, [...(abortsOf.get(a.txn) ?? []), { t: a.t, attempt: a.attempt }]);
  }
  for (const span of model.transactions) {
    const segments = byTxn.get(span.txn) ?? [];
    const tid = laneThread(span.lane);
    writeAttempts(model, span, segments, abortsOf.get(span.txn) ?? [], tid, out);
    for (const s of segments) {
      const slice = segmentSlice(s, kinds);
      if (slice === null) continue;
      // Still going when the trace stops.
      if (span.commitUs === null && s.endUs >= model.run.endUs) slice[2].unfinished = true;
      out.slice(TRANSACTIONS_PID, tid, s.startUs, s.endUs, ...slice);
    }
  }
  writeMarks(model, out);
}

/**
 * Attempt k runs from the end of the restart delay after abort k - 1 (attempt 1 from the
 * submit) to abort k, or to the commit (or the trace's end) for the last attempt.
 */
function writeAttempts(
  model: TimelineModel,
  span: TxnSpan,
  segments: readonly TxnSegment[],
  aborts: readonly { t: number; attempt: number }[],
  tid: number,
  out: ChromeTraceWriter,
): void {
  const type =
    model.run.transactionTypes[span.type] ?? (span.type >= 0 ? `type ${span.type}` : null);
  let start = span.submitUs;
  let attempt = 1;
  const write = (endUs: number, outcome: string, unfinished: boolean): void => {
    const args: ChromeTraceArgs = {
      txn: span.txn,
      type,
      attempt,
      terminal: span.terminal,
      outcome,
    };
    if (unfinished) args.unfinished = true;
    out.slice(TRANSACTIONS_PID, tid, start, endUs, `T${span.txn}`, 'txn', args);
  };
  for (const abort of aborts) {
    attempt = abort.attempt;
    write(abort.t, 'abort', false);
    start = abort.t;
    for (const s of segments) {
      if (s.startUs === start && s.state === 'idle-in-txn' && s.detail.reason === 'restart-delay')
        start = s.endUs;
    }
    attempt++;
  }
  if (span.commitUs !== null) write(span.commitUs, 'commit', false);
  // Still in its restart delay at the end: no next attempt to draw.
  else if (start < model.run.endUs) write(model.run.endUs, 'unfinished', true);
}

type SliceParts = [name: string, cat: string, args: ChromeTraceArgs];

function segmentSlice(s: TxnSegment, kinds: ReadonlyMap<string, DeviceKind>): SliceParts | null {
  const extra: ChromeTraceArgs = s.aborted ? { aborted: true } : {};
  switch (s.state) {
    case 'cpu':
      return [
        s.detail.work === 'lock-cpu' ? 'CPU: lock request' : 'CPU',
        'cpu',
        { device: s.detail.device, unit: s.detail.unit, work: s.detail.work, ...extra },
      ];
    case 'cpu-queue':
      return ['CPU queue', 'cpu', { device: s.detail.device, ...extra }];
    case 'io': {
      const d = s.detail;
      const kind = kinds.get(d.device) ?? null;
      const args: ChromeTraceArgs = { device: d.device, ...extra };
      if (d.unit !== null) args.unit = d.unit;
      if (d.work !== null) args.work = d.work;
      if (d.page !== null) args.page = d.page;
      if (d.phase === 'queue')
        return [kind === 'log' ? 'log queue' : `${d.device} queue`, 'io', args];
      return [ioName(kind, d.device, d.work), 'io', args];
    }
    case 'lock-wait': {
      const d = s.detail;
      const on = d.item === FILE_ITEM ? 'file' : `page ${d.item}`;
      return [
        'lock wait',
        'lock',
        { item: d.item, on, mode: d.mode, blockers: [...d.blockers], ...extra },
      ];
    }
    case 'log-wait':
      return ['log wait', 'log', { lsn: s.detail.lsn, ...extra }];
    case 'buffer-wait':
      return ['buffer wait', 'io', { page: s.detail.page, reason: s.detail.reason, ...extra }];
    case 'idle-in-txn':
      return s.detail.reason === 'restart-delay'
        ? ['restart delay', 'restart', { txn: s.txn }]
        : null;
    default:
      return assertNever(s, 'segment state');
  }
}

function ioName(kind: DeviceKind | null, device: string, work: string | null): string {
  if (kind === 'log') return 'log write';
  if (kind === 'server') return 'data server';
  const what = work === 'read' ? 'read' : work === 'write' ? 'write' : 'I/O';
  if (kind === 'disk' || kind === null) return what === 'I/O' ? 'I/O' : `I/O ${what}`;
  return `${device} ${what}`;
}

function writeMarks(model: TimelineModel, out: ChromeTraceWriter): void {
  const run = runThread(model);
  if (model.run.warmupUs > 0 && model.run.warmupUs <= model.run.endUs)
    out.instant(TRANSACTIONS_PID, run, model.run.warmupUs, 'warm-up end', 'run', {}, 'g');
  if (model.run.complete)
    out.instant(TRANSACTIONS_PID, run, model.run.endUs, 'run end', 'run', {}, 'g');
  const submitOf = new Map(model.transactions.map((t) => [t.txn, t]));
  for (const c of model.marks.commits) {
    const attempts = submitOf.get(c.txn)?.attempts ?? null;
    out.instant(TRANSACTIONS_PID, laneThread(c.lane), c.t, 'commit', 'txn', {
      txn: c.txn,
      attempt: attempts,
      responseUs: c.responseUs,
    });
  }
  for (const d of model.marks.deadlocks) {
    const victimLane = d.lanes[d.cycle.indexOf(d.victim)] ?? -1;
    const tid = victimLane >= 0 ? laneThread(victimLane) : run;
    out.instant(TRANSACTIONS_PID, tid, d.t, 'deadlock', 'lock', {
      cycle: [...d.cycle],
      victim: d.victim,
    });
  }
  for (const a of model.marks.aborts) {
    out.instant(TRANSACTIONS_PID, laneThread(a.lane), a.t, 'abort', 'txn', {
      txn: a.txn,
      attempt: a.attempt,
      reason: a.reason,
    });
  }
  if (model.marks.crash !== null) {
    const c = model.marks.crash;
    out.instant(TRANSACTIONS_PID, run, c.t, 'crash', 'run', { durableLsn: c.durableLsn }, 'g');
  }
  // Wait-for arrows: waiter to each holder, at the moment it blocks.
  for (const w of model.waits) {
    w.toTxns.forEach((holder, i) => {
      const toLane = w.toLanes[i] ?? -1;
      if (toLane < 0 || w.fromLane < 0) return;
      out.flow(
        'waits for',
        'lock',
        { pid: TRANSACTIONS_PID, tid: laneThread(w.fromLane), t: w.startUs },
        { pid: TRANSACTIONS_PID, tid: laneThread(toLane), t: w.startUs },
        { waiter: w.fromTxn, holder, item: w.item, mode: w.mode, outcome: w.outcome },
      );
    });
  }
}
