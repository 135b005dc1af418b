/**
 * A run's statistics per transaction type: commits, aborts, throughput, mean response and
 * abort share, from the commit samples (one pass over them for every type) and the aborts
 * the statistics fold counted by type. Leaves out percentiles and breakdowns per type: the
 * run reports those for all types together.
 */
import { usToMs } from '../base/time.ts';
import type { CommitColumns } from './commit-columns.ts';
import type { TypeStats } from './stats-types.ts';

export function typeStats(
  names: readonly string[],
  samples: CommitColumns,
  abortsByType: readonly number[],
  seconds: number,
): TypeStats[] {
  const committedByType = new Float64Array(names.length);
  const responseByType = new Float64Array(names.length);
  const { type: sampleTypes, responseUs } = samples;
  for (let i = 0; i < samples.length; i++) {
    const type = sampleTypes[i]!;
    committedByType[type]! += 1;
    responseByType[type]! += responseUs[i]!;
  }
  return names.map((name, type) => {
    const committed = committedByType[type]!;
    const aborted = abortsByType[type] ?? 0;
    return {
      name,
      committed,
      aborted,
      throughputTps: seconds === 0 ? 0 : committed / seconds,
      meanResponseMs: committed === 0 ? 0 : usToMs(responseByType[type]! / committed),
      abortPct: committed + aborted === 0 ? 0 : (100 * aborted) / (committed + aborted),
    };
  });
}
