/**
 * Paints a crash the student pressed: a red line at the crash instant through each run's
 * lanes, and on each lane what recovery does with the
 * transaction the crash caught (kept, rolled back) or with an earlier answer it takes
 * back (a lost acknowledgement under no-wait, a read of undone data under naive early
 * lock release). What lies after the crash never happened: it is covered (not merely veiled
 * like the future at the playhead), wherever the playhead is. Leaves out computing the
 * outcome (ui/crash/crash-view.ts).
 */
import type { CrashMarkKind } from './crash-view.ts';
import { CRASH_MARK_TEXT } from './crash-view.ts';
import { COMMIT_MARK_COLORS } from '../theme/states.ts';
import type { Frame } from '../timeline/paint-frame.ts';

const MARK_INK: Record<CrashMarkKind, string> = {
  kept: '#006b4f',
  'rolled-back': '#5b2a86',
  'lost-ack': COMMIT_MARK_COLORS.crash,
  'exposed-read': '#a34a00',
};

/** Covers a crashed run after its crash instant: that part of the run never happened. */
export const AFTER_CRASH_COVER = 'rgba(238, 240, 243, 0.94)';

/** Covers each crashed run's lanes from its crash to the window's end; returns how many. */
export function paintAfterCrash(frame: Frame): number {
  const { ctx, layout, window, viewport } = frame;
  let covered = 0;
  frame.runs.forEach((run, runIndex) => {
    const crash = run.crash;
    const block = layout.runs[runIndex];
    if (crash === undefined || crash === null || block === undefined) return;
    if (crash.atUs >= window.t1) return;
    const x = Math.max(0, Math.round(frame.x(Math.max(crash.atUs, window.t0))));
    const top = frame.y(block.y);
    const height = block.bottom - block.y;
    ctx.fillStyle = AFTER_CRASH_COVER;
    ctx.fillRect(x, top, viewport.widthPx - x, height);
    covered++;
  });
  return covered;
}

/** Paints the crash of every run that has one; returns how many lane marks were drawn. */
export function paintCrash(frame: Frame): number {
  const { ctx, layout, window } = frame;
  let drawn = 0;
  frame.runs.forEach((run, runIndex) => {
    const crash = run.crash;
    const block = layout.runs[runIndex];
    if (crash === undefined || crash === null || block === undefined) return;
    const x = frame.x(crash.atUs);
    ctx.font = frame.font;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    if (crash.atUs >= window.t0 && crash.atUs <= window.t1) {
      ctx.fillStyle = COMMIT_MARK_COLORS.crash;
      ctx.fillRect(x - 1.5, frame.y(block.y), 3, block.bottom - block.y);
    }
    for (const mark of crash.marks) {
      if (mark.t < window.t0 || mark.t > window.t1) continue;
      const row = block.txnLanes[mark.lane];
      if (row === undefined || !frame.shows(row)) continue;
      const mx = frame.x(mark.t);
      const y = frame.y(row.y) + row.height / 2;
      const text = CRASH_MARK_TEXT[mark.kind];
      // Marks at the crash go right of its line; marks at an earlier commit go left of it.
      const atCrash = mark.t === crash.atUs;
      ctx.textAlign = atCrash ? 'left' : 'right';
      const tx = atCrash ? mx + 6 : mx - 8;
      ctx.lineWidth = 4;
      ctx.strokeStyle = '#ffffff';
      ctx.strokeText(text, tx, y + 1);
      ctx.fillStyle = MARK_INK[mark.kind];
      ctx.fillText(text, tx, y + 1);
      if (!atCrash) {
        ctx.strokeStyle = MARK_INK[mark.kind];
        ctx.lineWidth = 3;
        ctx.strokeRect(mx - 6, frame.y(row.y) + 2, 12, row.height - 4);
      }
      drawn++;
    }
  });
  return drawn;
}
