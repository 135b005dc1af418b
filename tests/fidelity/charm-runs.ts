/**
 * Runs the two-stage execution scenarios for the fidelity tests: the same seed-averaged,
 * cached runs as the early-lock-release tests, with helpers for ratios to strict 2PL.
 */
import { at, runElr, type ElrResults, type Numeric } from './elr-runs.ts';
import type { Override } from '../../src/scenario/overrides.ts';

export const CHARM_SEEDS = [1, 2] as const;

export function runCharm(
  id: string,
  options: { overrides?: Override[]; sweep?: boolean; seeds?: readonly number[] } = {},
): ElrResults {
  return runElr(id, { seeds: CHARM_SEEDS, ...options });
}

/** A variant's field over 2PL's, at one sweep value. */
export function ratio(
  results: ElrResults,
  variant: string,
  value: unknown = '',
  field: Numeric = 'throughputTps',
): number {
  return at(results, variant, value, field) / at(results, '2pl', value, field);
}

export { at };
