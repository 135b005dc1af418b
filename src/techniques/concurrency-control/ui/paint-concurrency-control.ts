/**
 * Paints restart-based concurrency control on the timeline's static layer: each wound as
 * an orange arrow from the older wounder's lane to the younger victim's (whose abort cross
 * is at the arrow when it was waiting, else when its current step ends), and each failed validation as an open orange
 * diamond on the failing transaction's lane, at the abort it causes. Restart delays are
 * already segments (idle, "restart delay"). Runs without these marks draw nothing.
 */
import type { Frame } from '../../../ui/timeline/paint-frame.ts';

export const CC_MARK_COLOR = '#b35900';

/** Paints the marks of every run in view; returns how many were drawn. */
export function paintConcurrencyControl(frame: Frame): number {
  const { ctx, window, layout } = frame;
  let drawn = 0;
  frame.runs.forEach((run, runIndex) => {
    const marks = run.model.cc;
    const block = layout.runs[runIndex];
    if (marks === undefined || marks === null || block === undefined) return;
    const r = Math.max(3, Math.min(6, layout.laneHeight / 4));
    ctx.save();
    ctx.strokeStyle = CC_MARK_COLOR;
    ctx.fillStyle = CC_MARK_COLOR;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (const w of marks.wounds) {
      if (w.t < window.t0 || w.t > window.t1) continue;
      const from = block.txnLanes[w.fromLane];
      const to = block.txnLanes[w.toLane];
      if (from === undefined || to === undefined) continue;
      if (!frame.shows(from) && !frame.shows(to)) continue;
      const x = frame.x(w.t);
      const y0 = frame.y(from.y) + from.height / 2;
      const y1 = frame.y(to.y) + to.height / 2;
      const dir = y1 >= y0 ? 1 : -1;
      ctx.moveTo(x, y0);
      ctx.lineTo(x, y1);
      ctx.moveTo(x - r / 1.5, y1 - dir * r);
      ctx.lineTo(x, y1);
      ctx.lineTo(x + r / 1.5, y1 - dir * r);
      drawn++;
    }
    for (const f of marks.validationFailures) {
      if (f.t < window.t0 || f.t > window.t1) continue;
      const lane = block.txnLanes[f.lane];
      if (lane === undefined || !frame.shows(lane)) continue;
      const x = frame.x(f.t);
      const y = frame.y(lane.y) + lane.height / 2;
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y);
      ctx.lineTo(x, y + r);
      ctx.lineTo(x - r, y);
      ctx.closePath();
      drawn++;
    }
    ctx.stroke();
    ctx.restore();
  });
  return drawn;
}
