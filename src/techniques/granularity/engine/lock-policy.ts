/**
 * Which locks a transaction asks for, by granularity (Kohler, Wilner & Stankovic's
 * locking-policies testbed; Gray et al.'s hierarchy of a file and its pages):
 * - page: a lock on each page (S to read, X to write), and with intention locks first an
 *   IS or IX lock on the file;
 * - file: one S or X lock on the file, no page locks;
 * - mixed: large transaction types lock the file, the others lock pages under an
 *   intention lock on the file.
 * The lock mode follows `locking.mode`: read-write (S/X by access; a whole-file or
 * intention lock is X/IX when the plan writes anything), exclusive (X/IX) or shared (S/IS).
 */
import type { LockingSpec, TransactionTypeSpec } from '../../../scenario/schema.ts';
import { isLargeType } from '../transaction-class.ts';
import { LockMode, type LockGranularity, type TxnLockPlan } from '../../../model/seams.ts';

export type { TxnLockPlan } from '../../../model/seams.ts';

export type LockPolicy = (type: number, writes: boolean) => TxnLockPlan;

export function makeLockPolicy(
  locking: LockingSpec,
  types: readonly TransactionTypeSpec[],
): LockPolicy {
  const large = types.map((t) => isLargeType(t, locking));
  const { mode, granularity, intentionLocks } = locking;
  const strong = (writes: boolean): LockMode =>
    mode === 'exclusive' || (mode === 'read-write' && writes) ? LockMode.X : LockMode.S;
  const intention = (writes: boolean): LockMode =>
    strong(writes) === LockMode.X ? LockMode.IX : LockMode.IS;
  const planOf = (type: number, writes: boolean): TxnLockPlan => {
    const wholeFile = granularity === 'file' || (granularity === 'mixed' && large[type] === true);
    if (wholeFile) return { fileMode: strong(writes), pageLocks: false };
    const hierarchical = granularity === 'mixed' || intentionLocks;
    return { fileMode: hierarchical ? intention(writes) : null, pageLocks: true };
  };
  // A plan depends on the type and whether it writes alone, and nobody changes one: each is
  // made once and shared (an object per attempt otherwise, kept while the attempt runs).
  const plans = types.map((_, type) => [planOf(type, false), planOf(type, true)] as const);
  return (type, writes) => plans[type]?.[writes ? 1 : 0] ?? planOf(type, writes);
}

/** The mode of one page lock. */
export function pageLockMode(locking: LockingSpec, write: boolean): LockMode {
  if (locking.mode === 'exclusive') return LockMode.X;
  if (locking.mode === 'shared') return LockMode.S;
  return write ? LockMode.X : LockMode.S;
}

/** The lock granularity seam for a scenario: its lock policy and page modes; no locks when locking is off. */
export function makeLockGranularity(
  locking: LockingSpec,
  types: readonly TransactionTypeSpec[],
): LockGranularity {
  const policy = makeLockPolicy(locking, types);
  return {
    planFor: locking.enabled ? policy : () => null,
    pageMode: (write) => pageLockMode(locking, write),
  };
}
