/**
 * The vertical stack every chart shares, in SVG pixels (1 unit = 1 CSS pixel): title,
 * legend rows, the y axis label written level above the plot (rotated text is hard to read
 * on a projector), the plot, then x tick labels and the x axis label. The left margin fits
 * the longest y tick label. Type sizes are here so layout and CSS agree. Leaves out the
 * scales (each chart builds its own over `plot`).
 */
import { estimateTextWidth } from './legend-layout.ts';

/** Font sizes in px; charts.css uses the same numbers. */
export const CHART_TYPE = { title: 20, tick: 15, axisLabel: 16, legend: 15, value: 14 } as const;

const SIDE_PAD = 12;
const TITLE_BLOCK = 40;
const LEGEND_GAP = 10;
const Y_LABEL_BLOCK = 28;
const BOTTOM_BLOCK = 66;

export interface ChartLayout {
  width: number;
  height: number;
  titleY: number;
  legendX: number;
  legendY: number;
  /** Where the y axis label sits (its baseline), or null without one. */
  yLabelY: number | null;
  plot: { left: number; right: number; top: number; bottom: number };
  xTickY: number;
  xLabelY: number;
}

export interface ChartLayoutInput {
  width: number;
  plotHeight: number;
  legendHeight: number;
  /** The y tick labels, to size the left margin; none for charts without a y axis. */
  yTickLabels: readonly string[];
  hasYLabel: boolean;
  /** Room to keep right of the plot (labels past the last bar, the last x tick). */
  rightPad?: number;
}

export function chartLayout(input: ChartLayoutInput): ChartLayout {
  const widest = Math.max(
    0,
    ...input.yTickLabels.map((l) => estimateTextWidth(l, CHART_TYPE.tick)),
  );
  const left = SIDE_PAD + (input.yTickLabels.length > 0 ? widest + 14 : 0);
  const right = input.width - SIDE_PAD - (input.rightPad ?? 16);
  const legendY = TITLE_BLOCK;
  const afterLegend = legendY + input.legendHeight + (input.legendHeight > 0 ? LEGEND_GAP : 0);
  const yLabelY = input.hasYLabel ? afterLegend + CHART_TYPE.axisLabel : null;
  const top = afterLegend + (input.hasYLabel ? Y_LABEL_BLOCK : 6);
  const bottom = top + Math.max(40, input.plotHeight);
  return {
    width: input.width,
    height: bottom + BOTTOM_BLOCK,
    titleY: 26,
    legendX: SIDE_PAD,
    legendY,
    yLabelY,
    plot: { left, right: Math.max(left + 40, right), top, bottom },
    xTickY: bottom + 24,
    xLabelY: bottom + 54,
  };
}
