/**
 * Trace events of storage tiers (runs with a `storage` section only): reads that reach a
 * second-level cache, and write-buffer changes. Additive to the trace union
 * (`trace/trace-event.ts` joins them); where a log record comes to rest stays on the core
 * `log.flush.end` event.
 */

/**
 * A read that reached a second-level cache (a disk unit's controller cache, or the
 * extended-memory cache): `device` is the cache's device; `hit` when the cache served it.
 */
export interface CacheAccessEvent {
  kind: 'cache.access';
  t: number;
  seq: number;
  device: string;
  page: number;
  hit: boolean;
}

/**
 * A write buffer changed: a write was absorbed, a destage finished, or a write found it
 * full and went to disk synchronously ('full'). `pending` pages now wait for destage.
 */
export interface WriteBufferEvent {
  kind: 'write-buffer';
  t: number;
  seq: number;
  device: string;
  change: 'absorb' | 'destaged' | 'full';
  pending: number;
  capacity: number;
}

export type StorageTraceEvent = CacheAccessEvent | WriteBufferEvent;
