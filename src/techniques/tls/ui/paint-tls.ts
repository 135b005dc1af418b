/**
 * Paints a thread-level speculation run's lanes from its plan (tls-paint-plan.ts): bars in
 * their state's pattern fill with a cache-miss band, white epoch boundaries, checkpoint
 * ticks, epoch numbers, the faint dashed sequential ghost, the homefree token's hops
 * (a dashed line between lanes, a yellow diamond where it lands) and red violation arrows
 * from the store back to the load, labelled with what the value came from. Over the veil,
 * on the playhead layer, the token sits on its holder's lane at the playhead.
 */
import { TLS_MARK_COLORS } from './tls-marks.ts';
import type { FillSource } from '../../../ui/timeline/fill-patterns.ts';
import type { Frame } from '../../../ui/timeline/paint-frame.ts';
import {
  planTls,
  emptyPlan,
  tokenHolderAt,
  type TlsArrow,
  type TlsPlan,
} from './tls-paint-plan.ts';

export interface TlsPaintCounts {
  lanes: number;
  epochs: number;
  checkpoints: number;
  violations: number;
  hops: number;
}

const HALO = '#ffffff';

function diamond(frame: Frame, x: number, y: number, r: number): void {
  const { ctx } = frame;
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y);
  ctx.closePath();
}

function paintBars(frame: Frame, plan: TlsPlan, fills: FillSource): void {
  const { ctx } = frame;
  const byState = new Map<string, TlsPlan['bars']>();
  for (const bar of plan.bars) {
    const list = byState.get(bar.state) ?? [];
    list.push(bar);
    byState.set(bar.state, list);
  }
  for (const [state, bars] of byState) {
    ctx.fillStyle = fills.state(state as Parameters<FillSource['state']>[0]);
    ctx.beginPath();
    for (const b of bars) ctx.rect(b.x, b.y, b.w, b.h);
    ctx.fill();
  }
  ctx.fillStyle = fills.state('cache-miss');
  ctx.beginPath();
  for (const b of plan.bars) if (b.missH > 0) ctx.rect(b.x, b.y + b.h - b.missH, b.w, b.missH);
  ctx.fill();
  ctx.fillStyle = HALO;
  ctx.beginPath();
  for (const s of plan.separators) ctx.rect(s.x - s.w / 2, s.y, s.w, s.h);
  ctx.fill();
  ctx.fillStyle = TLS_MARK_COLORS.checkpoint;
  ctx.beginPath();
  for (const t of plan.ticks) ctx.rect(t.x - t.w / 2, t.y, t.w, t.h);
  ctx.fill();
}

function paintGhosts(frame: Frame, plan: TlsPlan): void {
  const { ctx } = frame;
  if (plan.ghosts.length === 0) return;
  ctx.fillStyle = TLS_MARK_COLORS.ghost;
  ctx.globalAlpha = 0.6;
  ctx.beginPath();
  for (const g of plan.ghosts) ctx.rect(g.x, g.y, g.w, g.h);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = TLS_MARK_COLORS.ghostInk;
  ctx.lineWidth = 1;
  ctx.save();
  (ctx as unknown as CanvasRenderingContext2D).setLineDash?.([4, 3]);
  ctx.beginPath();
  for (const g of plan.ghosts) if (g.w >= 3) ctx.rect(g.x + 0.5, g.y + 0.5, g.w - 1, g.h - 1);
  ctx.stroke();
  ctx.restore();
}

function paintHops(frame: Frame, plan: TlsPlan): void {
  const { ctx } = frame;
  if (plan.hops.length === 0) return;
  ctx.strokeStyle = TLS_MARK_COLORS.tokenInk;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const h of plan.hops) {
    if (h.fromY === null || h.fromY === h.toY) continue;
    ctx.moveTo(h.x, h.fromY);
    ctx.lineTo(h.x, h.toY);
  }
  ctx.stroke();
  ctx.fillStyle = TLS_MARK_COLORS.token;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (const h of plan.hops) diamond(frame, h.x, h.toY, 5);
  ctx.fill();
  ctx.stroke();
}

/** A curve bowing above both ends, from the store back to the load, with an arrowhead. */
function arrowPath(frame: Frame, a: TlsArrow): void {
  const { ctx } = frame;
  const lift = Math.min(18, 6 + Math.abs(a.x0 - a.x1) / 6);
  const cx = (a.x0 + a.x1) / 2;
  const cy = Math.min(a.y0, a.y1) - lift;
  ctx.moveTo(a.x0, a.y0);
  ctx.quadraticCurveTo(cx, cy, a.x1, a.y1);
  // The head points along the curve's last stretch (from the control point to the load).
  const dx = a.x1 - cx;
  const dy = a.y1 - cy;
  const len = Math.max(1e-6, Math.hypot(dx, dy));
  const [ux, uy] = [dx / len, dy / len];
  const size = 8;
  ctx.moveTo(a.x1 - ux * size - uy * size * 0.6, a.y1 - uy * size + ux * size * 0.6);
  ctx.lineTo(a.x1, a.y1);
  ctx.lineTo(a.x1 - ux * size + uy * size * 0.6, a.y1 - uy * size - ux * size * 0.6);
}

function paintArrows(frame: Frame, plan: TlsPlan): void {
  const { ctx } = frame;
  if (plan.arrows.length === 0) return;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [style, width] of [
    [HALO, 5],
    [TLS_MARK_COLORS.violation, 2.5],
  ] as const) {
    ctx.strokeStyle = style;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (const a of plan.arrows) arrowPath(frame, a);
    ctx.stroke();
  }
  const labels = plan.arrows.flatMap((a) =>
    a.label === null ? [] : [{ x: (a.x0 + a.x1) / 2, y: (a.y0 + a.y1) / 2, text: a.label }],
  );
  paintTexts(frame, labels, TLS_MARK_COLORS.violation);
}

/** Lanes lower than this (compact compared runs) carry no text: it would cover other lanes. */
const TEXT_LANE_PX = 12;

function paintTexts(frame: Frame, labels: TlsPlan['labels'], ink: string): void {
  if (labels.length === 0 || frame.layout.laneHeight < TEXT_LANE_PX) return;
  const { ctx } = frame;
  ctx.font = frame.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 4;
  for (const l of labels) {
    ctx.strokeStyle = HALO;
    ctx.strokeText(l.text, l.x, l.y + 1);
    ctx.fillStyle = ink;
    ctx.fillText(l.text, l.x, l.y + 1);
  }
}

/** Paints every TLS run's lanes; returns what was drawn, or null when no run has TLS. */
export function paintTls(frame: Frame, fills: FillSource): TlsPaintCounts | null {
  const plan = emptyPlan();
  let lanes = 0;
  frame.runs.forEach((run, runIndex) => {
    const block = frame.layout.runs[runIndex];
    const tls = run.model.tls ?? null;
    if (block === undefined || tls === null) return;
    lanes += tls.cpus;
    planTls(frame, block, tls, plan);
  });
  if (lanes === 0) return null;
  paintGhosts(frame, plan);
  paintBars(frame, plan, fills);
  paintTexts(frame, plan.labels, '#111827');
  paintHops(frame, plan);
  paintArrows(frame, plan);
  return {
    lanes,
    epochs: plan.epochs,
    checkpoints: plan.ticks.length,
    violations: plan.arrows.length,
    hops: plan.hops.length,
  };
}

/** The token at the playhead, on its holder's lane, over the veil. */
export function paintTlsToken(frame: Frame): void {
  const { ctx, window, timeUs } = frame;
  if (!(timeUs >= window.t0 && timeUs <= window.t1)) return;
  frame.runs.forEach((run, runIndex) => {
    const tls = run.model.tls ?? null;
    const holder = tls === null ? null : tokenHolderAt(tls, timeUs);
    const row = holder === null ? undefined : frame.layout.runs[runIndex]?.tlsLanes[holder.cpu];
    if (row === undefined || !frame.shows(row)) return;
    ctx.fillStyle = TLS_MARK_COLORS.token;
    ctx.strokeStyle = TLS_MARK_COLORS.tokenInk;
    ctx.lineWidth = 2;
    ctx.beginPath();
    diamond(frame, frame.x(timeUs), frame.y(row.y) + row.height / 2, 8);
    ctx.fill();
    ctx.stroke();
  });
}
