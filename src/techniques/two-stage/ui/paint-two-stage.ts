/**
 * Paints two-stage execution on the timeline. Static layer: each fetch stage is hatched
 * with white diagonals over its lane, under a green band along the lane's top edge and,
 * where wide enough, the words "fetch, no locks"; no lock-hold strip runs under it, since a
 * fetch stage holds no locks. An OTSTE rollback gets a purple band and dark backhatch.
 * Playhead layer (runs of a two-stage comparison only): a dashed blame arrow from each lock waiter to the transaction at the root
 * of its wait chain, when that root is doing disk I/O, and a dashed box around that I/O.
 */
import { STATE_STYLES } from '../../../ui/theme/states.ts';
import { blameLinksAt } from './blame-links.ts';
import { type Canvas2D, type Frame } from '../../../ui/timeline/paint-frame.ts';
import { visibleRange } from '../../../ui/timeline/segment-search.ts';

/** The stage band's height along the lane's top edge, CSS px. */
export const STAGE_BAND_PX = 4;
export const BLAME_COLOR = '#003f73';
export const FETCH_LABEL = 'fetch, no locks';
const HATCH_SPACING = 7;
const LABEL_MIN_PX = 140;

type Dashable = Canvas2D & Partial<Pick<CanvasRenderingContext2D, 'setLineDash'>>;

/** Adds to the path diagonals `/` (or `\` when `backward`) over a rectangle, clipped to it. */
export function hatchPath(
  ctx: Pick<Canvas2D, 'moveTo' | 'lineTo'>,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  backward: boolean,
): number {
  const h = y1 - y0;
  let lines = 0;
  for (let u = Math.floor((x0 - h) / HATCH_SPACING) * HATCH_SPACING; u < x1; u += HATCH_SPACING) {
    const xa = Math.max(u, x0);
    const xb = Math.min(u + h, x1);
    if (xb <= xa) continue;
    if (backward) {
      ctx.moveTo(xa, y0 + (xa - u));
      ctx.lineTo(xb, y0 + (xb - u));
    } else {
      ctx.moveTo(xa, y1 - (xa - u));
      ctx.lineTo(xb, y1 - (xb - u));
    }
    lines++;
  }
  return lines;
}

interface StageBox {
  x: number;
  w: number;
  y: number;
  h: number;
}

/** Fetch stages and rollbacks in view; returns how many strips were painted. */
export function paintStageStrips(frame: Frame): number {
  const { ctx, window, layout } = frame;
  const fetches: StageBox[] = [];
  const rollbacks: StageBox[] = [];
  frame.runs.forEach((run, runIndex) => {
    const block = layout.runs[runIndex];
    const stages = run.model.stages;
    if (block === undefined || stages === undefined) return;
    stages.forEach((lane, laneIndex) => {
      const row = block.txnLanes[laneIndex];
      if (row === undefined || !frame.shows(row)) return;
      const [from, to] = visibleRange(lane, window.t0, window.t1);
      for (let i = from; i < to; i++) {
        const s = lane[i]!;
        if (s.kind === 'operate') continue;
        const x = Math.max(0, frame.x(s.startUs));
        const w = Math.max(1, Math.min(frame.viewport.widthPx, frame.x(s.endUs)) - x);
        (s.kind === 'fetch' ? fetches : rollbacks).push({ x, w, y: frame.y(row.y), h: row.height });
      }
    });
  });
  const paint = (boxes: StageBox[], backward: boolean, ink: string, band: string): void => {
    if (boxes.length === 0) return;
    ctx.strokeStyle = ink;
    ctx.lineWidth = 2;
    ctx.lineCap = 'butt';
    ctx.beginPath();
    for (const b of boxes)
      if (b.w >= 3) hatchPath(ctx, b.x, b.x + b.w, b.y + STAGE_BAND_PX, b.y + b.h, backward);
    ctx.stroke();
    ctx.fillStyle = band;
    ctx.beginPath();
    for (const b of boxes) ctx.rect(b.x, b.y, b.w, STAGE_BAND_PX);
    ctx.fill();
  };
  paint(fetches, false, '#ffffff', STATE_STYLES.fetch.color);
  paint(rollbacks, true, STATE_STYLES.rollback.ink, STATE_STYLES.rollback.color);
  const wide = fetches.filter((b) => b.w >= LABEL_MIN_PX);
  if (wide.length > 0 && frame.layout.laneHeight >= 12) {
    ctx.font = frame.font;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 4;
    for (const b of wide) {
      const x = b.x + 6;
      const y = b.y + STAGE_BAND_PX + (b.h - STAGE_BAND_PX) / 2;
      ctx.strokeStyle = '#ffffff';
      ctx.strokeText(FETCH_LABEL, x, y);
      ctx.fillStyle = '#00523b';
      ctx.fillText(FETCH_LABEL, x, y);
    }
  }
  return fetches.length + rollbacks.length;
}

/** Blame arrows for the lock waits open at the playhead; returns how many were drawn. */
export function paintBlameArrows(frame: Frame): number {
  const { layout, window, timeUs } = frame;
  if (timeUs < window.t0 || timeUs > window.t1) return 0;
  const ctx = frame.ctx as Dashable;
  let drawn = 0;
  frame.runs.forEach((run, runIndex) => {
    const block = layout.runs[runIndex];
    // Only runs of a two-stage comparison (which carry stage strips) are blamed.
    if (block === undefined || run.model.stages === undefined) return;
    const x = frame.x(timeUs);
    const arrows: [number, number][] = [];
    const boxes: StageBox[] = [];
    for (const link of blameLinksAt(run.model, timeUs)) {
      const from = block.txnLanes[link.fromLane];
      const to = block.txnLanes[link.rootLane];
      if (from === undefined || to === undefined) continue;
      arrows.push([frame.y(from.y + from.height / 2), frame.y(to.y + to.height / 2)]);
      const bx = Math.max(-4, frame.x(link.io.startUs));
      const bw = Math.min(frame.viewport.widthPx + 4, frame.x(link.io.endUs)) - bx;
      boxes.push({ x: bx, w: Math.max(4, bw), y: frame.y(to.y), h: to.height });
    }
    if (arrows.length === 0) return;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const [color, width] of [
      ['#ffffff', 5.5],
      [BLAME_COLOR, 2.5],
    ] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash?.(color === BLAME_COLOR ? [7, 5] : []);
      ctx.beginPath();
      for (const [fromY, toY] of arrows) blameArrow(ctx, x, fromY, toY);
      for (const b of boxes) ctx.rect(b.x - 1, b.y + 1, b.w + 2, b.h - 2);
      ctx.stroke();
    }
    ctx.setLineDash?.([]);
    ctx.fillStyle = BLAME_COLOR;
    for (const [fromY] of arrows) {
      ctx.beginPath();
      ctx.rect(x - 4, fromY - 4, 8, 8);
      ctx.fill();
    }
    drawn += arrows.length;
  });
  return drawn;
}

/** A curve bulging to the left of the playhead (lock-wait arrows bulge right), with a head. */
function blameArrow(ctx: Canvas2D, x: number, fromY: number, toY: number): void {
  const bulge = 30 + Math.min(90, Math.abs(toY - fromY) * 0.6);
  const cx = x - bulge;
  const cy = (fromY + toY) / 2;
  ctx.moveTo(x, fromY);
  ctx.quadraticCurveTo(cx, cy, x, toY);
  const angle = Math.atan2(toY - cy, x - cx);
  const head = 9;
  ctx.moveTo(x, toY);
  ctx.lineTo(x - head * Math.cos(angle - 0.45), toY - head * Math.sin(angle - 0.45));
  ctx.moveTo(x, toY);
  ctx.lineTo(x - head * Math.cos(angle + 0.45), toY - head * Math.sin(angle + 0.45));
}
