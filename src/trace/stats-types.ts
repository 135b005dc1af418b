/**
 * What a run's statistics hold: throughput, response times and their breakdown, devices,
 * locks, the log, distributions, per-type results and the measures of each technique.
 * The shapes only; `stats.ts` computes them from the trace.
 */
import type { CommitDistributions } from './commit-distributions.ts';
import type { TechniqueStats } from './technique-folds.ts';
import type { DeviceKind, RunStop } from './trace-event.ts';

export interface ResponseBreakdown {
  cpuMs: number;
  cpuQueueMs: number;
  ioMs: number;
  lockWaitMs: number;
  logWaitMs: number;
  /** Response time not in any category above: restart delays, zero-length gaps. */
  otherMs: number;
}

export interface DeviceStats {
  id: string;
  kind: DeviceKind;
  units: number;
  /** Busy unit-time over available unit-time. */
  utilization: number;
  /** Mean number of requests waiting (not in service). */
  meanQueue: number;
  /** Services completed after the warm-up. */
  completions: number;
}

export interface TypeStats {
  name: string;
  committed: number;
  aborted: number;
  throughputTps: number;
  meanResponseMs: number;
  abortPct: number;
}

export interface RunStats extends TechniqueStats {
  simulatedMs: number;
  committed: number;
  aborted: number;
  throughputTps: number;
  meanResponseMs: number;
  p50ResponseMs: number;
  p95ResponseMs: number;
  p99ResponseMs: number;
  /** Mean per committed transaction. */
  breakdown: ResponseBreakdown;
  devices: DeviceStats[];
  lockWaits: number;
  deadlocks: number;
  pageAccesses: number;
  bufferHitRatio: number;
  logFlushes: number;
  meanFlushRecords: number;
  /** Mean flush wait of committed transactions that waited for the log, in ms. */
  flushWaitMeanMs: number;
  /** Standard deviation over mean of those flush waits (0 with fewer than two). */
  flushWaitCv: number;
  /** Committed transactions that waited for the log. */
  flushWaiters: number;
  /** Response, flush-wait and lock-wait distributions, as quantile sketches. */
  distributions: CommitDistributions;
  types: TypeStats[];
  /** Why the run stopped before its planned end (run.end's `stop`), or null. */
  stop: RunStop | null;
}

/** Per committed transaction after warm-up: when it committed and how long it took (µs). */
export interface CommitSample {
  commitUs: number;
  responseUs: number;
  type: number;
  /** From commit request to acknowledgement if it waited for the log, else -1. */
  flushWaitUs?: number;
  /** Total time waiting for locks. */
  lockWaitUs?: number;
}
