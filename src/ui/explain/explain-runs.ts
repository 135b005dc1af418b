/**
 * Which runs of a batch can be explained (those whose result carries a response-time
 * attribution: the traced runs of a compare) and how the explanation picks its pair: the
 * run asked about first, and by default the first other run. Pure.
 */
import type { ResponseAttribution } from '../../trace/attribution/attribution-types.ts';
import type { VariantRun } from '../session/batch-state.ts';

export interface ExplainableRun {
  /** The variant id, or 'run'. */
  key: string;
  title: string;
  attribution: ResponseAttribution;
}

export function explainableRuns(runs: readonly VariantRun[]): ExplainableRun[] {
  return runs.flatMap((run) =>
    run.outcome?.kind === 'done' && run.outcome.attribution !== undefined
      ? [{ key: run.variant ?? 'run', title: run.title, attribution: run.outcome.attribution }]
      : [],
  );
}

/** The pair to show: `a` if it is one of the runs, else the first; `b` likewise, never `a`. */
export function explainPair(
  runs: readonly ExplainableRun[],
  a: string | null,
  b: string | null,
): { a: ExplainableRun; b: ExplainableRun } | null {
  if (runs.length < 2) return null;
  const first = runs.find((r) => r.key === a) ?? runs[0]!;
  const second =
    runs.find((r) => r.key === b && r.key !== first.key) ?? runs.find((r) => r !== first)!;
  return { a: first, b: second };
}
