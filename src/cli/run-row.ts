/**
 * One planned run to its result row, as `sim run` and `sim sweep` (and each sweep worker)
 * do it, measured when `--profile` asks (profile.ts). The row is the same either way.
 */
import { toResultRow, type ResultRow } from '../export/result-row.ts';
import { createSimulation } from '../model/index.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { profiled, type RunProfile } from './profile.ts';

/** A run's row, and its cost when profiled (else null). */
export interface RunResult {
  row: ResultRow;
  profile: RunProfile | null;
}

export function runRow(run: PlannedRun, profile: boolean): RunResult {
  const model = createSimulation(run.scenario, { variant: run.variant });
  if (!profile) return { row: toResultRow(run, model.runToEnd()), profile: null };
  const measured = profiled(model, () => model.runToEnd());
  return { row: toResultRow(run, measured.value), profile: measured.profile };
}
