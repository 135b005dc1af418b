/**
 * The thread-level speculation result fields: how the CPUs' time divides (busy, idle,
 * failed speculation, latch stalls, cache misses) and the latency over the sequential
 * code's time. Null for runs without a `tls` section.
 */
import { tidy } from '../../base/tidy.ts';
import type { RunStats } from '../../trace/stats.ts';

export interface TlsRowFields {
  busyPct: number | null;
  idlePct: number | null;
  failedPct: number | null;
  latchStallPct: number | null;
  cacheMissPct: number | null;
  /** Latency over the sequential code's time (the paper's normalized execution time). */
  normalizedTime: number | null;
  /** The sequential code's mean time for the same transactions. */
  sequentialMs: number | null;
}

export const TLS_ROW = {
  fields: [
    'busyPct',
    'idlePct',
    'failedPct',
    'latchStallPct',
    'cacheMissPct',
    'normalizedTime',
    'sequentialMs',
  ],
  build(_run: unknown, stats: RunStats): TlsRowFields {
    const tls = stats.tls ?? null;
    const field = (x: number | undefined): number | null => (x === undefined ? null : tidy(x));
    return {
      busyPct: field(tls?.busyPct),
      idlePct: field(tls?.idlePct),
      failedPct: field(tls?.failedPct),
      latchStallPct: field(tls?.latchStallPct),
      cacheMissPct: field(tls?.cacheMissPct),
      normalizedTime: field(tls?.normalizedTime),
      sequentialMs: field(tls?.meanSequentialMs),
    };
  },
} as const;

export interface TlsTimeRowFields {
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
}

/** Its own section because its columns came after the storage ones (columns never move). */
export const TLS_TIME_ROW = {
  fields: ['busyMs', 'cacheMissMs', 'latchStallMs', 'failedMs', 'idleMs'],
  build(_run: unknown, stats: RunStats): TlsTimeRowFields {
    const ms = stats.tls?.latencyBreakdown;
    const field = (x: number | undefined): number | null => (x === undefined ? null : tidy(x));
    return {
      busyMs: field(ms?.busyMs),
      cacheMissMs: field(ms?.cacheMissMs),
      latchStallMs: field(ms?.latchStallMs),
      failedMs: field(ms?.failedMs),
      idleMs: field(ms?.idleMs),
    };
  },
} as const;
