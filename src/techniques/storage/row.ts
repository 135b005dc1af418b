/**
 * The storage-tier result fields: utilization per device, second-level cache hit ratios,
 * write buffers found full, time per tier device per commit and disk-arm accesses per
 * commit. Null without a `storage` section; objects are keyed by device id and print in
 * CSV as one JSON cell. With the log on a tier (`storage.log`), the log device's time also
 * holds its commit records' writes (controller, transfer and arm together: the trace marks
 * them as the system's work, so they cannot be split by device), which commits wait for.
 */
import { ratioOrZero, tidy } from '../../base/tidy.ts';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import type { RunStats } from '../../trace/stats.ts';

export interface StorageRowFields {
  /** Utilization of every device (CPU, controllers, disk arms, SSDs, NVEM). */
  deviceUtilization: Record<string, number> | null;
  /** Per cache device: reads it served, as a share of all page references (second-level hit ratio). */
  cacheHitRatio: Record<string, number> | null;
  /** All second-level hits as a share of page references. */
  l2HitRatio: number | null;
  /** Per write buffer: percentage of writes that found it full (and went to disk synchronously). */
  writeBufferFullPct: Record<string, number> | null;
  /**
   * Per storage device: queue and service time per committed transaction, in ms; the log's
   * device adds the time its log writes took.
   */
  tierTimeMs: Record<string, number> | null;
  /** Disk-arm accesses (reads, writes, destages, log writes) per committed transaction. */
  diskIosPerCommit: number | null;
}

const NO_STORAGE: StorageRowFields = {
  deviceUtilization: null,
  cacheHitRatio: null,
  l2HitRatio: null,
  writeBufferFullPct: null,
  tierTimeMs: null,
  diskIosPerCommit: null,
};

function byDevice<T>(
  list: readonly T[],
  key: (x: T) => string,
  value: (x: T) => number,
): Record<string, number> {
  return Object.fromEntries(list.map((x) => [key(x), tidy(value(x))]));
}

export const STORAGE_ROW = {
  fields: [
    'deviceUtilization',
    'cacheHitRatio',
    'l2HitRatio',
    'writeBufferFullPct',
    'tierTimeMs',
    'diskIosPerCommit',
  ],
  build(run: PlannedRun, stats: RunStats): StorageRowFields {
    const storage = stats.storage;
    if (storage === undefined) return NO_STORAGE;
    const refs = stats.pageAccesses;
    const commits = stats.committed;
    const logDevice = run.scenario.storage?.log?.device ?? null;
    const deviceMs = storage.deviceTimes.map((d) =>
      d.device === logDevice ? { ...d, totalMs: d.totalMs + storage.logWriteMs } : d,
    );
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
        (c) => ratioOrZero(c.hits, refs),
      ),
      l2HitRatio: tidy(
        ratioOrZero(
          storage.caches.reduce((s, c) => s + c.hits, 0),
          refs,
        ),
      ),
      writeBufferFullPct: byDevice(
        storage.writeBuffers,
        (b) => b.device,
        (b) => ratioOrZero(100 * b.full, b.absorbed + b.full),
      ),
      tierTimeMs: byDevice(
        deviceMs,
        (d) => d.device,
        (d) => ratioOrZero(d.totalMs, commits),
      ),
      diskIosPerCommit: tidy(ratioOrZero(diskIos, commits)),
    };
  },
} as const;
