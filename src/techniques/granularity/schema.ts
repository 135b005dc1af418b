/**
 * The lock-granularity technique's part of the scenario format: three fields in the middle
 * of the `locking` section (the format keeps their place), after Kohler, Wilner and
 * Stankovic's locking-policies testbed. What a lock covers, whether page locks take
 * intention locks on the file first, and when a transaction type counts as large. The
 * rest of `locking` (mode, costs, queue, the data server's delays) is core, in
 * `scenario/schema.ts`.
 * Off: `granularity: 'page'` without `intentionLocks` (plain page locks, the defaults).
 */
import { z } from '../../scenario/zod.ts';

export const GRANULARITIES = ['page', 'file', 'mixed'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The granularity fields of the `locking` section, with their defaults. */
export const GRANULARITY_LOCKING_FIELDS = {
  /**
   * What a lock covers: 'page' (pages only, or under intention locks on the file),
   * 'file' (one S or X lock on the whole file), 'mixed' (large transaction types lock the
   * file, the others lock pages under an intention lock on the file).
   */
  granularity: z.enum(GRANULARITIES).default('page'),
  /** Page locking first takes IS or IX on the file, as hierarchical locking does. */
  intentionLocks: z.boolean().default(false),
  /** Under mixed locking, a type whose mean page accesses reach this many is large. */
  largeTransactionPages: z.number().finite().positive().max(100_000_000).default(20),
};

export const GRANULARITY_LOCKING_DEFAULTS: {
  granularity: Granularity;
  intentionLocks: boolean;
  largeTransactionPages: number;
} = {
  granularity: 'page',
  intentionLocks: false,
  largeTransactionPages: 20,
};

/** Whether a scenario locks files or takes intention locks, rather than plain page locks. */
export function isGranularityOn(scenario: {
  locking: { granularity: Granularity; intentionLocks: boolean };
}): boolean {
  return scenario.locking.granularity !== 'page' || scenario.locking.intentionLocks;
}
