/**
 * What the thread-level speculation panel shows: per CPU, the mean time of a committed
 * transaction split as the paper's breakdown (busy, idle, failed, latch stall, cache miss)
 * as a stacked bar on a scale that also holds the sequential time, the latency against the
 * sequential run ("0.49 of the sequential time"), and the violations, squashes and
 * commits so far at the playhead. Pure; TlsPanel.tsx draws it.
 */
import type { TlsBreakdownMs, TlsStats } from '../stats.ts';
import type { TlsTimeline } from '../timeline.ts';
import { formatMagnitude, timeComparedInWords } from '../../../ui/format.ts';
import { STATE_STYLES, type StateStyle } from '../../../ui/theme/states.ts';

export type TlsPartKey = keyof TlsBreakdownMs;

export interface TlsPart {
  key: TlsPartKey;
  label: string;
  style: StateStyle;
}

/** In the paper's order, each with the timeline style it is drawn in. */
export const TLS_PARTS: readonly TlsPart[] = [
  { key: 'busyMs', label: 'Busy', style: STATE_STYLES.cpu },
  { key: 'cacheMissMs', label: 'Cache miss', style: STATE_STYLES['cache-miss'] },
  { key: 'latchStallMs', label: 'Latch stall', style: STATE_STYLES['latch-stall'] },
  { key: 'failedMs', label: 'Failed', style: STATE_STYLES.squash },
  { key: 'idleMs', label: 'Idle', style: STATE_STYLES['token-wait'] },
];

export interface TlsBarPart extends TlsPart {
  ms: number;
  /** Start and width as shares of the scale (0..1). */
  from: number;
  width: number;
}

export interface TlsCpuBar {
  label: string;
  parts: TlsBarPart[];
  /** For screen readers and the tooltip. */
  text: string;
}

export interface TlsBreakdownView {
  bars: TlsCpuBar[];
  /** Where the sequential time falls on the scale (0..1). */
  sequentialAt: number;
  scaleMs: number;
  summary: string;
  normalized: string;
  soFar: string;
}

const ms = (x: number): string => `${formatMagnitude(x)} ms`;

/** Events with `t <= timeUs` in a time-ordered list. */
function countUpTo(items: readonly { t: number }[], timeUs: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.t <= timeUs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function tlsBreakdownView(
  stats: TlsStats,
  tls: Pick<TlsTimeline, 'violations' | 'squashes' | 'ghosts'> | null,
  timeUs: number,
): TlsBreakdownView {
  const totals = stats.perCpu.map((b) => TLS_PARTS.reduce((s, p) => s + b[p.key], 0));
  const scaleMs = Math.max(stats.meanSequentialMs, ...totals, 1e-9);
  const bars = stats.perCpu.map((b, cpu) => {
    let from = 0;
    const parts = TLS_PARTS.map((p) => {
      const part = { ...p, ms: b[p.key], from, width: b[p.key] / scaleMs };
      from += part.width;
      return part;
    });
    const text = parts
      .filter((p) => p.ms > 0)
      .map((p) => `${p.label.toLowerCase()} ${ms(p.ms)}`)
      .join(', ');
    return { label: `CPU ${cpu + 1}`, parts, text: `CPU ${cpu + 1}: ${text}` };
  });
  const ratio = stats.normalizedTime;
  const words = timeComparedInWords(ratio, 'sequential');
  const speedup = words === '' ? '' : ` (${words})`;
  const violations = tls === null ? 0 : countUpTo(sortedByT(tls.violations), timeUs);
  const squashes = tls === null ? 0 : countUpTo(tls.squashes, timeUs);
  const started = tls === null ? 0 : tls.ghosts.filter((g) => g.startUs <= timeUs).length;
  return {
    bars,
    sequentialAt: stats.meanSequentialMs / scaleMs,
    scaleMs,
    summary: `${stats.cpus} CPUs, ${stats.transactions} transactions`,
    normalized: `Latency ${ms(stats.meanLatencyMs)} against ${ms(stats.meanSequentialMs)} sequential: ${formatMagnitude(ratio)} of the time${speedup}.`,
    soFar: `By the playhead: ${started} transaction${started === 1 ? '' : 's'} started, ${violations} violation${violations === 1 ? '' : 's'}, ${squashes} chain squash${squashes === 1 ? '' : 'es'}.`,
  };
}

const sortedCache = new WeakMap<object, { t: number }[]>();

/** Violations by the time of their store (the instant they happen). */
function sortedByT(violations: readonly { storeUs: number }[]): { t: number }[] {
  let out = sortedCache.get(violations);
  if (out === undefined) {
    out = violations.map((v) => ({ t: v.storeUs })).sort((a, b) => a.t - b.t);
    sortedCache.set(violations, out);
  }
  return out;
}
