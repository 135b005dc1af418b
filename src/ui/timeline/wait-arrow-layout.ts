/**
 * Where the lock-wait arrows open at the playhead stand. Drawn all at the playhead, a busy
 * run's arrows piled into one blob; each stands instead at the start of its wait (where its
 * red lock-wait bar begins, so arrow and bar read together), kept inside the window and not
 * past the playhead, and arrows that would share a column are fanned out to the right by a
 * few pixels (still not past the playhead). Pure; leaves out drawing.
 */

/** The smallest horizontal gap between two arrows, in CSS px. */
export const ARROW_GAP_PX = 9;

/**
 * The x of each arrow (same order as `startXs`): its wait's start x, clamped to
 * [minX, maxX], then spread so no two stand closer than `gap`, never beyond `maxX`.
 */
export function spreadArrowXs(
  startXs: readonly number[],
  minX: number,
  maxX: number,
  gap = ARROW_GAP_PX,
): number[] {
  const clamped = startXs.map((x) => Math.min(maxX, Math.max(minX, x)));
  const order = clamped.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x || a.i - b.i);
  const out = new Array<number>(clamped.length);
  let previous = -Infinity;
  for (const { x, i } of order) {
    const placed = Math.min(maxX, Math.max(x, previous + gap));
    out[i] = placed;
    previous = placed;
  }
  return out;
}
