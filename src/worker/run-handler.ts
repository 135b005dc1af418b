/**
 * What a simulation worker does with each message, free of worker globals so tests can
 * drive it directly. A run arrives resolved (the page planned it: seed, edits, sweep value
 * and variant applied) and is turned into a planned run once by the injected `resolve`
 * (the scenario parser, or trusting the page's own parse: see handler.ts and
 * sim.worker.ts), never planned again; then the engine advances in slices of a fixed number of events; between slices the handler yields
 * through the injected `schedule` (setTimeout in the worker), so a cancel that arrives
 * meanwhile is seen before the next slice. Progress, and the slice's trace events when the
 * run asked for them, are posted after every slice. A paused run stops between slices and
 * keeps its place until it is resumed (or cancelled).
 */
import { timeToMs } from '../base/time.ts';
import { createSimulation, type ModelRun } from '../model/create-simulation.ts';
import { toResultRow } from '../export/result-row.ts';
import type { ResolvedRun, RunMessage, WorkerErrorCode, WorkerToUi } from '../protocol/messages.ts';
import { readUiMessage } from '../protocol/read.ts';
import type { FieldError, ParseResult } from '../scenario/parse.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { ResponseAttributionFold } from '../trace/attribution/response-attribution.ts';
import { TraceBatcher } from './trace-batcher.ts';

export const DEFAULT_SLICE_EVENTS = 20_000;

/** Turns a resolved run into a planned one (its scenario parsed and checked), or errors. */
export type RunResolver = (run: ResolvedRun) => ParseResult<PlannedRun>;

export interface HandlerOptions {
  post: (message: WorkerToUi) => void;
  /** Runs `task` later, after pending messages have had their turn. */
  schedule: (task: () => void) => void;
  /** Engine events per slice. */
  sliceEvents?: number;
  /**
   * A wall-clock budget per slice (with `now`): the slice then runs in steps of at most
   * SLICE_STEP_EVENTS and ends once the budget is spent, so a cancel or pause waits at most
   * about this long; progress is then posted at most every PROGRESS_EVERY_MS. Absent: one
   * step of `sliceEvents` and progress after every slice.
   */
  sliceBudget?: { ms: number; now: () => number };
}

/** Engine events per step of a slice with a wall-clock budget. */
export const SLICE_STEP_EVENTS = 500;
/** Least wall-clock time between progress messages of a run under a slice budget. */
export const PROGRESS_EVERY_MS = 100;

export interface RunHandlerOptions extends HandlerOptions {
  resolve: RunResolver;
  /** One sentence for an invalid scenario's errors. */
  describe: (errors: FieldError[]) => string;
}

interface ActiveRun {
  planned: PlannedRun;
  model: ModelRun;
  trace: TraceBatcher;
  /** Attributes its response time, when it streams its trace. */
  attribution: ResponseAttributionFold | null;
  /** When progress was last posted (slice budget clock), or -Infinity. */
  progressAt: number;
}

export class RunHandler {
  private readonly active = new Map<number, ActiveRun>();
  /** Runs asked to pause; a paused run's next slice parks it here instead of running. */
  private readonly paused = new Set<number>();
  private readonly parked = new Map<number, ActiveRun>();
  private readonly sliceEvents: number;

  constructor(private readonly options: RunHandlerOptions) {
    this.sliceEvents = options.sliceEvents ?? DEFAULT_SLICE_EVENTS;
  }

  /** Number of runs started and neither finished, failed nor cancelled. */
  get activeRuns(): number {
    return this.active.size;
  }

  handle(data: unknown): void {
    const read = readUiMessage(data);
    if (!read.ok) {
      this.fail(read.runId, read.code, read.message);
      return;
    }
    const message = read.message;
    switch (message.type) {
      case 'cancel':
        this.active.delete(message.runId);
        this.paused.delete(message.runId);
        this.parked.delete(message.runId);
        return;
      case 'pause':
        if (this.active.has(message.runId)) this.paused.add(message.runId);
        return;
      case 'resume': {
        this.paused.delete(message.runId);
        const run = this.parked.get(message.runId);
        this.parked.delete(message.runId);
        if (run !== undefined) this.options.schedule(() => this.step(message.runId, run));
        return;
      }
      case 'run':
        this.start(message);
    }
  }

  private start(message: RunMessage): void {
    const { runId } = message;
    this.paused.delete(runId);
    this.parked.delete(runId);
    const planned = this.options.resolve(message.run);
    if (!planned.ok) {
      const text = this.options.describe(planned.errors);
      this.fail(runId, 'invalid-scenario', text, planned.errors);
      return;
    }
    const trace = new TraceBatcher(message.traceLimit);
    const attribution = message.traceLimit > 0 ? new ResponseAttributionFold() : null;
    let model: ModelRun;
    try {
      model = createSimulation(planned.value.scenario, {
        variant: planned.value.variant,
        consumers: attribution === null ? [] : [trace, attribution],
      });
    } catch (e) {
      this.fail(runId, 'internal', `could not start the run: ${(e as Error).message}`);
      return;
    }
    // A repeated runId replaces the earlier run, whose next slice then finds itself gone.
    const run: ActiveRun = {
      planned: planned.value,
      model,
      trace,
      attribution,
      progressAt: -Infinity,
    };
    this.active.set(runId, run);
    this.options.schedule(() => this.step(runId, run));
  }

  private step(runId: number, run: ActiveRun): void {
    if (this.active.get(runId) !== run) return; // cancelled or replaced
    if (this.paused.has(runId)) {
      this.parked.set(runId, run);
      return;
    }
    const { model } = run;
    const budget = this.options.sliceBudget;
    let finished: boolean;
    try {
      finished =
        budget === undefined
          ? model.runSlice({ maxEvents: this.sliceEvents })
          : this.budgetedSlice(model, budget);
    } catch (e) {
      this.active.delete(runId);
      this.fail(runId, 'internal', `the engine failed: ${(e as Error).message}`);
      return;
    }
    const batch = run.trace.take();
    if (batch !== null) this.options.post({ type: 'trace', runId, ...batch });
    const at = budget?.now() ?? 0;
    if (budget === undefined || finished || at - run.progressAt >= PROGRESS_EVERY_MS) {
      run.progressAt = at;
      this.options.post({
        type: 'progress',
        runId,
        simulatedMs: timeToMs(model.now),
        totalMs: timeToMs(model.endUs),
        committed: model.stats.committedCount,
      });
    }
    if (!finished) {
      this.options.schedule(() => this.step(runId, run));
      return;
    }
    this.active.delete(runId);
    const stats = model.stats.result();
    const row = toResultRow(run.planned, stats);
    if (run.attribution === null) this.options.post({ type: 'done', runId, stats, row });
    else {
      const attribution = run.attribution.result(stats.tls ?? null);
      this.options.post({ type: 'done', runId, stats, row, attribution });
    }
  }

  /** Steps of the engine until the run ends, `sliceEvents` ran or the budget is spent. */
  private budgetedSlice(model: ModelRun, budget: { ms: number; now: () => number }): boolean {
    const started = budget.now();
    const step = Math.min(SLICE_STEP_EVENTS, this.sliceEvents);
    for (let events = 0; events < this.sliceEvents; events += step) {
      if (model.runSlice({ maxEvents: step })) return true;
      if (budget.now() - started >= budget.ms) return false;
    }
    return false;
  }

  private fail(
    runId: number,
    code: WorkerErrorCode,
    message: string,
    errors: FieldError[] = [],
  ): void {
    this.options.post({ type: 'error', runId, code, message, errors });
  }
}
