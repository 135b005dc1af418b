/**
 * The browser worker's way to resolve a run: a run that carries the page's own parse of
 * its document (the page planned and validated it) is run as is, so the worker needs no
 * schema library; a run without one is left to the scenario parser (null here).
 * Leaves out any check of the parse itself: the page and the worker are one build.
 */
import type { ResolvedRun } from '../protocol/messages.ts';
import type { ParseResult } from '../scenario/parse.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';

export function trustedRun(run: ResolvedRun): ParseResult<PlannedRun> | null {
  if (run.scenario === undefined) return null;
  const { variant, param, value, doc, scenario } = run;
  return { ok: true, value: { variant, param, value, scenario, doc } };
}
