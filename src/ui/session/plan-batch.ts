/**
 * Planning one press of Run (or Run sweep) once, on the page: the runs the scenario asks
 * for with the chosen seed and edits, and for each the request a worker gets, its resolved
 * run (seed, edits, sweep value and variant applied), so no worker plans anything again.
 * Leaves out the workers themselves: see use-batch-run.ts.
 */
import type { Override } from '../../scenario/overrides.ts';
import type { ParseResult } from '../../scenario/field-errors.ts';
import { planRunsWith, type PlannedRun } from '../../scenario/plan-runs-with.ts';
import { parsePageScenario } from '../app/scenario-parser.ts';
import type { RunRequest } from '../../worker/client.ts';
import { MAX_SEED } from '../app/seed.ts';
import type { BatchKind } from './batch-state.ts';
import { traceLimitPerRun } from './build-run-view.ts';

export interface PlannedBatch {
  planned: PlannedRun[];
  /** One per planned run, in the same order. */
  requests: RunRequest[];
  /** Trace events each run streams (0 for a sweep: statistics only). */
  traceLimit: number;
}

/** Most seeds per sweep point the page runs. */
export const MAX_SWEEP_SEEDS = 10;

/**
 * `seeds` (sweeps only, 1 to MAX_SWEEP_SEEDS) runs every sweep point with seeds `seed`,
 * `seed + 1`, … (wrapping past the largest seed), a point's seeds next to each other in
 * the batch, so the chart fills in point by point, each with its interval.
 */
export function planBatch(
  doc: unknown,
  seed: number,
  overrides: readonly Override[] = [],
  kind: BatchKind = 'compare',
  seeds = 1,
): ParseResult<PlannedBatch> {
  const replications =
    kind === 'sweep' ? Math.max(1, Math.min(MAX_SWEEP_SEEDS, Math.floor(seeds))) : 1;
  const plans: PlannedRun[][] = [];
  for (let k = 0; k < replications; k++) {
    const runSeed = (seed + k) % (MAX_SEED + 1);
    const plan = planRunsWith(parsePageScenario, doc, {
      seed: runSeed,
      overrides,
      sweep: kind === 'sweep',
    });
    if (!plan.ok) return plan;
    plans.push(plan.value);
  }
  // Point by point, each point's seeds together, so its interval shows as soon as it can.
  const planned = plans[0]!.flatMap((_, i) => plans.map((plan) => plan[i]!));
  const traceLimit = kind === 'compare' ? traceLimitPerRun(planned.length) : 0;
  // Each run carries the page's parse, so the browser worker need not parse it again.
  const requests = planned.map(({ variant, param, value, doc: runDoc, scenario }): RunRequest => ({
    run: { variant, param, value, doc: runDoc, scenario },
    traceLimit,
  }));
  return { ok: true, value: { planned, requests, traceLimit } };
}
