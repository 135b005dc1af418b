/**
 * The state of one press of Run: the scenario and seed, one entry per compare variant with
 * its latest progress and final outcome, and the overall status. Pure functions only, so
 * the hook that drives workers stays thin. Leaves out sweeps (a later view runs them).
 */
import type { PlannedRun } from '../../scenario/run-plan.ts';
import type { RunOutcome, RunProgress } from '../../worker/client.ts';

export interface VariantRun {
  variant: string | null;
  title: string;
  description: string;
  progress: RunProgress | null;
  outcome: RunOutcome | null;
}

export type BatchStatus = 'idle' | 'invalid' | 'running' | 'done' | 'failed' | 'cancelled';

export interface BatchState {
  status: BatchStatus;
  scenarioTitle: string;
  seed: number | null;
  runs: VariantRun[];
  /** Why the batch could not start or what went wrong, for 'invalid' and 'failed'. */
  problem: string | null;
  /** Wall-clock time the batch took, once it is over. */
  elapsedMs: number | null;
}

export const IDLE_BATCH: BatchState = {
  status: 'idle',
  scenarioTitle: '',
  seed: null,
  runs: [],
  problem: null,
  elapsedMs: null,
};

export function invalidBatch(scenarioTitle: string, problem: string): BatchState {
  return { ...IDLE_BATCH, status: 'invalid', scenarioTitle, problem };
}

export function startedBatch(planned: readonly PlannedRun[], seed: number): BatchState {
  const runs = planned.map((run): VariantRun => {
    const spec = run.scenario.compare.find((v) => v.id === run.variant);
    return {
      variant: run.variant,
      title: spec?.title ?? 'As configured',
      description: spec?.description ?? '',
      progress: null,
      outcome: null,
    };
  });
  const scenarioTitle = planned[0]?.scenario.title ?? '';
  return { ...IDLE_BATCH, status: 'running', scenarioTitle, seed, runs };
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
  const errors = runs.flatMap((r) =>
    r.outcome.kind === 'error' ? [`${r.title}: ${r.outcome.message}`] : [],
  );
  const status: BatchStatus =
    errors.length > 0
      ? 'failed'
      : runs.some((r) => r.outcome.kind === 'cancelled')
        ? 'cancelled'
        : 'done';
  return { ...state, status, runs, problem: errors.join(' ') || null, elapsedMs };
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
  const what = `${n} ${n === 1 ? 'run' : 'variants'} of “${state.scenarioTitle}” with seed ${state.seed}`;
  switch (state.status) {
    case 'idle':
      return 'Ready. Choose a scenario and press Run.';
    case 'invalid':
      return `Cannot run “${state.scenarioTitle}”: ${state.problem}`;
    case 'running':
      return `Running ${what}…`;
    case 'done':
      return `Finished ${what} in ${((state.elapsedMs ?? 0) / 1000).toFixed(1)} s.`;
    case 'failed':
      return `Run failed. ${state.problem}`;
    case 'cancelled':
      return 'Run cancelled.';
  }
}
