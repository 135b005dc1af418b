/**
 * The plan as a two-stage attempt's operate stage ran it. A data-dependent step whose data
 * changed since its fetch touches its alternative page and lock item, not the planned ones
 * (a mis-prefetch). What follows the operate stage must see the pages the attempt really
 * wrote: the commit publishes their version tags (a safe-ELR reader waits for the writer's
 * record through them) and FORCEs them to storage.
 */
import { OP_FIELDS, OP_LOCK, OP_PAGE, TxnPlan } from '../../../model/seams.ts';

/**
 * `plan` with each step marked in `tookAlternate` on its alternative page and lock item;
 * `plan` itself when no step took one (null or no mark: the common case, nothing made).
 */
export function operatedPlan(plan: TxnPlan, tookAlternate: readonly boolean[] | null): TxnPlan {
  const alts = plan.alts;
  if (alts === null || tookAlternate === null || !tookAlternate.includes(true)) return plan;
  const steps = plan.steps.slice();
  tookAlternate.forEach((took, i) => {
    if (!took) return;
    steps[i * OP_FIELDS + OP_PAGE] = alts[2 * i]!;
    steps[i * OP_FIELDS + OP_LOCK] = alts[2 * i + 1]!;
  });
  return new TxnPlan(
    plan.type,
    plan.beginCpuUs,
    steps,
    alts,
    plan.commitCpuUs,
    plan.writes,
    plan.logBytes,
    plan.partition,
  );
}
