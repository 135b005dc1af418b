/**
 * Small and large transactions, as mixed locking and the per-class statistics see them: a
 * type is large when its mean number of page accesses reaches the locking's
 * `largeTransactionPages`. The class belongs to the type, not to one drawn plan, so a
 * large type that happens to draw few pages still locks the whole file under mixed locking.
 */
import { meanOfCount } from '../../scenario/distribution-means.ts';
import type { LockingSpec, StepSpec, TransactionTypeSpec } from '../../scenario/schema.ts';

/** Mean page accesses of a program (loops multiply, CPU steps add none). */
export function meanPageAccesses(steps: readonly StepSpec[]): number {
  let total = 0;
  for (const step of steps) {
    if (step.op === 'access') total += meanOfCount(step.count);
    else if (step.op === 'loop') total += meanOfCount(step.count) * meanPageAccesses(step.body);
  }
  return total;
}

export function isLargeType(
  type: TransactionTypeSpec,
  locking: Pick<LockingSpec, 'largeTransactionPages'>,
): boolean {
  return meanPageAccesses(type.program) >= locking.largeTransactionPages;
}
