/**
 * Planning one press of Run (or Run sweep) once, on the page: the runs the scenario asks
 * for with the chosen seed and edits, and for each the request a worker gets, its resolved
 * run (seed, edits, sweep value and variant applied), so no worker plans anything again.
 * Leaves out the workers themselves: see use-batch-run.ts.
 */
import type { Override } from '../../scenario/overrides.ts';
import type { ParseResult } from '../../scenario/parse.ts';
import { planRuns, type PlannedRun } from '../../scenario/run-plan.ts';
import type { RunRequest } from '../../worker/client.ts';
import type { BatchKind } from './batch-state.ts';
import { traceLimitPerRun } from './build-run-view.ts';

export interface PlannedBatch {
  planned: PlannedRun[];
  /** One per planned run, in the same order. */
  requests: RunRequest[];
  /** Trace events each run streams (0 for a sweep: statistics only). */
  traceLimit: number;
}

export function planBatch(
  doc: unknown,
  seed: number,
  overrides: readonly Override[] = [],
  kind: BatchKind = 'compare',
): ParseResult<PlannedBatch> {
  const plan = planRuns(doc, { seed, overrides, sweep: kind === 'sweep' });
  if (!plan.ok) return plan;
  const planned = plan.value;
  const traceLimit = kind === 'compare' ? traceLimitPerRun(planned.length) : 0;
  // Each run carries the page's parse, so the browser worker need not parse it again.
  const requests = planned.map(({ variant, param, value, doc: runDoc, scenario }): RunRequest => ({
    run: { variant, param, value, doc: runDoc, scenario },
    traceLimit,
  }));
  return { ok: true, value: { planned, requests, traceLimit } };
}
