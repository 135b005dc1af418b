/**
 * What the storage panel shows, computed from a run's trace and statistics: each write
 * buffer's occupancy at an instant and over the run, each cache tier's hits and misses up
 * to an instant, and a tier table (units, utilization, time per transaction, size and
 * relative cost per MB), the run's storage section read from its planned scenario.
 * Leaves out the per-page contents of caches.
 */
import type { StorageSpec } from '../schema.ts';
import { deviceCosts } from '../cost.ts';
import type { RunStats } from '../../../trace/stats.ts';
import type { DeviceInfo, TraceEvent } from '../../../trace/trace-event.ts';

type WbEvent = Extract<TraceEvent, { kind: 'write-buffer' }>;
type CacheEvent = Extract<TraceEvent, { kind: 'cache.access' }>;

export interface StorageTrace {
  buffers: Map<string, WbEvent[]>;
  caches: Map<string, CacheEvent[]>;
}

export function storageTrace(events: readonly TraceEvent[]): StorageTrace {
  const buffers = new Map<string, WbEvent[]>();
  const caches = new Map<string, CacheEvent[]>();
  for (const e of events) {
    if (e.kind === 'write-buffer') buffers.set(e.device, [...(buffers.get(e.device) ?? []), e]);
    else if (e.kind === 'cache.access') caches.set(e.device, [...(caches.get(e.device) ?? []), e]);
  }
  return { buffers, caches };
}

/** Index of the last event at or before t, or -1. */
function lastAtOrBefore(list: readonly { t: number }[], t: number): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export interface BufferAt {
  device: string;
  pending: number;
  capacity: number;
  fullSoFar: number;
}

export function buffersAt(trace: StorageTrace, t: number): BufferAt[] {
  return [...trace.buffers].map(([device, list]) => {
    const i = lastAtOrBefore(list, t);
    let full = 0;
    for (let k = 0; k <= i; k++) if (list[k]!.change === 'full') full++;
    return {
      device,
      pending: i < 0 ? 0 : list[i]!.pending,
      capacity: list[0]!.capacity,
      fullSoFar: full,
    };
  });
}

export interface CacheAt {
  device: string;
  hits: number;
  misses: number;
}

export function cachesAt(trace: StorageTrace, t: number): CacheAt[] {
  return [...trace.caches].map(([device, list]) => {
    const i = lastAtOrBefore(list, t);
    let hits = 0;
    for (let k = 0; k <= i; k++) if (list[k]!.hit) hits++;
    return { device, hits, misses: i + 1 - hits };
  });
}

export interface TierRow {
  id: string;
  kind: DeviceInfo['kind'];
  units: number;
  utilization: number;
  msPerTxn: number | null;
  sizeMB: number | null;
  costPerMB: number | null;
  cost: number | null;
}

/** One row per storage device of the run (not the CPU), with cost where the spec knows it. */
export function tierTable(stats: RunStats, storage: StorageSpec | null): TierRow[] {
  const costs = storage === null ? [] : deviceCosts(storage);
  const times = new Map((stats.storage?.deviceTimes ?? []).map((d) => [d.device, d.totalMs]));
  return stats.devices
    .filter((d) => d.kind !== 'cpu')
    .map((d) => {
      const c = costs.find((x) => x.id === d.id || `${x.id}-ctl` === d.id);
      const isCtl = c !== undefined && c.id !== d.id;
      const total = times.get(d.id);
      return {
        id: d.id,
        kind: d.kind,
        units: d.units,
        utilization: d.utilization,
        msPerTxn: total === undefined || stats.committed === 0 ? null : total / stats.committed,
        sizeMB: c === undefined ? null : isCtl ? c.cacheMB : c.sizeMB,
        costPerMB: c === undefined ? null : isCtl ? c.cacheCostPerMB : c.costPerMB,
        cost:
          c === undefined ? null : isCtl ? c.cacheMB * c.cacheCostPerMB : c.sizeMB * c.costPerMB,
      };
    });
}
