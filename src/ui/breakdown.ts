/**
 * The categories of a committed transaction's mean response time, in the order they are
 * stacked, with the labels and colours every view uses. Colours follow the timeline's
 * conventions (lock waits red, log waits grey) and differ in lightness as well as hue.
 * A thread-level speculation run has its own terms (busy, cache miss, latch stall, failed,
 * idle: the TLS panel's breakdown, averaged over the CPUs), since its transaction runs on
 * several CPUs at once and has no CPU queue, I/O or lock wait.
 */
import type { ResultRow } from '../export/result-row.ts';
import { STATE_STYLES } from './theme/states.ts';

export type CoreBreakdownKey =
  'cpuMs' | 'cpuQueueMs' | 'ioMs' | 'lockWaitMs' | 'logWaitMs' | 'otherMs';
export type TlsBreakdownKey = 'busyMs' | 'cacheMissMs' | 'latchStallMs' | 'failedMs' | 'idleMs';
export type BreakdownKey = CoreBreakdownKey | TlsBreakdownKey;

export interface BreakdownCategory {
  key: BreakdownKey;
  label: string;
  color: string;
}

export const BREAKDOWN: readonly BreakdownCategory[] = [
  { key: 'cpuMs', label: 'CPU', color: '#1f5fa8' },
  { key: 'cpuQueueMs', label: 'CPU queue', color: '#8cc0ea' },
  { key: 'ioMs', label: 'I/O', color: '#d98a1c' },
  { key: 'lockWaitMs', label: 'Lock wait', color: '#c62828' },
  { key: 'logWaitMs', label: 'Log wait', color: '#7a7f87' },
  { key: 'otherMs', label: 'Other (restart delays)', color: '#c9b3e6' },
];

/** The speculation breakdown, in the TLS panel's order and with its styles' colours. */
export const TLS_BREAKDOWN: readonly BreakdownCategory[] = [
  { key: 'busyMs', label: 'Busy', color: STATE_STYLES.cpu.color },
  { key: 'cacheMissMs', label: 'Cache miss', color: STATE_STYLES['cache-miss'].color },
  { key: 'latchStallMs', label: 'Latch stall', color: STATE_STYLES['latch-stall'].color },
  { key: 'failedMs', label: 'Failed', color: STATE_STYLES.squash.color },
  { key: 'idleMs', label: 'Idle', color: STATE_STYLES['token-wait'].color },
];

/** A row's value in a category, in ms (0 when the row has none, e.g. TLS terms of a 2PL run). */
export function categoryValue(row: ResultRow, key: BreakdownKey): number {
  const value = row[key];
  return value === null || !Number.isFinite(value) ? 0 : value;
}

/** True when every row is a thread-level speculation run. */
function allTls(rows: readonly ResultRow[]): boolean {
  return rows.length > 0 && rows.every((r) => r.busyMs !== null && r.busyMs !== undefined);
}

/**
 * The categories worth showing for these rows: the speculation terms when every row is a
 * TLS run; otherwise the core ones, 'other' only when some row has some.
 */
export function visibleCategories(rows: readonly ResultRow[]): BreakdownCategory[] {
  if (allTls(rows)) return [...TLS_BREAKDOWN];
  return BREAKDOWN.filter((c) => c.key !== 'otherMs' || rows.some((r) => r.otherMs > 0.0005));
}
