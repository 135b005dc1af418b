/**
 * The SVG element every chart draws into: sized to its layout, named by its title and
 * described by its description (the heading comes first inside it, so an exported file
 * stands alone), with the chart's data-* attributes for tests and readers. What the chart
 * draws comes as children; ChartFrame puts it in the figure with its toolbar and table.
 */
import type { ReactNode, RefObject } from 'react';
import type { ChartLayout } from './chart-layout.ts';
import { ChartHeading } from './SvgParts.tsx';

/** A chart's data-* attributes, in the order they are written: `{ 'data-series': 3 }`. */
export type ChartData = Readonly<Record<`data-${string}`, string | number>>;

/** What a chart says of its SVG: ids, size, heading, role and data attributes. */
export interface ChartSvgSpec {
  /** Ids are made from it: `${idPrefix}-title` names the SVG (and its figure). */
  idPrefix: string;
  layout: ChartLayout;
  title: string;
  description: string;
  /** `group` when the chart holds controls of its own (points to open, a sketch to draw). */
  role?: 'img' | 'group' | undefined;
  data: ChartData;
}

export function ChartSvg(
  props: ChartSvgSpec & { svgRef: RefObject<SVGSVGElement | null>; children: ReactNode },
) {
  const { idPrefix, layout } = props;
  return (
    <svg
      ref={props.svgRef}
      className="chart-svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role={props.role ?? 'img'}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-desc`}
      {...props.data}
    >
      <ChartHeading
        idPrefix={idPrefix}
        title={props.title}
        description={props.description}
        layout={layout}
      />
      {props.children}
    </svg>
  );
}
