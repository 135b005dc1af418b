/**
 * The result row's fields that every run has, whatever its techniques: the run's identity,
 * throughput, response times and their breakdown, aborts, lock waits, deadlocks and device
 * utilizations. `readsPerCommit` is a section of its own only because its column came after
 * the lock-granularity class columns, and columns never move.
 *
 * `thinkTimeMs` is the mean think time per committed transaction: when types think for
 * their own time (the locking testbed's 5 s and 10 s terminals), each type's mean weighted
 * by its commits, so that Little's law holds from the row alone:
 * terminals = throughput x (response + think). `logUtilization` is that of the log's device:
 * the flush-latency log's, or with the log on a storage tier (`storage.log`) that tier
 * device's (a disk unit's arms, an SSD, NVEM).
 */
import { ratioOrZero, tidy } from '../base/tidy.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { meanOfDuration } from '../scenario/distribution-means.ts';
import type { Workload } from '../scenario/schema.ts';
import type { RunStats } from '../trace/stats.ts';

/**
 * The think time per committed transaction: the workload's, or, when a type thinks for its
 * own time, each type's mean weighted by that type's commits (by its terminals before any
 * commit). A terminal of type i contributes N_i = X_i (R_i + Z_i), so the sum over types
 * gives N = X (R + sum X_i Z_i / X): the commit-weighted mean is the Z of Little's law.
 */
function meanThinkMs(workload: Workload, stats: RunStats): number {
  const all = meanOfDuration(workload.thinkTimeMs);
  if (workload.types.every((t) => t.thinkTimeMs === null)) return all;
  const thinks = workload.types.map((t) =>
    t.thinkTimeMs === null ? all : meanOfDuration(t.thinkTimeMs),
  );
  const byCommits = stats.types.map((t) => t.committed);
  const committed = byCommits.reduce((s, c) => s + c, 0);
  const weights = committed > 0 ? byCommits : workload.types.map((t) => t.terminals ?? 0);
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return all;
  return weights.reduce((s, w, i) => s + w * (thinks[i] ?? all), 0) / total;
}

export interface CoreRowFields {
  variant: string | null;
  param: string | null;
  value: unknown;
  seed: number;
  terminals: number | null;
  thinkTimeMs: number | null;
  simulatedMs: number;
  committed: number;
  aborted: number;
  throughputTps: number;
  meanResponseMs: number;
  p95ResponseMs: number;
  cpuMs: number;
  cpuQueueMs: number;
  ioMs: number;
  lockWaitMs: number;
  logWaitMs: number;
  // Added beyond the contract's minimum:
  p50ResponseMs: number;
  p99ResponseMs: number;
  otherMs: number;
  abortPct: number;
  lockWaits: number;
  deadlocks: number;
  bufferHitRatio: number;
  cpuUtilization: number;
  diskUtilization: number;
  logUtilization: number | null;
  logFlushes: number;
  meanFlushRecords: number;
  arrivalRateTps: number | null;
}

export const CORE_ROW = {
  fields: [
    'variant',
    'param',
    'value',
    'seed',
    'terminals',
    'thinkTimeMs',
    'simulatedMs',
    'committed',
    'aborted',
    'throughputTps',
    'meanResponseMs',
    'p95ResponseMs',
    'cpuMs',
    'cpuQueueMs',
    'ioMs',
    'lockWaitMs',
    'logWaitMs',
    'p50ResponseMs',
    'p99ResponseMs',
    'otherMs',
    'abortPct',
    'lockWaits',
    'deadlocks',
    'bufferHitRatio',
    'cpuUtilization',
    'diskUtilization',
    'logUtilization',
    'logFlushes',
    'meanFlushRecords',
    'arrivalRateTps',
  ],
  build(run: PlannedRun, stats: RunStats): CoreRowFields {
    const { workload } = run.scenario;
    const closed = workload.terminals !== null;
    const disks = stats.devices.filter((d) => d.kind === 'disk');
    const cpu = stats.devices.find((d) => d.kind === 'cpu');
    const tierLog = run.scenario.storage?.log?.device;
    const log = stats.devices.find((d) =>
      tierLog === undefined ? d.kind === 'log' : d.id === tierLog,
    );
    const b = stats.breakdown;
    return {
      variant: run.variant,
      param: run.param,
      value: run.param === null ? null : run.value,
      seed: run.scenario.seed,
      terminals: workload.terminals,
      thinkTimeMs: closed ? tidy(meanThinkMs(workload, stats)) : null,
      simulatedMs: tidy(stats.simulatedMs),
      committed: stats.committed,
      aborted: stats.aborted,
      throughputTps: tidy(stats.throughputTps),
      meanResponseMs: tidy(stats.meanResponseMs),
      p95ResponseMs: tidy(stats.p95ResponseMs),
      cpuMs: tidy(b.cpuMs),
      cpuQueueMs: tidy(b.cpuQueueMs),
      ioMs: tidy(b.ioMs),
      lockWaitMs: tidy(b.lockWaitMs),
      logWaitMs: tidy(b.logWaitMs),
      p50ResponseMs: tidy(stats.p50ResponseMs),
      p99ResponseMs: tidy(stats.p99ResponseMs),
      otherMs: tidy(b.otherMs),
      abortPct: tidy(ratioOrZero(100 * stats.aborted, stats.committed + stats.aborted)),
      lockWaits: stats.lockWaits,
      deadlocks: stats.deadlocks,
      bufferHitRatio: tidy(stats.bufferHitRatio),
      cpuUtilization: tidy(stats.tls ? 1 - stats.tls.idlePct / 100 : (cpu?.utilization ?? 0)),
      diskUtilization: tidy(
        ratioOrZero(
          disks.reduce((s, d) => s + d.utilization, 0),
          disks.length,
        ),
      ),
      logUtilization: log === undefined ? null : tidy(log.utilization),
      logFlushes: stats.logFlushes,
      meanFlushRecords: tidy(stats.meanFlushRecords),
      arrivalRateTps: workload.arrivalRateTps,
    };
  },
} as const;

export interface PageReadsRowFields {
  /** Page reads (buffer misses) per committed transaction. */
  readsPerCommit: number;
}

export const PAGE_READS_ROW = {
  fields: ['readsPerCommit'],
  build(_run: unknown, stats: RunStats): PageReadsRowFields {
    return {
      readsPerCommit: tidy(
        ratioOrZero(stats.pageAccesses * (1 - stats.bufferHitRatio), stats.committed),
      ),
    };
  },
} as const;
