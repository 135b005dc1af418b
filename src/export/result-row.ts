/**
 * The result row: one run's numbers, flat, with stable field names. The CLI prints these
 * rows and other tools and course pages read them, so fields are only ever added, never
 * renamed or removed. Times are in ms, throughput in committed transactions per second.
 */
import { meanOfDuration } from '../scenario/distributions.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { isLargeType } from '../scenario/transaction-class.ts';
import type { RunStats, TypeStats } from '../trace/stats.ts';
import type { TlsStats } from '../trace/tls-stats.ts';

export interface ResultRow {
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
  // Per class (small and large transaction types, as mixed locking classifies them);
  // null when the scenario has no type of that class.
  smallThroughputTps: number | null;
  largeThroughputTps: number | null;
  smallAbortPct: number | null;
  largeAbortPct: number | null;
  smallResponseMs: number | null;
  largeResponseMs: number | null;
  /** Page reads (buffer misses) per committed transaction. */
  readsPerCommit: number;
  /** Mean time from commit request to acknowledgement of the commits that waited for the log. */
  flushWaitMeanMs: number;
  /** Coefficient of variation (standard deviation over mean) of those flush waits. */
  flushWaitCv: number;
  /** Commit records per log flush (group-commit batch size). */
  commitsPerFlush: number;
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
  // Thread-level speculation runs (tls section); null otherwise. Shares of the CPUs' time.
  busyPct: number | null;
  idlePct: number | null;
  failedPct: number | null;
  latchStallPct: number | null;
  cacheMissPct: number | null;
  /** Latency over the sequential code's time (the paper's normalized execution time). */
  normalizedTime: number | null;
  /** The sequential code's mean time for the same transactions. */
  sequentialMs: number | null;
  /**
   * A committed transaction's mean response in the speculation breakdown's terms, in ms:
   * each part averaged over the CPUs, so busy + cache miss + latch stall + failed + idle is
   * the mean response (TLS runs; null otherwise).
   */
  busyMs: number | null;
  cacheMissMs: number | null;
  latchStallMs: number | null;
  failedMs: number | null;
  idleMs: number | null;
  // Storage tiers (null without a `storage` section); objects are keyed by device id and
  // print in CSV as one JSON cell.
  /** Utilization of every device (CPU, controllers, disk arms, SSDs, NVEM). */
  deviceUtilization: Record<string, number> | null;
  /** Per cache device: reads it served, as a share of all page references (second-level hit ratio). */
  cacheHitRatio: Record<string, number> | null;
  /** All second-level hits as a share of page references. */
  l2HitRatio: number | null;
  /** Per write buffer: percentage of writes that found it full (and went to disk synchronously). */
  writeBufferFullPct: Record<string, number> | null;
  /** Per storage device: queue and service time per committed transaction, in ms. */
  tierTimeMs: Record<string, number> | null;
  /** Disk-arm accesses (reads, writes, destages, log writes) per committed transaction. */
  diskIosPerCommit: number | null;
}

export const RESULT_FIELDS: readonly (keyof ResultRow)[] = [
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
  'smallThroughputTps',
  'largeThroughputTps',
  'smallAbortPct',
  'largeAbortPct',
  'smallResponseMs',
  'largeResponseMs',
  'readsPerCommit',
  'flushWaitMeanMs',
  'flushWaitCv',
  'commitsPerFlush',
  'meanIoLatencyMs',
  'ioCount',
  'misprefetchPct',
  'lockWaitFromIoPct',
  'peakPinnedFrames',
  'conversionsPerCommit',
  'busyPct',
  'idlePct',
  'failedPct',
  'latchStallPct',
  'cacheMissPct',
  'normalizedTime',
  'sequentialMs',
  'deviceUtilization',
  'cacheHitRatio',
  'l2HitRatio',
  'writeBufferFullPct',
  'tierTimeMs',
  'diskIosPerCommit',
  'busyMs',
  'cacheMissMs',
  'latchStallMs',
  'failedMs',
  'idleMs',
];

/** Rounds to 6 significant digits: plenty for a result, and stable to print. */
function tidy(x: number): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(6));
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
    abortPct: tidy(committed + aborted === 0 ? 0 : (100 * aborted) / (committed + aborted)),
    responseMs: tidy(
      committed === 0
        ? 0
        : types.reduce((s, t) => s + t.meanResponseMs * t.committed, 0) / committed,
    ),
  };
}

export function toResultRow(run: PlannedRun, stats: RunStats): ResultRow {
  const { workload, locking } = run.scenario;
  const large = workload.types.map((t) => isLargeType(t, locking));
  const small = classStats(stats.types.filter((_, i) => large[i] === false));
  const big = classStats(stats.types.filter((_, i) => large[i] === true));
  const closed = workload.terminals !== null;
  const disks = stats.devices.filter((d) => d.kind === 'disk');
  const cpu = stats.devices.find((d) => d.kind === 'cpu');
  const log = stats.devices.find((d) => d.kind === 'log');
  const b = stats.breakdown;
  return {
    variant: run.variant,
    param: run.param,
    value: run.param === null ? null : run.value,
    seed: run.scenario.seed,
    terminals: workload.terminals,
    thinkTimeMs: closed ? tidy(meanOfDuration(workload.thinkTimeMs)) : null,
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
    abortPct: tidy(
      stats.committed + stats.aborted === 0
        ? 0
        : (100 * stats.aborted) / (stats.committed + stats.aborted),
    ),
    lockWaits: stats.lockWaits,
    deadlocks: stats.deadlocks,
    bufferHitRatio: tidy(stats.bufferHitRatio),
    cpuUtilization: tidy(stats.tls ? 1 - stats.tls.idlePct / 100 : (cpu?.utilization ?? 0)),
    diskUtilization: tidy(
      disks.length === 0 ? 0 : disks.reduce((s, d) => s + d.utilization, 0) / disks.length,
    ),
    logUtilization: log === undefined ? null : tidy(log.utilization),
    logFlushes: stats.logFlushes,
    meanFlushRecords: tidy(stats.meanFlushRecords),
    arrivalRateTps: workload.arrivalRateTps,
    smallThroughputTps: small?.throughputTps ?? null,
    largeThroughputTps: big?.throughputTps ?? null,
    smallAbortPct: small?.abortPct ?? null,
    largeAbortPct: big?.abortPct ?? null,
    smallResponseMs: small?.responseMs ?? null,
    largeResponseMs: big?.responseMs ?? null,
    readsPerCommit: tidy(
      stats.committed === 0
        ? 0
        : (stats.pageAccesses * (1 - stats.bufferHitRatio)) / stats.committed,
    ),
    flushWaitMeanMs: tidy(stats.flushWaitMeanMs),
    flushWaitCv: tidy(stats.flushWaitCv),
    commitsPerFlush: tidy(stats.meanFlushRecords),
    meanIoLatencyMs: tidy(stats.twoStage.meanIoLatencyMs),
    ioCount: tidy(stats.committed === 0 ? 0 : stats.twoStage.diskAccesses / stats.committed),
    misprefetchPct: tidy(stats.twoStage.misprefetchPct),
    lockWaitFromIoPct: tidy(stats.lockWaitFromIoPct),
    peakPinnedFrames: stats.twoStage.peakPinnedFrames,
    conversionsPerCommit: tidy(
      stats.committed === 0 ? 0 : stats.twoStage.conversions / stats.committed,
    ),
    ...tlsFields(stats.tls ?? null),
    ...storageFields(stats),
  };
}

function tlsFields(
  tls: TlsStats | null,
): Pick<
  ResultRow,
  | 'busyPct'
  | 'idlePct'
  | 'failedPct'
  | 'latchStallPct'
  | 'cacheMissPct'
  | 'normalizedTime'
  | 'sequentialMs'
  | 'busyMs'
  | 'cacheMissMs'
  | 'latchStallMs'
  | 'failedMs'
  | 'idleMs'
> {
  const ms = tls?.latencyBreakdown;
  return {
    busyPct: tls === null ? null : tidy(tls.busyPct),
    idlePct: tls === null ? null : tidy(tls.idlePct),
    failedPct: tls === null ? null : tidy(tls.failedPct),
    latchStallPct: tls === null ? null : tidy(tls.latchStallPct),
    cacheMissPct: tls === null ? null : tidy(tls.cacheMissPct),
    normalizedTime: tls === null ? null : tidy(tls.normalizedTime),
    sequentialMs: tls === null ? null : tidy(tls.meanSequentialMs),
    busyMs: ms === undefined ? null : tidy(ms.busyUs),
    cacheMissMs: ms === undefined ? null : tidy(ms.cacheMissUs),
    latchStallMs: ms === undefined ? null : tidy(ms.latchStallUs),
    failedMs: ms === undefined ? null : tidy(ms.failedUs),
    idleMs: ms === undefined ? null : tidy(ms.idleUs),
  };
}

type StorageFields = Pick<
  ResultRow,
  | 'deviceUtilization'
  | 'cacheHitRatio'
  | 'l2HitRatio'
  | 'writeBufferFullPct'
  | 'tierTimeMs'
  | 'diskIosPerCommit'
>;

function storageFields(stats: RunStats): StorageFields {
  const storage = stats.storage;
  if (storage === undefined) {
    return {
      deviceUtilization: null,
      cacheHitRatio: null,
      l2HitRatio: null,
      writeBufferFullPct: null,
      tierTimeMs: null,
      diskIosPerCommit: null,
    };
  }
  const byDevice = <T>(list: readonly T[], key: (x: T) => string, value: (x: T) => number) =>
    Object.fromEntries(list.map((x) => [key(x), tidy(value(x))]));
  const refs = stats.pageAccesses;
  const commits = stats.committed;
  const diskIos = stats.devices
    .filter((d) => d.kind === 'disk')
    .reduce((s, d) => s + d.completions, 0);
  return {
    deviceUtilization: byDevice(
      stats.devices,
      (d) => d.id,
      (d) => d.utilization,
    ),
    cacheHitRatio: byDevice(
      storage.caches,
      (c) => c.device,
      (c) => (refs === 0 ? 0 : c.hits / refs),
    ),
    l2HitRatio: tidy(refs === 0 ? 0 : storage.caches.reduce((s, c) => s + c.hits, 0) / refs),
    writeBufferFullPct: byDevice(
      storage.writeBuffers,
      (b) => b.device,
      (b) => (b.absorbed + b.full === 0 ? 0 : (100 * b.full) / (b.absorbed + b.full)),
    ),
    tierTimeMs: byDevice(
      storage.deviceTimes,
      (d) => d.device,
      (d) => (commits === 0 ? 0 : d.totalMs / commits),
    ),
    diskIosPerCommit: tidy(commits === 0 ? 0 : diskIos / commits),
  };
}
