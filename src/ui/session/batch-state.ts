/**
 * The state of one press of Run (or Run sweep): the scenario and seed, one entry per planned
 * run (a compare variant, or a sweep point of a variant) with its latest progress, its final
 * outcome and, for traced runs, the RunView built from its trace; and the overall status.
 * Pure functions only, so the hook that drives workers stays thin.
 */
import { msToSeconds } from '../../base/time.ts';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import type { RunOutcome, RunProgress } from '../../worker/client.ts';
import type { RunView, TimelineRun } from './run-view.ts';

export interface VariantRun {
  variant: string | null;
  title: string;
  description: string;
  /** For a sweep point: the swept parameter's path and this run's value. */
  param: string | null;
  value: unknown;
  progress: RunProgress | null;
  outcome: RunOutcome | null;
  /** The traced run, ready to show, once it is done (never for sweep points). */
  view: RunView | null;
  /**
   * Until then, the timeline of its first streamed events; null when it gets none (a chunk
   * too large to draw at once); absent while its first chunk has not come.
   */
  preview?: TimelineRun | null;
}

export type BatchKind = 'compare' | 'sweep';

export type BatchStatus = 'idle' | 'invalid' | 'running' | 'done' | 'failed' | 'cancelled';

export interface BatchState {
  /** Which press of Run this is (0 before the first); views restart when it changes. */
  id: number;
  kind: BatchKind;
  status: BatchStatus;
  /** True while the running batch is held by the user. */
  paused: boolean;
  scenarioTitle: string;
  seed: number | null;
  runs: VariantRun[];
  /** Why the batch could not start or what went wrong, for 'invalid' and 'failed'. */
  problem: string | null;
  /** Wall-clock time the batch took, once it is over. */
  elapsedMs: number | null;
}

export const IDLE_BATCH: BatchState = {
  id: 0,
  kind: 'compare',
  status: 'idle',
  paused: false,
  scenarioTitle: '',
  seed: null,
  runs: [],
  problem: null,
  elapsedMs: null,
};

export function invalidBatch(scenarioTitle: string, problem: string, id = 0): BatchState {
  return { ...IDLE_BATCH, id, status: 'invalid', scenarioTitle, problem };
}

export function startedBatch(
  planned: readonly PlannedRun[],
  seed: number,
  kind: BatchKind = 'compare',
  id = 0,
): BatchState {
  const runs = planned.map((run): VariantRun => {
    const spec = run.scenario.compare.find((v) => v.id === run.variant);
    return {
      variant: run.variant,
      title: spec?.title ?? 'As configured',
      description: spec?.description ?? '',
      param: run.param,
      value: run.value,
      progress: null,
      outcome: null,
      view: null,
    };
  });
  const scenarioTitle = planned[0]?.scenario.title ?? '';
  return { ...IDLE_BATCH, id, kind, status: 'running', scenarioTitle, seed, runs };
}

/** One run is over (before the batch is): its outcome, and its view when traced. */
export function withOutcome(
  state: BatchState,
  index: number,
  outcome: RunOutcome,
  view: RunView | null,
): BatchState {
  if (state.status !== 'running' || state.runs[index] === undefined) return state;
  const runs = state.runs.map((r, i) => (i === index ? { ...r, outcome, view } : r));
  return { ...state, runs };
}

/** A traced run's first events as a timeline (or null: none), while its view is not ready. */
export function withPreview(
  state: BatchState,
  index: number,
  preview: TimelineRun | null,
): BatchState {
  const run = state.runs[index];
  if (state.status !== 'running' || run === undefined || run.view !== null) return state;
  const runs = state.runs.map((r, i) => (i === index ? { ...r, preview } : r));
  return { ...state, runs };
}

export function withPaused(state: BatchState, paused: boolean): BatchState {
  if (state.status !== 'running' || state.paused === paused) return state;
  return { ...state, paused };
}

export function withProgress(state: BatchState, index: number, progress: RunProgress): BatchState {
  if (state.status !== 'running' || state.runs[index] === undefined) return state;
  const runs = state.runs.map((r, i) => (i === index ? { ...r, progress } : r));
  return { ...state, runs };
}

export function withOutcomes(
  state: BatchState,
  outcomes: readonly RunOutcome[],
  elapsedMs: number,
): BatchState {
  const runs = state.runs.map((r, i) => ({ ...r, outcome: outcomes[i] ?? { kind: 'cancelled' } }));
  const paused = false;
  const errors = runs.flatMap((r) =>
    r.outcome.kind === 'error' ? [`${r.title}: ${r.outcome.message}`] : [],
  );
  const status: BatchStatus =
    errors.length > 0
      ? 'failed'
      : runs.some((r) => r.outcome.kind === 'cancelled')
        ? 'cancelled'
        : 'done';
  return { ...state, status, paused, runs, problem: errors.join(' ') || null, elapsedMs };
}

/** Share of the batch's simulated time done, in [0, 1]. */
export function fractionDone(run: VariantRun): number {
  if (run.outcome?.kind === 'done') return 1;
  const p = run.progress;
  return p === null || p.totalMs <= 0 ? 0 : Math.min(1, p.simulatedMs / p.totalMs);
}

/** One sentence for the live status region; changes only when the status does. */
export function statusText(state: BatchState): string {
  const n = state.runs.length;
  const noun = state.kind === 'sweep' ? 'sweep runs' : n === 1 ? 'run' : 'variants';
  const what = `${n} ${noun} of “${state.scenarioTitle}” with seed ${state.seed}`;
  switch (state.status) {
    case 'idle':
      return 'Ready. Choose a scenario and press Run.';
    case 'invalid':
      return `Cannot run “${state.scenarioTitle}”: ${state.problem}`;
    case 'running':
      return state.paused ? `Paused: ${what}.` : `Running ${what}…`;
    case 'done':
      return `Finished ${what} in ${msToSeconds(state.elapsedMs ?? 0).toFixed(1)} s.`;
    case 'failed':
      return `Run failed. ${state.problem}`;
    case 'cancelled':
      return 'Run cancelled.';
  }
}
