/**
 * What every chart has around its drawing: a figure named by the chart's title, a toolbar
 * (the chart's own controls, then the SVG/PNG/CSV export buttons), the SVG at the measured
 * width (ChartSvg: sized to the layout, titled, described, with the chart's data
 * attributes), and the data table. What is drawn inside the SVG comes from the chart.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { ChartDataTable } from './ChartDataTable.tsx';
import { ChartExportButtons } from './ChartExportButtons.tsx';
import type { ChartKind } from './chart-file-name.ts';
import { ChartSvg, type ChartSvgSpec } from './ChartSvg.tsx';
import type { DataTable } from './data-table.ts';
import './charts.css';

export function ChartFrame(
  props: ChartSvgSpec & {
    testId: string;
    chartKind: ChartKind;
    /** How the chart is named in button labels: "throughput chart". */
    chartName: string;
    scenarioId: string;
    widthRef: RefObject<HTMLDivElement | null>;
    controls?: ReactNode;
    table: DataTable;
    tableCaption: string;
    /** What the chart draws inside the SVG, after its heading. */
    children: ReactNode;
  },
) {
  const svgRef = useRef<SVGSVGElement>(null);
  return (
    <figure
      className={`chart chart-${props.chartKind}`}
      data-testid={props.testId}
      aria-labelledby={`${props.idPrefix}-title`}
    >
      <div className="chart-toolbar">
        {props.controls}
        <ChartExportButtons
          svgRef={svgRef}
          scenarioId={props.scenarioId}
          chartKind={props.chartKind}
          chartName={props.chartName}
          table={props.table}
        />
      </div>
      <div className="chart-canvas" ref={props.widthRef}>
        <ChartSvg
          svgRef={svgRef}
          idPrefix={props.idPrefix}
          layout={props.layout}
          title={props.title}
          description={props.description}
          role={props.role}
          data={props.data}
        >
          {props.children}
        </ChartSvg>
      </div>
      <ChartDataTable table={props.table} caption={props.tableCaption} />
    </figure>
  );
}

/** An id usable inside url(#...) and CSS selectors: React's useId minus its punctuation. */
export function svgSafeId(reactId: string): string {
  return `c${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
