/**
 * `sim trace`: one run of one compare variant (the first, unless `--variant` names one),
 * recorded in full and printed as the Chrome trace JSON the page's trace download gives
 * for the same run (`chromeTraceText`, titled as the page titles the run). The page may
 * keep only the start of a long trace; the CLI always prints all of it. For a built-in run
 * as shipped (no `--set`), `otherData.scenarioHash` records its hash, as the page's does.
 */
import { createSimulation } from '../model/index.ts';
import { chromeTraceText, runTitle } from '../export/chrome-trace.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { profiled, type RunProfile } from './profile.ts';

export type TraceChoice = { ok: true; run: PlannedRun } | { ok: false; message: string };

/** The planned run `--variant` asks for, or the first; an unknown id names the allowed ones. */
export function chooseVariant(runs: readonly PlannedRun[], variant: string | null): TraceChoice {
  const first = runs[0];
  if (first === undefined) return { ok: false, message: 'scenario: nothing to run' };
  if (variant === null) return { ok: true, run: first };
  const run = runs.find((r) => r.variant === variant);
  if (run !== undefined) return { ok: true, run };
  const ids = runs.flatMap((r) => (r.variant === null ? [] : [r.variant]));
  const allowed =
    ids.length === 0 ? 'this scenario has no variants' : `variants: ${ids.join(', ')}`;
  return { ok: false, message: `--variant: no variant '${variant}' (${allowed})` };
}

/** The trace file's text for one planned run, and what the run and its rendering cost. */
export function profiledTraceText(
  run: PlannedRun,
  scenarioHash?: string,
): { value: string; profile: RunProfile } {
  const model = createSimulation(run.scenario, { variant: run.variant, recordTrace: true });
  return profiled(model, () => {
    model.runToEnd();
    const title = runTitle(run.scenario.compare, run.variant);
    return chromeTraceText(model.events, {
      title,
      truncated: false,
      ...(scenarioHash === undefined ? {} : { scenarioHash }),
    });
  });
}

/** The trace file's text for one planned run. */
export function traceText(run: PlannedRun, scenarioHash?: string): string {
  return profiledTraceText(run, scenarioHash).value;
}
