/**
 * Runs the concurrency-control scenarios for the fidelity tests: every algorithm (compare
 * variant) at a given multiprogramming level (terminals), for two fixed seeds, averaged;
 * cached per (scenario, level) so the claims share runs.
 */
import { at, runElr, type ElrResults } from './elr-runs.ts';

export const CC_SEEDS = [1, 2] as const;
export const ALGORITHMS = ['2pl', 'immediate-restart', 'occ', 'wound-wait'] as const;

export function runAtLevel(id: string, terminals: number): ElrResults {
  return runElr(id, {
    seeds: CC_SEEDS,
    overrides: [{ path: 'workload.terminals', value: terminals }],
  });
}

/** Throughput per algorithm at one level, for the report and the claims. */
export function throughputs(results: ElrResults): Record<(typeof ALGORITHMS)[number], number> {
  return {
    '2pl': at(results, '2pl'),
    'immediate-restart': at(results, 'immediate-restart'),
    occ: at(results, 'occ'),
    'wound-wait': at(results, 'wound-wait'),
  };
}

export { at };
