/**
 * Lines that would hide each other: a series whose every point equals (within a relative
 * tolerance) an earlier series' point at the same x, and that has at least one point. Each
 * such series is drawn a few pixels off the one it matches and its legend entry says so
 * ("same values as ELR (safe); drawn 4 px lower"), so a reader sees both and knows why they
 * overlap (two early-lock-release variants give the same numbers in some sweeps). Pure;
 * leaves out drawing.
 */

export interface PlottedSeries {
  key: string;
  title: string;
  points: readonly { x: number; y: number }[];
}

export interface Coinciding {
  /** The title of the earlier series this one equals. */
  sameAs: string;
  /** How far down to draw it, in CSS px (a multiple of OFFSET_PX). */
  offsetPx: number;
}

export const COINCIDE_OFFSET_PX = 4;
const RELATIVE_TOLERANCE = 1e-6;

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

function coincide(a: PlottedSeries, b: PlottedSeries): boolean {
  if (a.points.length === 0 || a.points.length !== b.points.length) return false;
  return a.points.every((p, i) => {
    const q = b.points[i]!;
    return p.x === q.x && same(p.y, q.y);
  });
}

/** For each series that equals an earlier one: which, and how far to offset it. */
export function coincidingSeries(series: readonly PlottedSeries[]): Map<string, Coinciding> {
  const result = new Map<string, Coinciding>();
  series.forEach((s, i) => {
    const first = series.slice(0, i).find((earlier) => coincide(s, earlier));
    if (first === undefined) return;
    const before = [...result.values()].filter((c) => c.sameAs === first.title).length;
    result.set(s.key, { sameAs: first.title, offsetPx: COINCIDE_OFFSET_PX * (before + 1) });
  });
  return result;
}

/** The legend label of a series drawn off its twin. */
export function coincidingLabel(title: string, c: Coinciding): string {
  return `${title} (same values as ${c.sameAs}; drawn ${c.offsetPx} px lower)`;
}
