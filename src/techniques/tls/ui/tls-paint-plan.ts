/**
 * What to draw for a thread-level speculation run in the current window, in canvas px:
 * the CPU lanes' bars (by phase, squashed work as its own style, a cache-miss band along
 * the bottom), epoch boundaries and numbers, checkpoint ticks, the sequential ghost's bars,
 * violation arrows from the producing store back to the stale load with their location,
 * and the homefree token's hops. Pure; paint-tls.ts draws the plan.
 */
import type { TlsTimeline } from '../timeline.ts';
import type { TlsSegment } from '../lanes.ts';
import type { DrawState } from '../../../ui/theme/states.ts';
import { tlsPhaseState } from './tls-marks.ts';
import type { LaneRow, RunBlock } from '../../../ui/timeline/lane-layout.ts';
import type { Frame } from '../../../ui/timeline/paint-frame.ts';
import { visibleRange } from '../../../ui/timeline/segment-search.ts';
import { tlsLaneSegments, type TlsGhostSegment } from '../../../ui/timeline/tls-lane-rows.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TlsBar extends Rect {
  state: DrawState;
  /** Height of the cache-miss band along the bar's bottom (0 for none). */
  missH: number;
}

export interface TlsText {
  x: number;
  y: number;
  text: string;
}

export interface TlsArrow {
  /** The producing store (tail) and the violated load (head). */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  label: string | null;
}

export interface TlsHop {
  x: number;
  /** Centre of the lane the token leaves; null for a transaction's first hop. */
  fromY: number | null;
  toY: number;
}

export interface TlsPlan {
  bars: TlsBar[];
  ghosts: Rect[];
  /** Epoch boundaries inside a CPU lane: x, top, height. */
  separators: Rect[];
  ticks: Rect[];
  labels: TlsText[];
  arrows: TlsArrow[];
  hops: TlsHop[];
  /** Epoch spans shown (for counts). */
  epochs: number;
}

const PAD = 2;
/** Narrower bars are merged into one-pixel columns. */
const MIN_BAR_PX = 0.5;
const EPOCH_LABEL_PX = 30;
const SERIAL_LABEL_PX = 100;
const GHOST_LABEL_PX = 40;
const MIN_ARROW_GAP_PX = 16;
/** Rough width of one character of the canvas font, for fitting labels. */
const CHAR_PX = 8.5;
const MIN_HOP_GAP_PX = 14;

export function emptyPlan(): TlsPlan {
  return {
    bars: [],
    ghosts: [],
    separators: [],
    ticks: [],
    labels: [],
    arrows: [],
    hops: [],
    epochs: 0,
  };
}

function centre(frame: Frame, lane: LaneRow | undefined): number | null {
  return lane === undefined ? null : frame.y(lane.y) + lane.height / 2;
}

/** Bars, epoch boundaries and epoch numbers of one CPU lane. */
function planLane(frame: Frame, row: LaneRow, lane: readonly TlsSegment[], plan: TlsPlan): void {
  const [from, to] = visibleRange(lane, frame.window.t0, frame.window.t1);
  const y = frame.y(row.y) + PAD;
  const h = row.height - 2 * PAD;
  let column = NaN;
  let widest: TlsBar | null = null;
  const flush = (): void => {
    if (widest !== null) plan.bars.push({ ...widest, x: column, w: 1 });
    widest = null;
  };
  let span: { key: string; x0: number; x1: number; epoch: number; txn: number } | null = null;
  const closeSpan = (): void => {
    if (span === null) return;
    const w = span.x1 - span.x0;
    if (span.epoch >= 0) plan.epochs++;
    // Serial work names its transaction, so its boundaries read on the CPU lanes too.
    const text =
      span.epoch >= 0
        ? `E${span.epoch + 1}`
        : w >= SERIAL_LABEL_PX
          ? `T${span.txn} serial`
          : `T${span.txn}`;
    if (w >= EPOCH_LABEL_PX) plan.labels.push({ x: (span.x0 + span.x1) / 2, y: y + h / 2, text });
  };
  for (let i = from; i < to; i++) {
    const s = lane[i]!;
    const x0 = Math.max(-2, frame.x(s.startUs));
    const x1 = Math.min(frame.viewport.widthPx + 2, frame.x(s.endUs));
    const key = `${s.txn}/${s.epoch}`;
    if (span === null || span.key !== key || lane[i - 1]?.endUs !== s.startUs) {
      closeSpan();
      if (span !== null && x0 - span.x0 >= 4) plan.separators.push({ x: x0, y, w: 1.5, h });
      span = { key, x0, x1, epoch: s.epoch, txn: s.txn };
    } else span.x1 = x1;
    const share = s.failed ? 0 : s.cacheMissShare;
    const bar: TlsBar = {
      state: tlsPhaseState(s.phase, s.failed),
      x: x0,
      y,
      w: x1 - x0,
      h,
      missH: share >= 0.005 ? Math.max(2, share * h) : 0,
    };
    if (bar.w < MIN_BAR_PX) {
      const c = Math.floor(x0);
      if (c !== column) flush();
      column = c;
      if (widest === null || bar.w > widest.w) widest = bar;
      continue;
    }
    flush();
    column = NaN;
    plan.bars.push(bar);
  }
  flush();
  closeSpan();
}

function planGhost(frame: Frame, row: LaneRow, ghosts: readonly TlsGhostSegment[], plan: TlsPlan) {
  const [from, to] = visibleRange(ghosts, frame.window.t0, frame.window.t1);
  const y = frame.y(row.y) + PAD + 1;
  const h = row.height - 2 * PAD - 2;
  for (let i = from; i < to; i++) {
    const g = ghosts[i]!;
    const x = frame.x(g.startUs);
    const w = Math.max(1, frame.x(g.endUs) - x);
    plan.ghosts.push({ x, y, w, h });
    if (w >= GHOST_LABEL_PX) plan.labels.push({ x: x + w / 2, y: y + h / 2, text: `T${g.txn}` });
  }
}

/** Everything of one run's TLS lanes that shows in the frame's window. */
export function planTls(frame: Frame, block: RunBlock, tls: TlsTimeline, plan = emptyPlan()) {
  const { t0, t1 } = frame.window;
  const rows = block.tlsLanes;
  rows.forEach((row, index) => {
    if (!frame.shows(row)) return;
    const segments = tlsLaneSegments(tls, index);
    if (index < tls.cpus) planLane(frame, row, segments as readonly TlsSegment[], plan);
    else planGhost(frame, row, segments as readonly TlsGhostSegment[], plan);
  });
  for (const c of tls.checkpoints) {
    if (c.t < t0 || c.t > t1) continue;
    const row = rows[c.cpu];
    if (row === undefined || !frame.shows(row)) continue;
    plan.ticks.push({ x: frame.x(c.t), y: frame.y(row.y) + PAD, w: 2, h: row.height / 2 - PAD });
  }
  // Zoomed out, violations crowd: one arrow every so many pixels, labels that do not overlap.
  let lastStoreX = -Infinity;
  const placed: [number, number][] = [];
  for (const v of tls.violations) {
    if (v.storeUs < t0 || v.loadUs > t1) continue;
    const y0 = centre(frame, rows[v.producerCpu]);
    const y1 = centre(frame, rows[v.cpu]);
    const x0 = frame.x(v.storeUs);
    if (y0 === null || y1 === null || x0 - lastStoreX < MIN_ARROW_GAP_PX) continue;
    lastStoreX = x0;
    const x1 = frame.x(v.loadUs);
    const half = (v.location.length + 2) * (CHAR_PX / 2) + 4;
    const mid = (x0 + x1) / 2;
    const free = placed.every(([a, b]) => mid + half < a || mid - half > b);
    if (free) placed.push([mid - half, mid + half]);
    plan.arrows.push({ x0, y0, x1, y1, label: free ? v.location : null });
  }
  // A diamond per hop while they are apart; zoomed out, only every so many pixels.
  let lastX = -Infinity;
  for (const hop of tls.tokenHops) {
    if (hop.t < t0 || hop.t > t1) continue;
    if (frame.x(hop.t) - lastX < MIN_HOP_GAP_PX) continue;
    lastX = frame.x(hop.t);
    const toY = centre(frame, rows[hop.toCpu]);
    if (toY === null) continue;
    const fromY = hop.fromCpu === null ? null : centre(frame, rows[hop.fromCpu]);
    plan.hops.push({ x: frame.x(hop.t), fromY, toY });
  }
  return plan;
}

/** Where the token is at `timeUs`: the lane of the last epoch it reached, or null. */
export function tokenHolderAt(tls: Pick<TlsTimeline, 'tokenHops'>, timeUs: number) {
  const hops = tls.tokenHops;
  let lo = 0;
  let hi = hops.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hops[mid]!.t <= timeUs) lo = mid + 1;
    else hi = mid;
  }
  const hop = hops[lo - 1];
  return hop === undefined ? null : { cpu: hop.toCpu, epoch: hop.epoch, txn: hop.txn };
}
