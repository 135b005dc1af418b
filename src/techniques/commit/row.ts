/**
 * The commit-processing result fields (early lock release and group commit): how long the
 * commits that waited for the log waited, how variable that wait was, and how many commit
 * records a flush carried.
 */
import { tidy } from '../../base/tidy.ts';
import type { RunStats } from '../../trace/stats.ts';

export interface CommitRowFields {
  /** Mean time from commit request to acknowledgement of the commits that waited for the log. */
  flushWaitMeanMs: number;
  /** Coefficient of variation (standard deviation over mean) of those flush waits. */
  flushWaitCv: number;
  /** Commit records per log flush (group-commit batch size). */
  commitsPerFlush: number;
}

export const COMMIT_ROW = {
  fields: ['flushWaitMeanMs', 'flushWaitCv', 'commitsPerFlush'],
  build(_run: unknown, stats: RunStats): CommitRowFields {
    return {
      flushWaitMeanMs: tidy(stats.flushWaitMeanMs),
      flushWaitCv: tidy(stats.flushWaitCv),
      commitsPerFlush: tidy(stats.meanFlushRecords),
    };
  },
} as const;
