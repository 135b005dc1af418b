/**
 * Lock modes of hierarchical locking (Gray et al.): intention shared/exclusive, shared,
 * shared with intention exclusive, exclusive; their compatibility and their order.
 */
import type { LockModeName } from '../../trace/trace-event.ts';

export const LockMode = { IS: 0, IX: 1, S: 2, SIX: 3, X: 4 } as const;
export type LockMode = (typeof LockMode)[keyof typeof LockMode];

export const LOCK_MODE_NAMES: readonly LockModeName[] = ['IS', 'IX', 'S', 'SIX', 'X'];

// Bit `requested` of COMPATIBLE[held] is set when the two are compatible (one load per test);
// bits from the low end: IS, IX, S, SIX, X.
const COMPATIBLE: readonly number[] = [
  0b01111, // IS: all but X
  0b00011, // IX: IS, IX
  0b00101, // S: IS, S
  0b00001, // SIX: IS
  0b00000, // X: none
];

export function compatible(held: LockMode, requested: LockMode): boolean {
  return ((COMPATIBLE[held]! >> requested) & 1) === 1;
}

/** True when holding `held` already grants everything `requested` would. */
export function covers(held: LockMode, requested: LockMode): boolean {
  return supremum(held, requested) === held;
}

/** The weakest mode that grants both. */
export function supremum(a: LockMode, b: LockMode): LockMode {
  if (a === b) return a;
  if (a === LockMode.X || b === LockMode.X) return LockMode.X;
  const pair = (m: LockMode, n: LockMode): boolean => (a === m && b === n) || (a === n && b === m);
  if (pair(LockMode.IS, LockMode.IX)) return LockMode.IX;
  if (pair(LockMode.IS, LockMode.S)) return LockMode.S;
  if (pair(LockMode.IS, LockMode.SIX)) return LockMode.SIX;
  // IX+S, IX+SIX, S+SIX
  return LockMode.SIX;
}
