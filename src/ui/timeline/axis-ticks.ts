/**
 * The time axis's ticks, as a band: ticks for the window and one window-width either side,
 * placed relative to a reference instant. While the window only slides (the playhead
 * scrolls it), the band stays valid and the axis just translates it, so React renders the
 * ticks again only when the zoom changes or the window leaves the band. Labels are
 * milliseconds, with the decimals the tick step needs (nice-ticks.ts). Pure; leaves out drawing.
 */
import { msToUs, timeToMs } from '../../base/time.ts';
import { niceTickFormat, niceTicks } from './nice-ticks.ts';
import { windowWidth, type TimeWindow } from './time-window.ts';

export interface AxisTick {
  t: number;
  /** x from the band's reference instant, in CSS px. */
  offsetPx: number;
  label: string;
}

export interface AxisBand {
  refUs: number;
  widthUs: number;
  widthPx: number;
  ticks: AxisTick[];
}

/** About one labelled tick per this many pixels. */
const TICK_SPACING_PX = 110;

export function axisBand(window: TimeWindow, widthPx: number): AxisBand {
  const widthUs = windowWidth(window);
  const pxPerUs = widthPx / Math.max(1e-9, widthUs);
  const fromMs = timeToMs(window.t0 - widthUs);
  const toMs = timeToMs(window.t1 + widthUs);
  const count = Math.max(2, Math.round((3 * widthPx) / TICK_SPACING_PX));
  const format = niceTickFormat(fromMs, toMs, count);
  const ticks = niceTicks(fromMs, toMs, count).map((ms) => {
    const t = msToUs(ms);
    return { t, offsetPx: (t - window.t0) * pxPerUs, label: format(ms) };
  });
  return { refUs: window.t0, widthUs, widthPx, ticks };
}

/** Whether a band still serves a window: same zoom and size, and slid less than a width. */
export function bandServes(band: AxisBand, window: TimeWindow, widthPx: number): boolean {
  const widthUs = windowWidth(window);
  return (
    widthPx === band.widthPx &&
    Math.abs(widthUs - band.widthUs) <= band.widthUs * 1e-9 &&
    Math.abs(window.t0 - band.refUs) < band.widthUs * 0.9
  );
}

/** How far to translate a band's ticks to show a window. */
export function bandShiftPx(band: AxisBand, window: TimeWindow): number {
  return ((band.refUs - window.t0) * band.widthPx) / Math.max(1e-9, band.widthUs);
}

/** Rough width of a label in the axis font (15 px tabular digits), for keeping it in view. */
export function labelWidthPx(label: string): number {
  return label.length * 9 + 2;
}

/**
 * Where a centred label goes so that it stays whole inside the axis: a tick near an edge
 * pushes its label inwards (the first and last labels are not cut in half); a tick outside
 * the axis has no label.
 */
export function labelPlacement(
  xPx: number,
  widthPx: number,
  labelPx: number,
): { dx: number; visible: boolean } {
  const half = labelPx / 2;
  const visible = xPx >= -0.5 && xPx <= widthPx + 0.5;
  const dx = Math.max(0, half - xPx) - Math.max(0, xPx + half - widthPx);
  return { dx, visible };
}
