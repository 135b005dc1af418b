/**
 * Whether a scenario runs two-stage execution, apart from the section's schema, so the page
 * can ask it of a parsed scenario without the schema library (through ui/technique-views.ts;
 * scenario/technique-sections.ts lists it with the other techniques' predicates).
 */
import type { TwoStageSpec } from './schema.ts';

/** Whether a scenario runs a two-stage mode (TSTE, OTSTE or HTSTE) rather than conventional 2PL. */
export function isTwoStageOn(scenario: { execution: Pick<TwoStageSpec, 'mode'> }): boolean {
  return scenario.execution.mode !== 'conventional';
}
