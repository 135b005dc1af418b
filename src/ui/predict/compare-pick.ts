/**
 * Picking the winner of a compare before it runs: the variants to choose from (a scenario
 * with two or more), whether a link's `predict=1` holds the page's first run until a pick
 * or a skip, and the outcomes a finished batch gives the verdict (verdict.ts). Pure.
 */
import { parsePageScenario as parseScenario } from '../app/scenario-parser.ts';
import type { BatchState } from '../session/batch-state.ts';
import type { VariantOutcome } from './verdict.ts';

export interface PickChoice {
  id: string;
  title: string;
}

/** The compare variants of a scenario document; empty unless there are two or more. */
export function pickChoices(doc: unknown): PickChoice[] {
  const parsed = parseScenario(doc);
  if (!parsed.ok || parsed.value.compare.length < 2) return [];
  return parsed.value.compare.map((v) => ({ id: v.id, title: v.title }));
}

/** A `predict=1` link to a compare holds the first run for the student's pick. */
export function holdsFirstRun(predictFirst: boolean, doc: unknown): boolean {
  return predictFirst && pickChoices(doc).length >= 2;
}

/** Each finished variant's throughput, once the whole batch is done; else empty. */
export function batchOutcomes(state: BatchState): VariantOutcome[] {
  if (state.status !== 'done') return [];
  return state.runs.flatMap((r) =>
    r.outcome?.kind === 'done' && r.variant !== null
      ? [{ id: r.variant, title: r.title, throughputTps: r.outcome.row.throughputTps }]
      : [],
  );
}
