/**
 * Planning runs with the scenario parser: `planRuns` and `resolvedRun` of
 * plan-runs-with.ts, bound to `parseScenario`. What the CLI, the workers and the tests use;
 * the page plans with its own parser (which may answer from the built-ins parsed at build
 * time).
 */
import { parseScenario, type ParseResult } from './parse.ts';
import {
  planRunsWith,
  resolvedRunWith,
  type PlannedRun,
  type PlanOptions,
  type ResolvedRunSpec,
} from './plan-runs-with.ts';

export {
  MAX_PLAN_VALUES,
  type PlannedRun,
  type PlanOptions,
  type ResolvedRunSpec,
} from './plan-runs-with.ts';

export function planRuns(doc: unknown, options: PlanOptions = {}): ParseResult<PlannedRun[]> {
  return planRunsWith(parseScenario, doc, options);
}

/** A run planned elsewhere, its document parsed once (never re-planned). */
export function resolvedRun(run: ResolvedRunSpec): ParseResult<PlannedRun> {
  return resolvedRunWith(parseScenario, run);
}
