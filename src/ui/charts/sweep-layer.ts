/**
 * A layer drawn on a sweep chart besides its result lines (theory, a prediction,
 * published points): its legend entries, the highest value it needs on the y axis, and
 * what it draws given the chart's scales. A layer belongs to one metric; the chart draws
 * only the layers of the metric it shows. Leaves out the drawing itself (each layer's file).
 */
import type { ReactNode } from 'react';
import type { LegendItem } from './SvgLegend.tsx';
import type { SweepMetric } from './sweep-series.ts';

/** The chart's geometry as a layer sees it: scales both ways and the plot's box. */
export interface SweepScales {
  x: (value: number) => number;
  y: (value: number) => number;
  xInvert: (px: number) => number;
  yInvert: (px: number) => number;
  /** The x domain after rounding to nice ends, and the y domain (from 0). */
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  plot: { left: number; right: number; top: number; bottom: number };
  /** Prefix for ids inside the SVG (clip paths), unique per chart. */
  idPrefix: string;
}

export interface SweepLayer {
  id: string;
  metric: SweepMetric;
  legend: readonly LegendItem[];
  /** The highest y the layer should keep in view (0: none). */
  yMax: number;
  /**
   * The layer clips itself to the plot (theory): once results are in, it keeps at most
   * twice their top in view, so a far-off curve does not flatten the results.
   */
  clipped?: boolean;
  render: (scales: SweepScales) => ReactNode;
  /** It holds focusable controls (a sketch being drawn): the chart is then a group, not an image. */
  interactive?: boolean;
}
