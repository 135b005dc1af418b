/**
 * What one paint of the timeline canvas works with: the 2D context (the subset we use, so
 * a recording fake can stand in for tests and benchmarks), the lane layout, the time
 * window, the viewport (the canvas shows lanes from `scrollY` down, `heightPx` tall) and
 * the runs. Leaves out what gets painted (paint-segments.ts, paint-overlays.ts).
 */
import type { TimelineModel } from '../../trace/timeline-model.ts';
import type { CrashPaint } from '../crash/crash-view.ts';
import type { LaneRow, TimelineLayout } from './lane-layout.ts';
import type { TimeWindow } from './time-window.ts';

export type Canvas2D = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'fillRect'
  | 'strokeRect'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'lineCap'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'beginPath'
  | 'closePath'
  | 'rect'
  | 'moveTo'
  | 'lineTo'
  | 'quadraticCurveTo'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'strokeText'
  | 'save'
  | 'restore'
>;

export type PaintModel = Pick<
  TimelineModel,
  | 'run'
  | 'txnLanes'
  | 'deviceLanes'
  | 'marks'
  | 'waits'
  | 'holds'
  | 'tls'
  | 'stages'
  | 'cc'
  | 'hotLock'
>;

export interface PaintRun {
  model: PaintModel;
  /** A crash the student pressed, with its marks; none by default. */
  crash?: CrashPaint | null;
}

export interface Viewport {
  widthPx: number;
  heightPx: number;
  /** The lanes-area y shown at the canvas's top edge. */
  scrollY: number;
  /** Marks and lines this many times their usual width (presentation mode); 1 by default. */
  lineScale?: number;
  /** Size of text on the canvas in CSS px; CANVAS_FONT_PX by default. */
  fontPx?: number;
}

export interface Frame {
  ctx: Canvas2D;
  layout: TimelineLayout;
  /**
   * The span whose items are painted: the window, or only the strip of it painted again
   * while the window scrolls. Painters cull by it; positions come from `x`.
   */
  window: TimeWindow;
  viewport: Viewport;
  runs: readonly PaintRun[];
  timeUs: number;
  pxPerUs: number;
  /** Canvas x of an instant. */
  x(t: number): number;
  /** Canvas y of a lanes-area y. */
  y(laneY: number): number;
  /** Whether a lane shows in the viewport. */
  shows(lane: LaneRow): boolean;
  /** How much thicker than usual marks and lines are drawn (1 normally). */
  lineScale: number;
  /** The canvas text's size in CSS px, and its font. */
  fontPx: number;
  font: string;
}

export function makeFrame(
  ctx: Canvas2D,
  layout: TimelineLayout,
  window: TimeWindow,
  viewport: Viewport,
  runs: readonly PaintRun[],
  timeUs: number,
  cull: TimeWindow = window,
): Frame {
  const pxPerUs = viewport.widthPx / Math.max(1e-9, window.t1 - window.t0);
  const { t0 } = window;
  const { scrollY, heightPx } = viewport;
  return {
    ctx,
    layout,
    window: cull,
    viewport,
    runs,
    timeUs,
    pxPerUs,
    x: (t) => (t - t0) * pxPerUs,
    y: (laneY) => laneY - scrollY,
    shows: (lane) => lane.y + lane.height > scrollY && lane.y < scrollY + heightPx,
    lineScale: viewport.lineScale ?? 1,
    fontPx: viewport.fontPx ?? CANVAS_FONT_PX,
    font: canvasFont(viewport.fontPx ?? CANVAS_FONT_PX),
  };
}

/** Projector-readable text on the canvas: at least 14 px. */
export const CANVAS_FONT_PX = 14;

export function canvasFont(px: number): string {
  return `bold ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

export const CANVAS_FONT = canvasFont(CANVAS_FONT_PX);
