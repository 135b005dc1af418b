/**
 * Where the items of a legend drawn inside an SVG chart go: left to right, wrapping to a
 * new row when the next item would pass the available width. The legend lives in the SVG
 * (not HTML) so an exported chart explains itself. Text width is estimated from the
 * character count, since measuring needs a DOM; the estimate errs wide. Leaves out
 * vertical legends.
 */

export interface LegendMetrics {
  fontSize: number;
  /** Width of the key (line sample or swatch) before the label. */
  keyWidth: number;
  /** Space between the key and its label. */
  keyGap: number;
  /** Space between items. */
  itemGap: number;
  rowHeight: number;
}

export const LEGEND_METRICS: LegendMetrics = {
  fontSize: 15,
  keyWidth: 36,
  keyGap: 8,
  itemGap: 24,
  rowHeight: 26,
};

/** Estimated width of `text` at `fontSize` in a sans-serif face. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

export interface LegendPlacement {
  /** Top-left corner of each item, in the order given. */
  positions: { x: number; y: number }[];
  rows: number;
  height: number;
}

export function legendLayout(
  labels: readonly string[],
  maxWidth: number,
  metrics: LegendMetrics = LEGEND_METRICS,
): LegendPlacement {
  const positions: { x: number; y: number }[] = [];
  let x = 0;
  let row = 0;
  for (const label of labels) {
    const width = metrics.keyWidth + metrics.keyGap + estimateTextWidth(label, metrics.fontSize);
    if (x > 0 && x + width > maxWidth) {
      row += 1;
      x = 0;
    }
    positions.push({ x, y: row * metrics.rowHeight });
    x += width + metrics.itemGap;
  }
  const rows = labels.length === 0 ? 0 : row + 1;
  return { positions, rows, height: rows * metrics.rowHeight };
}
