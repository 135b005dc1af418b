/**
 * The vocabulary of the activity fold (activity-fold.ts): what a transaction can be doing,
 * what the fold tells its listeners, and the record it keeps per transaction in flight.
 * Types and two shared constants only.
 */
import type { TxnActivity } from '../timeline-model.ts';
import type { ExecutionStage, TraceEvent } from '../trace-event.ts';

/** What a transaction is doing; the timeline's segment states are the same vocabulary. */
export type Activity = TxnActivity;

/** Shared by every transaction, so frozen. */
export const BETWEEN_STEPS: Activity = Object.freeze({
  state: 'idle-in-txn',
  detail: Object.freeze({ reason: 'between-steps' as const }),
});
export const RESTART_DELAY: Activity = Object.freeze({
  state: 'idle-in-txn',
  detail: Object.freeze({ reason: 'restart-delay' as const }),
});

/**
 * What a consumer of the activity fold hears, in trace order. What `submit` returns is the
 * listener's own record of the transaction (its tag): the fold keeps it on its record and
 * hands it back with each transition, the abort and the commit, so a listener that keeps
 * something per transaction does not look it up again by id.
 */
export interface ActivityListener {
  submit(txn: number, t: number, terminal: number, type: number): unknown;
  /** An attempt starts (after the transition into 'between steps'). */
  begin(txn: number, t: number, attempt: number): void;
  /**
   * `txn` did `from` during [sinceUs, t) and does `to` from `t` on; `cause` is the event
   * that changed it. Zero-length activities are reported too (sinceUs === t).
   */
  transition(
    txn: number,
    sinceUs: number,
    t: number,
    from: Activity,
    to: Activity,
    cause: TraceEvent,
    tag: unknown,
  ): void;
  /** The attempt aborted (after the transition into the restart delay). */
  abort(txn: number, t: number, attempt: number, tag: unknown): void;
  /** The commit is acknowledged (after the last transition); the record is then dropped. */
  commit(txn: number, t: number, tag: unknown): void;
}

/** A listener that hears nothing: for a fold that is only asked what is going on. */
export const NO_LISTENER: ActivityListener = {
  submit: () => {},
  begin: () => {},
  transition: () => {},
  abort: () => {},
  commit: () => {},
};

/** One transaction in flight, as the fold keeps it; consumers see it read-only. */
export interface ActivityRecord {
  readonly txn: number;
  readonly submitUs: number;
  readonly terminal: number;
  readonly type: number;
  attempt: number;
  /** What it is doing now, and since when. */
  activity: Activity;
  sinceUs: number;
  /** The two-stage stage of the current attempt; null outside two-stage execution. */
  stage: ExecutionStage | null;
  /** The page of its latest non-CPU service start (inferred), or null. */
  servicePage: number | null;
  /** The layers the activity resolves from, innermost first (see activity-fold.ts). */
  device: Activity | null;
  wait: Activity | null;
  server: Activity | null;
  idle: Activity;
  /**
   * When a restart delay announced inside an attempt (`cc.restart-delay`) ends; idle time
   * from then on is between steps again. Null when no such delay runs.
   */
  delayEndsUs: number | null;
  /** The LSN its log wait waits for, or -1. */
  logLsn: number;
  lastPage: number | null;
  evictedPage: number | null;
  /** What the listener's `submit` returned for it (see `ActivityListener`). */
  tag: unknown;
}
