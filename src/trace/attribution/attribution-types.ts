/**
 * The vocabulary of response-time attribution (response-attribution.ts): the parts a
 * committed transaction's response time is split into, their keys and labels, and the
 * result of one run. Types and small helpers only.
 */

/** One part of the mean response time of a run, in ms per committed transaction. */
export interface AttributionPart {
  /** Stable id: `queue:<device>`, `service:<device kind>`, or one of FIXED_PARTS. */
  key: string;
  label: string;
  ms: number;
  /** For a queue part, the kind of its device (so many devices can be shown as one). */
  kind?: string;
}

export interface ResponseAttribution {
  /** Committed transactions after the warm-up (the population of the mean). */
  committed: number;
  /** Mean response time of those, in ms; the parts sum to it. */
  meanResponseMs: number;
  /** Committed transactions per second of measured time. */
  throughputTps: number;
  /** In a fixed order: device queues, device service, waits, restarts, fetch, other. */
  parts: AttributionPart[];
}

/** The parts every run has (possibly zero), after the device parts, in this order. */
export const FIXED_PARTS = [
  ['buffer-wait', 'buffer wait (page in transit, free frame)'],
  ['log-wait', 'own commit flush wait'],
  ['lock-io', 'lock wait, root doing I/O'],
  ['lock-log', 'lock wait, root waiting for the log flush'],
  ['lock-contention', 'lock wait, true contention'],
  ['restarted', 'restarted and squashed work'],
  ['fetch', 'fetch stage (two-stage execution)'],
  ['tls-cache-miss', 'speculation: cache miss'],
  ['tls-latch-stall', 'speculation: latch stall'],
  ['tls-idle', 'speculation: idle CPUs'],
  ['other', 'think and other'],
] as const;

export type FixedPart = (typeof FIXED_PARTS)[number][0];

/** Shares of a TLS run's CPU time (techniques/tls/stats.ts), in % summing to 100. */
export interface TlsShares {
  busyPct: number;
  idlePct: number;
  failedPct: number;
  latchStallPct: number;
  cacheMissPct: number;
}

export const queueKey = (device: string): string => `queue:${device}`;
export const serviceKey = (kind: string): string => `service:${kind}`;

/** The sum of the parts, in ms. */
export function partsSum(a: ResponseAttribution): number {
  let s = 0;
  for (const p of a.parts) s += p.ms;
  return s;
}
