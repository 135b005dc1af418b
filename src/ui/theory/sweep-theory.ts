/**
 * Which model the theory overlay of a sweep describes: the scenario's first compare
 * variant (its overrides applied), or the scenario itself when it has none. The overlay is
 * of the demands without locks, so variants that differ only in locking share it; for
 * variants that change devices or programs it describes the first one, and says so.
 * Leaves out one overlay per variant.
 */
import { planRuns } from '../../scenario/run-plan.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { theoryOverlay, type TheoryOverlay } from './theory-curves.ts';

export interface SweepTheory {
  overlay: TheoryOverlay;
  /** The variant the overlay describes, when the scenario compares several. */
  variantTitle: string | null;
}

export function sweepTheory(scenario: Scenario, values: readonly number[]): SweepTheory | null {
  const sweep = scenario.sweep;
  if (sweep === null) return null;
  const plan = planRuns(scenario);
  const first = plan.ok ? plan.value[0] : undefined;
  if (first === undefined) return null;
  const overlay = theoryOverlay(first.scenario, sweep.param, values);
  if (overlay === null) return null;
  const variant = scenario.compare.find((v) => v.id === first.variant);
  return { overlay, variantTitle: scenario.compare.length > 1 ? (variant?.title ?? null) : null };
}
