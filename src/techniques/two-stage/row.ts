/**
 * The two-stage execution result fields (TSTE, OTSTE, HTSTE): disk latency and accesses,
 * mis-prefetches, the share of lock wait caused by disk I/O (the paper's Table 1), pinned
 * frames and OTSTE conversions. Runs without two-stage execution report 0 for its own
 * measures, as they always have.
 */
import { ratioOrZero, tidy } from '../../base/tidy.ts';
import type { RunStats } from '../../trace/stats.ts';

export interface TwoStageRowFields {
  /** Mean latency of a disk access (queue plus service), in ms. */
  meanIoLatencyMs: number;
  /** Disk accesses (reads and write-backs) per committed transaction. */
  ioCount: number;
  /** Attempts with a fetch stage whose operate stage still read from disk, % (0 without two-stage execution). */
  misprefetchPct: number;
  /** Lock wait whose wait-chain root blocker was doing disk I/O, % of all lock wait. */
  lockWaitFromIoPct: number;
  /** Most buffer frames pinned at once (seen at two-stage transitions; 0 without two-stage execution). */
  peakPinnedFrames: number;
  /** OTSTE conversions per committed transaction. */
  conversionsPerCommit: number;
}

export const TWO_STAGE_ROW = {
  fields: [
    'meanIoLatencyMs',
    'ioCount',
    'misprefetchPct',
    'lockWaitFromIoPct',
    'peakPinnedFrames',
    'conversionsPerCommit',
  ],
  build(_run: unknown, stats: RunStats): TwoStageRowFields {
    const { twoStage, committed } = stats;
    return {
      meanIoLatencyMs: tidy(twoStage.meanIoLatencyMs),
      ioCount: tidy(ratioOrZero(twoStage.diskAccesses, committed)),
      misprefetchPct: tidy(twoStage.misprefetchPct),
      lockWaitFromIoPct: tidy(stats.lockWaitFromIoPct),
      peakPinnedFrames: twoStage.peakPinnedFrames,
      conversionsPerCommit: tidy(ratioOrZero(twoStage.conversions, committed)),
    };
  },
} as const;

/** Later two-stage fields, a section of their own so existing columns never move. */
export interface TwoStageBlameRowFields {
  /** Lock wait whose direct blocker was doing disk I/O, % of all lock wait (Table 1's wording). */
  lockWaitFromHolderIoPct: number;
}

export const TWO_STAGE_BLAME_ROW = {
  fields: ['lockWaitFromHolderIoPct'],
  build(_run: unknown, stats: RunStats): TwoStageBlameRowFields {
    return { lockWaitFromHolderIoPct: tidy(stats.lockWaitFromHolderIoPct) };
  },
} as const;
