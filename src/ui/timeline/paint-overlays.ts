/**
 * Paints what lies over the segments: commit ticks, abort crosses, deadlock cycles (a bar
 * joining the cycle's lanes, the lanes outlined, and tinted while the playhead is just
 * past it), lock-wait arrows from a waiter to each transaction it waits for (the waits
 * open at the playhead, each at its wait's start and fanned out so a busy moment is no blob,
 * and optionally every wait starting in view, lighter), the
 * keyboard cursor's outline and the playhead line. Leaves out segments (paint-segments.ts).
 */
import type { WaitArrow } from '../../trace/timeline-model.ts';
import { MARK_COLORS, STATE_STYLES } from '../theme/states.ts';
import { txnLaneCenter } from './lane-layout.ts';
import type { Frame } from './paint-frame.ts';
import { firstAtOrAfter } from './segment-search.ts';
import { spreadArrowXs } from './wait-arrow-layout.ts';

const HALO = '#ffffff';
const ARROW_COLOR = '#8f3300';
const PLAYHEAD_COLOR = '#111827';
const CURSOR_COLOR = '#f0a500';
/** A deadlock's lanes are tinted while the playhead is within this share of the window after it. */
const DEADLOCK_AFTERGLOW = 0.04;

function strokeWithHalo(frame: Frame, color: string, width: number, path: () => void): void {
  const { ctx } = frame;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const scaled = width * frame.lineScale;
  for (const [style, w] of [
    [HALO, scaled + 3],
    [color, scaled],
  ] as const) {
    ctx.strokeStyle = style;
    ctx.lineWidth = w;
    ctx.beginPath();
    path();
    ctx.stroke();
  }
}

/** Commit ticks and abort crosses; returns how many were drawn. */
export function paintMarks(frame: Frame): number {
  const { window, layout } = frame;
  let drawn = 0;
  frame.runs.forEach((run, runIndex) => {
    const block = layout.runs[runIndex];
    if (block === undefined) return;
    const ticks: [number, number][] = [];
    const crosses: [number, number][] = [];
    const commits = run.model.marks.commits;
    for (let i = firstAtOrAfter(commits, window.t0); i < commits.length; i++) {
      const m = commits[i]!;
      if (m.t > window.t1) break;
      const lane = block.txnLanes[m.lane];
      if (lane !== undefined && frame.shows(lane))
        ticks.push([frame.x(m.t), frame.y(lane.y) + lane.height / 2]);
    }
    const aborts = run.model.marks.aborts;
    for (let i = firstAtOrAfter(aborts, window.t0); i < aborts.length; i++) {
      const m = aborts[i]!;
      if (m.t > window.t1) break;
      const lane = block.txnLanes[m.lane];
      if (lane !== undefined && frame.shows(lane))
        crosses.push([frame.x(m.t), frame.y(lane.y) + lane.height / 2]);
    }
    const r = Math.max(3, Math.min(6 * frame.lineScale, layout.laneHeight / 4));
    if (ticks.length > 0)
      strokeWithHalo(frame, MARK_COLORS.commit, 3, () => {
        for (const [x, y] of ticks) {
          frame.ctx.moveTo(x - r, y);
          frame.ctx.lineTo(x - r / 3, y + r * 0.8);
          frame.ctx.lineTo(x + r, y - r);
        }
      });
    if (crosses.length > 0)
      strokeWithHalo(frame, MARK_COLORS.abort, 3, () => {
        for (const [x, y] of crosses) {
          frame.ctx.moveTo(x - r, y - r);
          frame.ctx.lineTo(x + r, y + r);
          frame.ctx.moveTo(x - r, y + r);
          frame.ctx.lineTo(x + r, y - r);
        }
      });
    drawn += ticks.length + crosses.length + paintDeadlocks(frame, runIndex);
  });
  return drawn;
}

function paintDeadlocks(frame: Frame, runIndex: number): number {
  const { ctx, window, layout } = frame;
  const block = layout.runs[runIndex]!;
  const deadlocks = frame.runs[runIndex]!.model.marks.deadlocks;
  let drawn = 0;
  for (let i = firstAtOrAfter(deadlocks, window.t0); i < deadlocks.length; i++) {
    const d = deadlocks[i]!;
    if (d.t > window.t1) break;
    const rows = d.lanes.map((l) => block.txnLanes[l]).filter((l) => l !== undefined);
    if (rows.length === 0) continue;
    const x = frame.x(d.t);
    ctx.strokeStyle = MARK_COLORS.deadlock;
    ctx.lineWidth = 2 * frame.lineScale;
    for (const row of rows) ctx.strokeRect(x - 10, frame.y(row.y) + 1, 20, row.height - 2);
    const ys = rows.map((row) => frame.y(row.y) + row.height / 2);
    strokeWithHalo(frame, MARK_COLORS.deadlock, 4, () => {
      ctx.moveTo(x, Math.min(...ys));
      ctx.lineTo(x, Math.max(...ys));
    });
    drawn++;
  }
  return drawn;
}

/** Tints the lanes of a deadlock's cycle while the playhead is just past it. */
export function paintDeadlockGlow(frame: Frame): void {
  const { ctx, window, layout, timeUs } = frame;
  const glowUs = (window.t1 - window.t0) * DEADLOCK_AFTERGLOW;
  frame.runs.forEach((run, runIndex) => {
    const block = layout.runs[runIndex];
    if (block === undefined) return;
    const deadlocks = run.model.marks.deadlocks;
    for (let i = firstAtOrAfter(deadlocks, timeUs - glowUs); i < deadlocks.length; i++) {
      const d = deadlocks[i]!;
      if (d.t > timeUs) break;
      ctx.fillStyle = 'rgba(213, 94, 0, 0.18)';
      for (const lane of d.lanes) {
        const row = block.txnLanes[lane];
        if (row !== undefined) ctx.fillRect(0, frame.y(row.y), frame.viewport.widthPx, row.height);
      }
    }
  });
}

/** The longest wait of a list, cached: bounds the backward search for open waits. */
const longestWait = new WeakMap<readonly WaitArrow[], number>();

function longestOf(waits: readonly WaitArrow[]): number {
  let longest = longestWait.get(waits);
  if (longest === undefined) {
    longest = 0;
    for (const w of waits) longest = Math.max(longest, w.endUs - w.startUs);
    longestWait.set(waits, longest);
  }
  return longest;
}

/** First index of a wait starting at or after `t` (waits are in start order). */
function firstWaitFrom(waits: readonly WaitArrow[], t: number): number {
  let lo = 0;
  let hi = waits.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (waits[mid]!.startUs < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The waits open at `t`: started at or before it and not yet over. */
export function waitsOpenAt(waits: readonly WaitArrow[], t: number): WaitArrow[] {
  const open: WaitArrow[] = [];
  const end = firstWaitFrom(waits, t + 1);
  for (let i = firstWaitFrom(waits, t - longestOf(waits)); i < end; i++) {
    const w = waits[i]!;
    if (w.startUs <= t && (t < w.endUs || (w.outcome === 'open' && t <= w.endUs))) open.push(w);
  }
  return open;
}

function arrow(frame: Frame, x: number, fromY: number, toY: number): void {
  const { ctx } = frame;
  const bulge = 18 + Math.min(60, Math.abs(toY - fromY) * 0.25);
  const cx = x + bulge;
  const cy = (fromY + toY) / 2;
  ctx.moveTo(x, fromY);
  ctx.quadraticCurveTo(cx, cy, x, toY);
  // The head points along the curve's last tangent (from the control point to the end).
  const angle = Math.atan2(toY - cy, x - cx);
  const head = 8;
  ctx.moveTo(x, toY);
  ctx.lineTo(x - head * Math.cos(angle - 0.45), toY - head * Math.sin(angle - 0.45));
  ctx.moveTo(x, toY);
  ctx.lineTo(x - head * Math.cos(angle + 0.45), toY - head * Math.sin(angle + 0.45));
}

/** Lock-wait arrows; returns how many were drawn. */
export function paintWaitArrows(frame: Frame, showAllWaits: boolean): number {
  const { ctx, layout, window, timeUs } = frame;
  let drawn = 0;
  frame.runs.forEach((run, runIndex) => {
    const waits = run.model.waits;
    const paths: [number, number, number][] = [];
    const collect = (w: WaitArrow, x: number): void => {
      const fromY = txnLaneCenter(layout, runIndex, w.fromLane);
      if (fromY === null) return;
      for (const lane of w.toLanes) {
        const toY = txnLaneCenter(layout, runIndex, lane);
        if (toY !== null && toY !== fromY) paths.push([x, frame.y(fromY), frame.y(toY)]);
      }
    };
    if (showAllWaits) {
      const faint: [number, number, number][] = [];
      for (let i = firstWaitFrom(waits, window.t0); i < waits.length; i++) {
        const w = waits[i]!;
        if (w.startUs > window.t1 || faint.length > 2000) break;
        const before = paths.length;
        collect(w, frame.x(w.startUs));
        faint.push(...paths.splice(before));
      }
      ctx.globalAlpha = 0.3;
      ctx.strokeStyle = ARROW_COLOR;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (const [x, a, b] of faint) arrow(frame, x, a, b);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    if (timeUs < window.t0 || timeUs > window.t1) return;
    const open = waitsOpenAt(waits, timeUs);
    const minX = frame.x(window.t0) + 4;
    const xs = spreadArrowXs(
      open.map((w) => frame.x(w.startUs)),
      minX,
      Math.max(minX, frame.x(timeUs)),
    );
    open.forEach((w, i) => collect(w, xs[i]!));
    if (paths.length === 0) return;
    strokeWithHalo(frame, ARROW_COLOR, 2.5, () => {
      for (const [x, a, b] of paths) arrow(frame, x, a, b);
    });
    ctx.fillStyle = STATE_STYLES['lock-wait'].color;
    for (const [x, a] of paths) {
      ctx.beginPath();
      ctx.arc(x, a, 4 * frame.lineScale, 0, Math.PI * 2);
      ctx.fill();
    }
    drawn += paths.length;
  });
  return drawn;
}

/** The keyboard cursor's segment: its time span and its lane's top and height. */
export interface CursorBox {
  startUs: number;
  endUs: number;
  y: number;
  h: number;
}

/** An outline around the keyboard cursor's segment. */
export function paintCursor(frame: Frame, cursor: CursorBox | null): void {
  if (cursor === null) return;
  const { ctx } = frame;
  const x = frame.x(cursor.startUs);
  const w = Math.max(4, frame.x(cursor.endUs) - x);
  ctx.lineWidth = 5;
  ctx.strokeStyle = PLAYHEAD_COLOR;
  ctx.strokeRect(x - 2, frame.y(cursor.y) - 1, w + 4, cursor.h + 2);
  ctx.lineWidth = 3;
  ctx.strokeStyle = CURSOR_COLOR;
  ctx.strokeRect(x - 2, frame.y(cursor.y) - 1, w + 4, cursor.h + 2);
}

/** The playhead: one line across every run. */
/** How much the not-yet-happened part of the window is faded, so the run unfolds. */
export const FUTURE_VEIL = 'rgba(255, 255, 255, 0.72)';

/**
 * Veils what lies after the playhead: the run's future stays faintly visible (students see
 * what is coming) while the past and present stand out.
 */
export function paintFutureVeil(frame: Frame): void {
  const { ctx, viewport, timeUs, window } = frame;
  if (timeUs >= window.t1) return;
  const x = Math.max(0, Math.round(frame.x(Math.max(timeUs, window.t0))));
  ctx.fillStyle = FUTURE_VEIL;
  ctx.fillRect(x, 0, viewport.widthPx - x, viewport.heightPx);
}

export function paintPlayhead(frame: Frame): void {
  const { ctx, viewport, timeUs, window } = frame;
  if (timeUs < window.t0 || timeUs > window.t1) return;
  const x = Math.round(frame.x(timeUs)) + 0.5;
  const w = 2 * frame.lineScale;
  ctx.fillStyle = PLAYHEAD_COLOR;
  ctx.fillRect(x - w / 2, 0, w, viewport.heightPx);
}
