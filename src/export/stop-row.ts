/**
 * The result fields that say whether a run stopped before its planned end, and why:
 * `saturated` (its open workload's backlog kept growing), `stopped` (saturated, or it used
 * its work budget of engine events), the one-line reason and the simulated instant it
 * stopped at (warm-up included), and for a saturated run the commits per second over the
 * span that showed it (what the saturated system completes: its capacity). A stopped run's
 * other fields cover what it measured up to then, which is nothing when it stopped during
 * the warm-up.
 */
import { usToMs } from '../base/time.ts';
import { tidy } from '../base/tidy.ts';
import type { RunStats } from '../trace/stats.ts';

export interface StopRowFields {
  saturated: boolean;
  stopped: boolean;
  stopReason: string | null;
  stoppedAtMs: number | null;
  saturatedThroughputTps: number | null;
}

export const STOP_ROW = {
  fields: ['saturated', 'stopped', 'stopReason', 'stoppedAtMs', 'saturatedThroughputTps'],
  build(_run: unknown, stats: RunStats): StopRowFields {
    const stop = stats.stop;
    return {
      saturated: stop?.reason === 'saturated',
      stopped: stop !== null,
      stopReason: stop?.message ?? null,
      stoppedAtMs: stop === null ? null : tidy(usToMs(stop.atUs)),
      saturatedThroughputTps: stop?.throughputTps === undefined ? null : tidy(stop.throughputTps),
    };
  },
} as const;
