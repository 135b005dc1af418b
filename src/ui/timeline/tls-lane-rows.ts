/**
 * The lanes of a thread-level speculation run on the timeline: one per CPU ("CPU 1" to
 * "CPU P") and a last one, "sequential", where the same transactions run back to back on
 * one CPU as the original code would (the ghost to compare against). Lane index `cpus` is
 * the ghost. Pure; built once per timeline model and cached by its identity.
 */
import type { TlsSegment, TlsTimeline } from '../../trace/timeline-model.ts';

/** One transaction of the sequential ghost lane. */
export interface TlsGhostSegment {
  ghost: true;
  txn: number;
  startUs: number;
  endUs: number;
  sequentialUs: number;
  /** How long the same transaction took under TLS; null when it did not finish. */
  tlsLatencyUs: number | null;
}

export type TlsLaneSegment = TlsSegment | TlsGhostSegment;

export const GHOST_LANE_LABEL = 'sequential';

export function isGhost(s: TlsLaneSegment): s is TlsGhostSegment {
  return 'ghost' in s;
}

/** Lane labels top to bottom: CPU 1..P, then the sequential ghost. */
export function tlsLaneLabels(cpus: number): string[] {
  return [...Array.from({ length: cpus }, (_, i) => `CPU ${i + 1}`), GHOST_LANE_LABEL];
}

/**
 * The sequential ghost: each transaction's original code, back to back from the first
 * transaction's start, so the lane ends where a one-CPU run would have got to.
 */
export function ghostSegments(tls: Pick<TlsTimeline, 'ghosts' | 'lanes'>): TlsGhostSegment[] {
  const ends = new Map<number, number>();
  for (const lane of tls.lanes)
    for (const s of lane) ends.set(s.txn, Math.max(ends.get(s.txn) ?? 0, s.endUs));
  const ghosts = [...tls.ghosts].sort((a, b) => a.startUs - b.startUs);
  const out: TlsGhostSegment[] = [];
  let t = ghosts[0]?.startUs ?? 0;
  ghosts.forEach((g, i) => {
    // Transactions run back to back: the next one starts when this one is done.
    const next = ghosts[i + 1]?.startUs ?? ends.get(g.txn) ?? g.startUs;
    out.push({
      ghost: true,
      txn: g.txn,
      startUs: t,
      endUs: t + g.sequentialUs,
      sequentialUs: g.sequentialUs,
      tlsLatencyUs: next > g.startUs ? next - g.startUs : null,
    });
    t += g.sequentialUs;
  });
  return out;
}

const ghostCache = new WeakMap<object, TlsGhostSegment[]>();

/** The segments of lane `index` (a CPU, or the ghost at `cpus`). */
export function tlsLaneSegments(tls: TlsTimeline, index: number): readonly TlsLaneSegment[] {
  if (index < tls.cpus) return tls.lanes[index] ?? [];
  let ghosts = ghostCache.get(tls);
  if (ghosts === undefined) ghostCache.set(tls, (ghosts = ghostSegments(tls)));
  return ghosts;
}
