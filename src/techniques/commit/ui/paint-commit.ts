/**
 * Paints how commits unfold on transaction lanes: the lock-hold strip along each lane's
 * bottom edge (from the first grant to the release of all locks), and a commit-request
 * tick where the commit record enters the log buffer. Under strict two-phase locking the
 * strip runs on through the log wait to the commit tick; under early lock release it stops
 * at the commit-request tick. Leaves out the commit (acknowledgement) ticks, which
 * paint-overlays.ts draws with the other marks.
 */
import { COMMIT_MARK_COLORS } from '../../../ui/theme/states.ts';
import type { Frame } from '../../../ui/timeline/paint-frame.ts';
import { firstAtOrAfter, visibleRange } from '../../../ui/timeline/segment-search.ts';

/** The strip's height in CSS px, drawn over the lane's bottom edge. */
export const HOLD_STRIP_PX = 4;

/** Paints hold strips and commit-request ticks; returns how many were drawn. */
export function paintCommitFlow(frame: Frame): number {
  const { ctx, window, layout } = frame;
  let drawn = 0;
  const strip = HOLD_STRIP_PX * frame.lineScale;
  const strips: number[] = [];
  const aborted: number[] = [];
  const ticks: number[] = [];
  frame.runs.forEach((run, runIndex) => {
    const block = layout.runs[runIndex];
    if (block === undefined) return;
    const holds = run.model.holds;
    if (holds !== undefined) {
      holds.forEach((lane, laneIndex) => {
        const row = block.txnLanes[laneIndex];
        if (row === undefined || !frame.shows(row)) return;
        const [from, to] = visibleRange(lane, window.t0, window.t1);
        const y = frame.y(row.y) + row.height - strip;
        for (let i = from; i < to; i++) {
          const s = lane[i]!;
          const x0 = frame.x(s.startUs);
          const w = Math.max(1, frame.x(s.endUs) - x0);
          (s.endedBy === 'abort' ? aborted : strips).push(x0, y, w);
        }
      });
    }
    const requests = run.model.marks.commitRequests;
    for (let i = firstAtOrAfter(requests, window.t0); i < requests.length; i++) {
      const m = requests[i]!;
      if (m.t > window.t1) break;
      const row = block.txnLanes[m.lane];
      if (row === undefined || !frame.shows(row)) continue;
      ticks.push(frame.x(m.t), frame.y(row.y));
    }
  });
  const h = layout.laneHeight;
  for (const [rects, color] of [
    [strips, COMMIT_MARK_COLORS.lockHeld],
    [aborted, COMMIT_MARK_COLORS.lockHeldAborted],
  ] as const) {
    if (rects.length === 0) continue;
    // A white rule above the strip keeps it apart from the segment it crosses.
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    for (let i = 0; i < rects.length; i += 3)
      ctx.rect(rects[i]!, rects[i + 1]! - 1, rects[i + 2]!, 1);
    ctx.fill();
    ctx.fillStyle = color;
    ctx.beginPath();
    for (let i = 0; i < rects.length; i += 3)
      ctx.rect(rects[i]!, rects[i + 1]!, rects[i + 2]!, strip);
    ctx.fill();
    drawn += rects.length / 3;
  }
  if (ticks.length > 0) {
    ctx.strokeStyle = COMMIT_MARK_COLORS.commitRequest;
    ctx.lineWidth = 3 * frame.lineScale;
    ctx.beginPath();
    for (let i = 0; i < ticks.length; i += 2) {
      ctx.moveTo(ticks[i]!, ticks[i + 1]! + 1);
      ctx.lineTo(ticks[i]!, ticks[i + 1]! + h - 1);
    }
    ctx.stroke();
    drawn += ticks.length / 2;
  }
  return drawn;
}
