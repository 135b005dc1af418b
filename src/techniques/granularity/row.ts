/**
 * The lock-granularity result fields: throughput, abort rate and response time of the small
 * and large transaction classes, classified by the same rule mixed locking uses (a type is
 * large when its mean page accesses reach `locking.largeTransactionPages`); null when the
 * scenario has no type of that class.
 */
import { ratioOrZero, tidy } from '../../base/tidy.ts';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import { isLargeType } from './transaction-class.ts';
import type { RunStats, TypeStats } from '../../trace/stats.ts';

export interface GranularityRowFields {
  smallThroughputTps: number | null;
  largeThroughputTps: number | null;
  smallAbortPct: number | null;
  largeAbortPct: number | null;
  smallResponseMs: number | null;
  largeResponseMs: number | null;
}

interface ClassStats {
  throughputTps: number;
  abortPct: number;
  responseMs: number;
}

/** Sums the per-type statistics of one class; null when the class has no type. */
function classStats(types: readonly TypeStats[]): ClassStats | null {
  if (types.length === 0) return null;
  const committed = types.reduce((s, t) => s + t.committed, 0);
  const aborted = types.reduce((s, t) => s + t.aborted, 0);
  return {
    throughputTps: tidy(types.reduce((s, t) => s + t.throughputTps, 0)),
    abortPct: tidy(ratioOrZero(100 * aborted, committed + aborted)),
    responseMs: tidy(
      ratioOrZero(
        types.reduce((s, t) => s + t.meanResponseMs * t.committed, 0),
        committed,
      ),
    ),
  };
}

export const GRANULARITY_ROW = {
  fields: [
    'smallThroughputTps',
    'largeThroughputTps',
    'smallAbortPct',
    'largeAbortPct',
    'smallResponseMs',
    'largeResponseMs',
  ],
  build(run: PlannedRun, stats: RunStats): GranularityRowFields {
    const { workload, locking } = run.scenario;
    const large = workload.types.map((t) => isLargeType(t, locking));
    const small = classStats(stats.types.filter((_, i) => large[i] === false));
    const big = classStats(stats.types.filter((_, i) => large[i] === true));
    return {
      smallThroughputTps: small?.throughputTps ?? null,
      largeThroughputTps: big?.throughputTps ?? null,
      smallAbortPct: small?.abortPct ?? null,
      largeAbortPct: big?.abortPct ?? null,
      smallResponseMs: small?.responseMs ?? null,
      largeResponseMs: big?.responseMs ?? null,
    };
  },
} as const;
