/**
 * The messages between the UI thread and a simulation worker: a small, versioned protocol
 * of plain structured-clone data (no classes, no functions). The UI asks for one run at a
 * time per runId and may cancel it; the worker answers with progress, then exactly one of
 * done or error. Cancelling ends a run silently: nothing more is posted for that runId.
 * Leaves out trace streaming (a later version adds it, bumping PROTOCOL_VERSION).
 */
import type { FieldError } from '../scenario/parse.ts';
import type { ResultRow } from '../export/result-row.ts';
import type { RunStats } from '../trace/stats.ts';

/** Bump whenever a message changes shape; the worker refuses runs from another version. */
export const PROTOCOL_VERSION = 1;

/** The scenario to run: JSON text as a user typed or loaded it, or an already-parsed document. */
export type ScenarioSource = { scenarioText: string } | { scenario: unknown };

export type RunMessage = {
  type: 'run';
  protocol: number;
  runId: number;
  /** The compare variant to run, or null for a scenario without variants. */
  variant: string | null;
  /** Overrides the scenario's seed; null keeps it. */
  seed: number | null;
} & ScenarioSource;

export interface CancelMessage {
  type: 'cancel';
  runId: number;
}

export type UiToWorker = RunMessage | CancelMessage;

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

export interface DoneMessage {
  type: 'done';
  runId: number;
  stats: RunStats;
  row: ResultRow;
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

export type WorkerToUi = ProgressMessage | DoneMessage | ErrorMessage;
