/**
 * Paints the lanes' backgrounds and their segments: transaction segments in their state's
 * fill, device segments in their work's colour, wasted (aborted) work faded and crossed,
 * state letters on wide segments. Segments are culled to the window by binary search and
 * batched by fill (one path per fill); segments under half a pixel are merged into one
 * 1-px column showing the longest of them. Leaves out marks, arrows and the playhead.
 */
import type { ServiceSegment, TxnSegment } from '../../trace/timeline-model.ts';
import { ABORTED_WORK, DEVICE_WORK_COLORS, STATE_STYLES } from '../theme/states.ts';
import type { FillSource } from './fill-patterns.ts';
import { segmentsOfLane } from './hit-test.ts';
import { CANVAS_FONT_PX, type Frame } from './paint-frame.ts';
import { visibleRange } from './segment-search.ts';

/** Narrower segments are merged per pixel column. */
export const MIN_SEGMENT_PX = 0.5;
/** Rounding noise below a pixel's edge, ignored when picking a thin segment's column. */
const COLUMN_EPSILON_PX = 1e-6;
/** Wider segments get their state's letter; wider still, the transaction too. */
const LETTER_PX = 18;
const LABEL_PX = 60;
const LANE_PAD = 2;

const LANE_BACKGROUNDS = {
  txn: ['#ffffff', '#f2f4f7'],
  device: ['#e9edf2', '#e1e6ec'],
  tls: ['#ffffff', '#f2f4f7'],
  lock: ['#fdf6e3', '#fdf6e3'],
};
const HEADER_BACKGROUND = '#dde3ea';
const WARMUP_SHADE = 'rgba(22, 32, 44, 0.07)';

type AnySegment = TxnSegment | ServiceSegment;

function fillKey(segment: AnySegment): string {
  const state = 'state' in segment ? segment.state : `device:${segment.work}`;
  return segment.aborted ? `${state}~` : state;
}

function fillOf(key: string, fills: FillSource): string | CanvasPattern {
  const base = key.endsWith('~') ? key.slice(0, -1) : key;
  if (base.startsWith('device:')) {
    return DEVICE_WORK_COLORS[base.slice(7) as keyof typeof DEVICE_WORK_COLORS];
  }
  return fills.state(base as keyof typeof STATE_STYLES);
}

interface Label {
  x: number;
  y: number;
  text: string;
  ink: string;
  halo: string;
}

function labelOf(segment: AnySegment, width: number): Omit<Label, 'x' | 'y'> | null {
  if (width < LETTER_PX) return null;
  if ('state' in segment) {
    const style = STATE_STYLES[segment.state];
    if (segment.state === 'idle-in-txn') return null;
    const text = width >= LABEL_PX ? `${style.letter} T${segment.txn}` : style.letter;
    return { text, ink: style.ink, halo: style.color };
  }
  if (width < LABEL_PX / 2) return null;
  const text = segment.flush !== null ? flushLabel(segment, width) : `T${segment.txn}`;
  const dark = segment.work !== 'read';
  return { text, ink: dark ? '#ffffff' : '#000000', halo: DEVICE_WORK_COLORS[segment.work] };
}

/** Rough width of one character of the canvas font, for fitting labels. */
const CHAR_PX = 8.5;

/** A flush box's label: its number and the commit records inside, as many as fit. */
export function flushLabel(segment: Pick<ServiceSegment, 'flush' | 'txns'>, width: number): string {
  const base = `F${segment.flush}`;
  const txns = segment.txns ?? [];
  if (txns.length === 0) return base;
  const room = width - 8;
  const full = `${base}: ${txns.map((t) => `T${t}`).join(' ')}`;
  if (full.length * CHAR_PX <= room) return full;
  const count = `${base} ×${txns.length}`;
  return count.length * CHAR_PX <= room ? count : base;
}

function paintBackgrounds(frame: Frame): void {
  const { ctx, layout, viewport } = frame;
  const width = viewport.widthPx;
  for (const block of layout.runs) {
    ctx.fillStyle = HEADER_BACKGROUND;
    ctx.fillRect(0, frame.y(block.y), width, block.headerHeight);
    const lanes = [...block.txnLanes, ...block.tlsLanes, ...block.lockLanes, ...block.deviceLanes];
    for (const lane of lanes) {
      if (!frame.shows(lane)) continue;
      ctx.fillStyle = LANE_BACKGROUNDS[lane.kind][lane.index % 2]!;
      ctx.fillRect(0, frame.y(lane.y), width, lane.height);
    }
    const run = frame.runs[block.runIndex]?.model.run;
    if (run !== undefined && run.warmupUs > run.startUs && frame.window.t0 < run.warmupUs) {
      const x1 = Math.min(width, frame.x(run.warmupUs));
      ctx.fillStyle = WARMUP_SHADE;
      ctx.fillRect(0, frame.y(block.y), x1, block.bottom - block.y);
    }
  }
}

/** Paints every visible segment; returns how many rectangles were drawn. */
export function paintSegments(frame: Frame, fills: FillSource): number {
  const { ctx, layout, window, viewport } = frame;
  paintBackgrounds(frame);
  const batches = new Map<string, number[]>();
  const wasted: number[] = [];
  const labels: Label[] = [];
  const models = frame.runs.map((r) => r.model);
  const left = -2;
  const right = viewport.widthPx + 2;
  let painted = 0;

  const push = (key: string, x: number, y: number, w: number, h: number): void => {
    let batch = batches.get(key);
    if (batch === undefined) batches.set(key, (batch = []));
    batch.push(x, y, w, h);
    painted++;
  };

  for (const lane of layout.lanes) {
    if (!frame.shows(lane) || lane.kind === 'tls' || lane.kind === 'lock') continue;
    const segments = segmentsOfLane(models, lane) as readonly AnySegment[];
    const [from, to] = visibleRange(segments, window.t0, window.t1);
    const y = frame.y(lane.y) + LANE_PAD;
    const h = lane.height - 2 * LANE_PAD;
    // The pixel column of merged thin segments, and the longest of them so far (by their
    // whole microseconds, so ties go the same way wherever the window lies).
    let column = NaN;
    let columnKey = '';
    let columnUs = -1;
    const flushColumn = (): void => {
      if (columnUs < 0) return;
      push(columnKey, column, y, 1, h);
      columnUs = -1;
    };
    for (let i = from; i < to; i++) {
      const s = segments[i]!;
      const x0 = Math.max(left, frame.x(s.startUs));
      const x1 = Math.min(right, frame.x(s.endUs));
      const w = x1 - x0;
      if (w < MIN_SEGMENT_PX) {
        // A start on a pixel's edge falls in the same column whatever the rounding.
        const c = Math.floor(x0 + COLUMN_EPSILON_PX);
        if (c !== column) {
          flushColumn();
          column = c;
        }
        const us = s.endUs - s.startUs;
        if (us > columnUs) {
          columnUs = us;
          columnKey = fillKey(s);
        }
        continue;
      }
      flushColumn();
      column = NaN;
      push(fillKey(s), x0, y, w, h);
      if (s.aborted) wasted.push(x0, y, w, h);
      const label = labelOf(s, (w * CANVAS_FONT_PX) / frame.fontPx);
      if (label !== null) labels.push({ ...label, x: (x0 + x1) / 2, y: y + h / 2 });
    }
    flushColumn();
  }

  // In a fixed order (not first seen), so a strip painted again over a scrolled picture
  // overlaps its neighbours' edges as the whole picture would.
  for (const [key, rects] of [...batches].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    ctx.globalAlpha = key.endsWith('~') ? ABORTED_WORK.opacity : 1;
    ctx.fillStyle = fillOf(key, fills);
    ctx.beginPath();
    for (let i = 0; i < rects.length; i += 4)
      ctx.rect(rects[i]!, rects[i + 1]!, rects[i + 2]!, rects[i + 3]!);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  paintWasted(frame, wasted);
  paintLabels(frame, labels);
  return painted;
}

/** A cross over each wasted segment (a strike-through when it is too narrow for one). */
function paintWasted(frame: Frame, rects: readonly number[]): void {
  if (rects.length === 0) return;
  const { ctx } = frame;
  ctx.strokeStyle = ABORTED_WORK.ink;
  ctx.lineWidth = 1.5 * frame.lineScale;
  ctx.beginPath();
  for (let i = 0; i < rects.length; i += 4) {
    const [x, y, w, h] = [rects[i]!, rects[i + 1]!, rects[i + 2]!, rects[i + 3]!];
    if (w >= 6) {
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h);
      ctx.moveTo(x, y + h);
      ctx.lineTo(x + w, y);
    } else {
      ctx.moveTo(x, y + h / 2);
      ctx.lineTo(x + w, y + h / 2);
    }
  }
  ctx.stroke();
}

function paintLabels(frame: Frame, labels: readonly Label[]): void {
  if (labels.length === 0 || frame.layout.laneHeight < 18) return;
  const { ctx } = frame;
  ctx.font = frame.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3 * frame.lineScale;
  for (const l of labels) {
    ctx.strokeStyle = l.halo;
    ctx.strokeText(l.text, l.x, l.y + 1);
    ctx.fillStyle = l.ink;
    ctx.fillText(l.text, l.x, l.y + 1);
  }
}
