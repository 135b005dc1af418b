/**
 * Paints the hot-lock lane: one dark bar per holder of the run's hot lock item (the colour
 * of the lock-hold strips on transaction lanes), from its grant to its release, with the
 * holder's name when it fits, and a one-pixel gap between one holder and the next so a
 * hand-over reads as two bars. Leaves out which lock mode was held (the lock table has it);
 * shared holders that overlap are drawn over each other.
 */
import { COMMIT_MARK_COLORS } from '../../../ui/theme/states.ts';
import { CANVAS_FONT, type Frame } from '../../../ui/timeline/paint-frame.ts';
import { visibleRange } from '../../../ui/timeline/segment-search.ts';

/** Bars at least this wide carry their holder's name. */
const NAME_PX = 34;
const PAD = 3;

/** Paints every visible hot-lock bar; returns how many were drawn. */
export function paintHotLock(frame: Frame): number {
  const { ctx, window, layout } = frame;
  let drawn = 0;
  const names: { x: number; y: number; text: string }[] = [];
  ctx.fillStyle = COMMIT_MARK_COLORS.lockHeld;
  ctx.beginPath();
  frame.runs.forEach((run, runIndex) => {
    const row = layout.runs[runIndex]?.lockLanes[0];
    const bars = run.model.hotLock?.bars;
    if (row === undefined || bars === undefined || !frame.shows(row)) return;
    const [from, to] = visibleRange(bars, window.t0, window.t1);
    const y = frame.y(row.y) + PAD;
    const h = row.height - 2 * PAD;
    for (let i = from; i < to; i++) {
      const bar = bars[i]!;
      const x0 = frame.x(bar.startUs) + 0.5;
      const w = Math.max(1, frame.x(bar.endUs) - x0 - 0.5);
      ctx.rect(x0, y, w, h);
      drawn++;
      if (w >= NAME_PX) names.push({ x: x0 + w / 2, y: y + h / 2, text: `T${bar.txn}` });
    }
  });
  ctx.fill();
  if (names.length > 0 && layout.laneHeight >= 18) {
    ctx.font = CANVAS_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
    for (const n of names) ctx.fillText(n.text, n.x, n.y + 1);
  }
  return drawn;
}
