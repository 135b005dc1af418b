/**
 * The value (y) axis the line charts share: a linear scale from zero to 5% above the
 * highest value, rounded to nice ticks, the chart's layout sized for those ticks' labels,
 * and the ticks placed on the plot. An empty chart gets its axes but no made-up tick
 * values. Leaves out the x axis, which each chart builds from its own data.
 */
import { scaleLinear, type ScaleLinear } from 'd3';
import { chartLayout, type ChartLayout } from './chart-layout.ts';
import type { Tick } from './SvgParts.tsx';
import { formatTicks } from './tick-format.ts';

export interface ValueAxisInput {
  /** The highest value the chart draws (0 when it has none). */
  top: number;
  /** False for an empty chart: no tick values. */
  showTicks: boolean;
  width: number;
  plotHeight: number;
  legendHeight: number;
}

export interface ValueAxis {
  y: ScaleLinear<number, number>;
  yTicks: Tick[];
  layout: ChartLayout;
}

export function valueAxis(input: ValueAxisInput): ValueAxis {
  const { top } = input;
  const y = scaleLinear()
    .domain([0, top > 0 ? top * 1.05 : 1])
    .nice();
  const values = input.showTicks ? y.ticks(5) : [];
  const labels = formatTicks(values);
  const layout = chartLayout({
    width: input.width,
    plotHeight: input.plotHeight,
    legendHeight: input.legendHeight,
    yTickLabels: labels,
    hasYLabel: true,
    rightPad: 24,
  });
  y.range([layout.plot.bottom, layout.plot.top]);
  const yTicks = values.map((v, i) => ({ value: v, position: y(v), label: labels[i]! }));
  return { y, yTicks, layout };
}
