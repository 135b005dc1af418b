/**
 * The waterfall between two runs' attributions (response-attribution.ts): for every part
 * either run has, how much it moved from run A to run B, in A's part order with B's own
 * parts after. Parts that are zero in both runs are left out. Because each run's parts sum
 * to its mean response time, the steps sum to the difference of the means (up to
 * floating-point rounding). Also the same difference expressed in throughput, as a number.
 */
import type { AttributionPart, ResponseAttribution } from './attribution-types.ts';

export interface WaterfallStep {
  key: string;
  label: string;
  aMs: number;
  bMs: number;
  /** bMs - aMs. */
  deltaMs: number;
  /** Where the bar starts and ends on the running total, from A's mean. */
  fromMs: number;
  toMs: number;
}

export interface Waterfall {
  aMeanMs: number;
  bMeanMs: number;
  /** bMeanMs - aMeanMs. */
  differenceMs: number;
  aThroughputTps: number;
  bThroughputTps: number;
  steps: WaterfallStep[];
}

/** More device queues than this (either run) are shown as one queue part per device kind. */
export const MAX_QUEUE_PARTS = 8;

/** Merges the queue parts of devices of one kind into `queue:<kind>s` when there are many. */
export function groupQueues(r: ResponseAttribution, many: boolean): ResponseAttribution {
  if (!many) return r;
  const parts: AttributionPart[] = [];
  const merged = new Map<string, AttributionPart>();
  for (const p of r.parts) {
    if (p.kind === undefined) {
      parts.push(p);
      continue;
    }
    const key = `queue:${p.kind}s`;
    let m = merged.get(key);
    if (m === undefined) {
      m = { key, label: `queues at the ${p.kind}s`, ms: 0, kind: p.kind };
      merged.set(key, m);
      parts.push(m);
    }
    m.ms += p.ms;
  }
  return { ...r, parts };
}

export function waterfall(a0: ResponseAttribution, b0: ResponseAttribution): Waterfall {
  const queues = (r: ResponseAttribution): number =>
    r.parts.filter((p) => p.kind !== undefined).length;
  const many = Math.max(queues(a0), queues(b0)) > MAX_QUEUE_PARTS;
  const a = groupQueues(a0, many);
  const b = groupQueues(b0, many);
  const bParts = new Map(b.parts.map((p) => [p.key, p]));
  const aKeys = new Set(a.parts.map((p) => p.key));
  const rows = [
    ...a.parts.map((p) => ({
      key: p.key,
      label: p.label,
      aMs: p.ms,
      bMs: bParts.get(p.key)?.ms ?? 0,
    })),
    ...b.parts
      .filter((p) => !aKeys.has(p.key))
      .map((p) => ({ key: p.key, label: p.label, aMs: 0, bMs: p.ms })),
  ].filter((r) => r.aMs !== 0 || r.bMs !== 0);
  let running = a.meanResponseMs;
  const steps = rows.map((r) => {
    const deltaMs = r.bMs - r.aMs;
    const fromMs = running;
    running += deltaMs;
    return { ...r, deltaMs, fromMs, toMs: running };
  });
  return {
    aMeanMs: a.meanResponseMs,
    bMeanMs: b.meanResponseMs,
    differenceMs: b.meanResponseMs - a.meanResponseMs,
    aThroughputTps: a.throughputTps,
    bThroughputTps: b.throughputTps,
    steps,
  };
}

/** The sum of the steps' deltas, in ms. */
export function stepsSum(w: Waterfall): number {
  let s = 0;
  for (const step of w.steps) s += step.deltaMs;
  return s;
}
