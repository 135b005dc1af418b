/**
 * The marks a timeline draws for restart-based concurrency control, folded from the
 * trace: each wound (an arrow from the older wounder to the younger victim), each failed
 * validation (a mark on the failing transaction, naming the page and the writer that
 * committed it), each immediate-restart conflict, and each restart delay as a span on the
 * transaction's lane (from the abort to the next attempt). Pure; the views only draw it.
 */
import type { TraceEvent } from '../../../trace/trace-event.ts';
import { isConcurrencyControlEvent } from '../events.ts';

export interface WoundMark {
  t: number;
  wounder: number;
  victim: number;
  item: number;
}

export interface ValidationFailureMark {
  t: number;
  txn: number;
  page: number;
  writer: number;
}

export interface ConflictMark {
  t: number;
  txn: number;
  item: number;
  holders: readonly number[];
}

export interface RestartDelaySpan {
  txn: number;
  fromUs: number;
  toUs: number;
}

export interface ConcurrencyControlMarks {
  wounds: WoundMark[];
  validationFailures: ValidationFailureMark[];
  conflicts: ConflictMark[];
  restartDelays: RestartDelaySpan[];
}

/** Folds the marks of a recorded trace, in trace order. */
export function concurrencyControlMarks(events: Iterable<TraceEvent>): ConcurrencyControlMarks {
  const marks: ConcurrencyControlMarks = {
    wounds: [],
    validationFailures: [],
    conflicts: [],
    restartDelays: [],
  };
  for (const e of events) {
    if (!isConcurrencyControlEvent(e)) continue;
    switch (e.kind) {
      case 'cc.wound':
        marks.wounds.push({ t: e.t, wounder: e.wounder, victim: e.victim, item: e.item });
        break;
      case 'cc.validation-fail':
        marks.validationFailures.push({ t: e.t, txn: e.txn, page: e.page, writer: e.writer });
        break;
      case 'cc.conflict':
        marks.conflicts.push({ t: e.t, txn: e.txn, item: e.item, holders: e.holders });
        break;
      case 'cc.restart-delay':
        marks.restartDelays.push({ txn: e.txn, fromUs: e.t, toUs: e.t + e.delayUs });
        break;
    }
  }
  return marks;
}

/** The marks placed on transaction lanes (by lane index), for the timeline. */
export interface ConcurrencyControlLaneMarks {
  /** Arrows from the wounder's lane to the victim's, at the wound. */
  wounds: { t: number; fromLane: number; toLane: number; wounder: number; victim: number }[];
  /** Failed validations on the failing transaction's lane. */
  validationFailures: { t: number; lane: number; txn: number; page: number; writer: number }[];
}

/** Places the marks on the lanes of `transactions`; marks of transactions without a lane are left out. */
export function placeOnLanes(
  marks: ConcurrencyControlMarks,
  transactions: readonly { txn: number; lane: number }[],
): ConcurrencyControlLaneMarks {
  const laneOf = new Map<number, number>();
  for (const t of transactions) laneOf.set(t.txn, t.lane);
  const placed: ConcurrencyControlLaneMarks = { wounds: [], validationFailures: [] };
  for (const w of marks.wounds) {
    const fromLane = laneOf.get(w.wounder);
    const toLane = laneOf.get(w.victim);
    if (fromLane !== undefined && toLane !== undefined)
      placed.wounds.push({ t: w.t, fromLane, toLane, wounder: w.wounder, victim: w.victim });
  }
  for (const f of marks.validationFailures) {
    const lane = laneOf.get(f.txn);
    if (lane !== undefined) placed.validationFailures.push({ ...f, lane });
  }
  return placed;
}

/** True when the trace comes from a restart-based run (it has concurrency-control events). */
export function usesRestartConcurrencyControl(events: readonly TraceEvent[]): boolean {
  return events.some(isConcurrencyControlEvent);
}
