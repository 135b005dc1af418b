/**
 * A typed client for one simulation worker. It numbers runs, turns the worker's messages
 * into one promise per run (which always resolves, to done, error or cancelled), reports
 * progress through a callback, and drops messages for runs it no longer waits on (cancelled
 * or already settled). Leaves out scheduling across workers: see pool.ts.
 */
import { msToSeconds } from '../base/time.ts';
import type { ResultRow } from '../export/result-row.ts';
import type { FieldError } from '../scenario/parse.ts';
import type { ResponseAttribution } from '../trace/attribution/attribution-types.ts';
import type { RunStats } from '../trace/stats.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import {
  PROTOCOL_VERSION,
  type ProgressMessage,
  type ResolvedRun,
  type UiToWorker,
  type WorkerErrorCode,
  type WorkerToUi,
} from '../protocol/messages.ts';

export interface RunRequest {
  /** The run as the page planned it, everything applied. */
  run: ResolvedRun;
  /** Stream up to this many trace events to `onTrace` (default 0: statistics only). */
  traceLimit?: number;
}

/** Receives a run's trace, batch by batch, in order. */
export type TraceListener = (events: TraceEvent[], truncated: boolean) => void;

export type RunProgress = Pick<ProgressMessage, 'simulatedMs' | 'totalMs' | 'committed'>;

export type RunOutcome =
  | { kind: 'done'; stats: RunStats; row: ResultRow; attribution?: ResponseAttribution }
  | { kind: 'error'; code: WorkerErrorCode; message: string; errors: FieldError[] }
  | { kind: 'cancelled' };

export interface RunHandle {
  runId: number;
  result: Promise<RunOutcome>;
  cancel(): void;
  /** Holds the run in the worker between slices; `resume` continues it. */
  pause(): void;
  resume(): void;
}

interface Pending {
  settle: (outcome: RunOutcome) => void;
  /** A paused run posts nothing, so it does not count for the hang watchdog. */
  paused: boolean;
  onProgress: ((progress: RunProgress) => void) | undefined;
  onTrace: TraceListener | undefined;
}

export function createSimWorker(): Worker {
  return new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
}

/** A worker that posts nothing for this long while it has runs is taken to be hung. */
export const DEFAULT_HANG_TIMEOUT_MS = 15_000;

export class SimClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextRunId = 1;
  private alive = true;
  private watchdog: ReturnType<typeof setTimeout> | null = null;

  constructor(
    makeWorker: () => Worker = createSimWorker,
    private readonly hangTimeoutMs = DEFAULT_HANG_TIMEOUT_MS,
  ) {
    this.worker = makeWorker();
    this.worker.addEventListener('message', (event: MessageEvent<WorkerToUi>) => {
      this.rearmWatchdog();
      this.receive(event.data);
    });
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.die(`the simulation worker crashed: ${event.message || 'it could not start'}`);
    });
  }

  /** False once the worker crashed or hung: the pool replaces a dead client. */
  get isAlive(): boolean {
    return this.alive;
  }

  private send(message: UiToWorker): void {
    // A worker has no origin to check: postMessage takes no target origin here.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    this.worker.postMessage(message);
  }

  run(
    request: RunRequest,
    onProgress?: (progress: RunProgress) => void,
    onTrace?: TraceListener,
  ): RunHandle {
    const runId = this.nextRunId++;
    const result = new Promise<RunOutcome>((resolve) => {
      this.pending.set(runId, { settle: resolve, paused: false, onProgress, onTrace });
    });
    if (!this.alive) {
      this.pending.get(runId)!.settle({
        kind: 'error',
        code: 'internal',
        message: 'the simulation worker is no longer running',
        errors: [],
      });
      this.pending.delete(runId);
      const nothing = (): void => undefined;
      return { runId, result, cancel: nothing, pause: nothing, resume: nothing };
    }
    this.rearmWatchdog();
    this.send({
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId,
      run: request.run,
      traceLimit: request.traceLimit ?? 0,
    });
    return {
      runId,
      result,
      cancel: () => this.cancel(runId),
      pause: () => this.setPaused(runId, true),
      resume: () => this.setPaused(runId, false),
    };
  }

  private setPaused(runId: number, paused: boolean): void {
    const pending = this.pending.get(runId);
    if (pending === undefined || pending.paused === paused) return;
    pending.paused = paused;
    this.send({ type: paused ? 'pause' : 'resume', runId });
    this.rearmWatchdog();
  }

  cancel(runId: number): void {
    const pending = this.pending.get(runId);
    if (pending === undefined) return;
    this.pending.delete(runId);
    this.send({ type: 'cancel', runId });
    pending.settle({ kind: 'cancelled' });
  }

  /** Stops the worker; runs still waiting resolve as cancelled. */
  terminate(): void {
    this.alive = false;
    this.clearWatchdog();
    this.worker.terminate();
    for (const [runId, pending] of this.pending) {
      this.pending.delete(runId);
      pending.settle({ kind: 'cancelled' });
    }
  }

  private receive(message: WorkerToUi): void {
    if (message.type === 'error' && message.runId < 0) {
      this.failAll(message.message); // the worker could not tell which run: fail them all
      return;
    }
    const pending = this.pending.get(message.runId);
    if (pending === undefined) return; // stale: cancelled or already settled
    switch (message.type) {
      case 'progress':
        pending.onProgress?.({
          simulatedMs: message.simulatedMs,
          totalMs: message.totalMs,
          committed: message.committed,
        });
        return;
      case 'trace':
        pending.onTrace?.(message.events, message.truncated);
        return;
      case 'done':
        this.pending.delete(message.runId);
        pending.settle(
          message.attribution === undefined
            ? { kind: 'done', stats: message.stats, row: message.row }
            : {
                kind: 'done',
                stats: message.stats,
                row: message.row,
                attribution: message.attribution,
              },
        );
        return;
      case 'error':
        this.pending.delete(message.runId);
        pending.settle({
          kind: 'error',
          code: message.code,
          message: message.message,
          errors: message.errors,
        });
        return;
    }
  }

  /** Restarts the hang timer while runs are pending; stops it when none are. */
  private rearmWatchdog(): void {
    this.clearWatchdog();
    if (!this.alive) return;
    this.watchdog = setTimeout(() => {
      if ([...this.pending.values()].some((p) => !p.paused)) {
        const seconds = Math.round(msToSeconds(this.hangTimeoutMs));
        this.die(`the simulation worker stopped responding for ${seconds} s and was stopped`);
      }
    }, this.hangTimeoutMs);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** The worker crashed or hung: stop it and fail its runs with the reason. */
  private die(message: string): void {
    this.alive = false;
    this.clearWatchdog();
    this.worker.terminate();
    this.failAll(message);
  }

  private failAll(message: string): void {
    for (const [runId, pending] of this.pending) {
      this.pending.delete(runId);
      pending.settle({ kind: 'error', code: 'internal', message, errors: [] });
    }
  }
}
