/**
 * The messages between the UI thread and a simulation worker: a small, versioned protocol
 * of plain structured-clone data (no classes, no functions). The UI plans a scenario once
 * and asks for one resolved run at a time per runId (the document with the seed, the edits,
 * the sweep value and the variant already applied: the worker validates it and runs it,
 * planning nothing); it may pause, resume or cancel it; the worker answers with progress,
 * then exactly one of done or error. Cancelling ends a run silently: nothing more is posted for that runId.
 * When asked to, the worker also streams the run's trace, one batch per engine slice
 * (never a message per event), up to a limit the UI sets.
 */
import type { FieldError } from '../scenario/parse.ts';
import type { ResultRow } from '../export/result-row.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { ResponseAttribution } from '../trace/attribution/attribution-types.ts';
import type { RunStats } from '../trace/stats.ts';
import type { TraceEvent } from '../trace/trace-event.ts';

/** Bump whenever a message changes shape; the worker refuses runs from another version. */
export const PROTOCOL_VERSION = 4;

/**
 * One run as the page planned it (`planRuns`): which variant and sweep point it is, and its
 * resolved single-run document, everything applied. The worker parses `doc` once.
 */
export interface ResolvedRun {
  /** The compare variant this run is, or null for a scenario without variants. */
  variant: string | null;
  /** The swept parameter's path and this run's value, or null outside a sweep. */
  param: string | null;
  value: unknown;
  doc: unknown;
  /**
   * The page's own parse of `doc` (defaults filled), when it validated it: the browser
   * worker then runs it as is and carries no schema library. Absent: the worker parses
   * `doc` itself.
   */
  scenario?: Scenario;
}

export interface RunMessage {
  type: 'run';
  protocol: number;
  runId: number;
  run: ResolvedRun;
  /** Stream at most this many trace events (0: no trace, statistics only). */
  traceLimit: number;
}

export interface CancelMessage {
  type: 'cancel';
  runId: number;
}

/** Holds a run between slices (it keeps its place), until `resume`. */
export interface PauseMessage {
  type: 'pause';
  runId: number;
}

export interface ResumeMessage {
  type: 'resume';
  runId: number;
}

export type UiToWorker = RunMessage | CancelMessage | PauseMessage | ResumeMessage;

export interface ProgressMessage {
  type: 'progress';
  runId: number;
  /** Simulated time reached, warm-up included, in ms. */
  simulatedMs: number;
  /** Where the run ends (warm-up plus measured duration), in ms: progress is the ratio. */
  totalMs: number;
  /** Transactions committed after the warm-up so far. */
  committed: number;
}

/** The next batch of trace events of a run, in order, continuing the previous batch. */
export interface TraceChunkMessage {
  type: 'trace';
  runId: number;
  events: TraceEvent[];
  /** True on the batch that reached the trace limit: later events are not streamed. */
  truncated: boolean;
}

export interface DoneMessage {
  type: 'done';
  runId: number;
  stats: RunStats;
  row: ResultRow;
  /**
   * Where its mean response time goes (trace/attribution/), over the whole run: sent with a
   * run that streams its trace (the page's compares), absent otherwise.
   */
  attribution?: ResponseAttribution;
}

export type WorkerErrorCode = 'invalid-scenario' | 'protocol-mismatch' | 'internal';

export interface ErrorMessage {
  type: 'error';
  /** The run the error is about; -1 when the message had no usable runId. */
  runId: number;
  code: WorkerErrorCode;
  message: string;
  /** Per-field problems (dotted paths), for 'invalid-scenario'; empty otherwise. */
  errors: FieldError[];
}

export type WorkerToUi = ProgressMessage | TraceChunkMessage | DoneMessage | ErrorMessage;
