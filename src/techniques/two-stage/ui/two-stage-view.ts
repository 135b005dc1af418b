/**
 * What the two-stage panel shows at the playhead, from a run's trace: per transaction type
 * the latest HTSTE decision (mode, running mis-prefetch and conversion ratios, instances),
 * the buffer frames pinned, and the share of lock wait so far whose wait-chain root was
 * doing disk I/O (the paper's Table 1 measure, folded once by `IoBlameFold` and sampled
 * at each event, so the value is exact at events and holds between them). Pure.
 */
import { IoBlameFold } from '../../../trace/io-blame.ts';
import type { TraceEvent } from '../../../trace/trace-event.ts';
import type { HtsteUpdateEvent, StageMode } from '../events.ts';

export const MODE_LABELS: Readonly<Record<StageMode, string>> = {
  conventional: '2PL',
  tste: 'TSTE',
  otste: 'OTSTE',
};

/** Samples of a value over time: `values[i]` holds from `times[i]` on. */
interface Samples {
  times: number[];
  values: number[];
}

export interface TwoStageTimeline {
  typeNames: readonly string[];
  /** Per type, its HTSTE updates in time order (empty outside HTSTE). */
  updates: HtsteUpdateEvent[][];
  /** Per type, the times of its updates (for the search). */
  updateTimes: number[][];
  /** The mode of the first stage seen (TSTE or OTSTE runs), or null without stages. */
  runMode: StageMode | null;
  pinned: Samples;
  ioBlamePct: Samples;
}

function lastAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function push(s: Samples, t: number, v: number): void {
  const last = s.times.length - 1;
  if (last >= 0 && s.times[last] === t) s.values[last] = v;
  else if (last < 0 || s.values[last] !== v) {
    s.times.push(t);
    s.values.push(v);
  }
}

export function twoStageTimeline(events: readonly TraceEvent[]): TwoStageTimeline {
  let typeNames: readonly string[] = [];
  const updates: HtsteUpdateEvent[][] = [];
  const updateTimes: number[][] = [];
  let runMode: StageMode | null = null;
  const pinned: Samples = { times: [], values: [] };
  const ioBlamePct: Samples = { times: [], values: [] };
  const blame = new IoBlameFold();
  for (const e of events) {
    blame.accept(e);
    if (e.kind === 'run.start') typeNames = e.transactionTypes;
    else if (e.kind === 'txn.stage') {
      runMode ??= e.mode;
      push(pinned, e.t, e.pinnedFrames);
    } else if (e.kind === 'htste.update') {
      while (updates.length <= e.type) {
        updates.push([]);
        updateTimes.push([]);
      }
      updates[e.type]!.push(e);
      updateTimes[e.type]!.push(e.t);
    }
    push(ioBlamePct, e.t, blame.lockWaitFromIoPct);
  }
  while (updates.length < typeNames.length) {
    updates.push([]);
    updateTimes.push([]);
  }
  return { typeNames, updates, updateTimes, runMode, pinned, ioBlamePct };
}

export interface HtsteBadge {
  type: string;
  /** The mode the type runs in now; TSTE until HTSTE first decides. */
  mode: StageMode;
  modeLabel: string;
  /** Null before the type's first instance ends. */
  misprefetchPct: number | null;
  conversionPct: number | null;
  instances: number;
}

export interface TwoStageView {
  /** One badge per type for an HTSTE run; empty otherwise. */
  badges: HtsteBadge[];
  /** "TSTE for every type", "Conventional 2PL", or null for HTSTE. */
  runModeText: string | null;
  pinnedFrames: number;
  /** Pinned frames as a share of the buffer, %, when its size is known. */
  pinnedPct: number | null;
  ioBlamePct: number;
}

export function twoStageViewAt(
  timeline: TwoStageTimeline,
  t: number,
  bufferFrames: number | null,
): TwoStageView {
  const htste = timeline.updates.some((u) => u.length > 0);
  const badges: HtsteBadge[] = htste
    ? timeline.typeNames.map((type, i) => {
        const list = timeline.updates[i] ?? [];
        const u = list[lastAtOrBefore(timeline.updateTimes[i] ?? [], t)];
        const mode = u?.mode ?? 'tste';
        return {
          type,
          mode,
          modeLabel: MODE_LABELS[mode],
          misprefetchPct: u?.misprefetchPct ?? null,
          conversionPct: u?.conversionPct ?? null,
          instances: u?.instances ?? 0,
        };
      })
    : [];
  const runModeText = htste
    ? null
    : timeline.runMode === null
      ? 'Conventional 2PL: reads happen under locks.'
      : `${MODE_LABELS[timeline.runMode]} for every type.`;
  const p = lastAtOrBefore(timeline.pinned.times, t);
  const pinnedFrames = p < 0 ? 0 : timeline.pinned.values[p]!;
  const b = lastAtOrBefore(timeline.ioBlamePct.times, t);
  return {
    badges,
    runModeText,
    pinnedFrames,
    pinnedPct:
      bufferFrames === null || bufferFrames <= 0
        ? null
        : Math.min(100, (100 * pinnedFrames) / bufferFrames),
    ioBlamePct: b < 0 ? 0 : timeline.ioBlamePct.values[b]!,
  };
}

/** "12.5%", or "–" for a ratio not measured yet. */
export function formatPct(pct: number | null): string {
  if (pct === null) return '–';
  return `${pct >= 10 || pct === 0 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
