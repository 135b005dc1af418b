/**
 * What every chart has around its SVG: a figure named by the chart's title, a toolbar
 * (the chart's own controls, then the SVG/PNG/CSV export buttons), the SVG at the measured
 * width, and the data table. The SVG itself comes from the chart.
 */
import type { ReactNode, RefObject } from 'react';
import { ChartDataTable } from './ChartDataTable.tsx';
import { ChartExportButtons } from './ChartExportButtons.tsx';
import type { ChartKind } from './chart-file-name.ts';
import type { DataTable } from './data-table.ts';
import './charts.css';

export function ChartFrame(props: {
  testId: string;
  chartKind: ChartKind;
  /** How the chart is named in button labels: "throughput chart". */
  chartName: string;
  scenarioId: string;
  titleId: string;
  svgRef: RefObject<SVGSVGElement | null>;
  widthRef: RefObject<HTMLDivElement | null>;
  controls?: ReactNode;
  table: DataTable;
  tableCaption: string;
  children: ReactNode;
}) {
  return (
    <figure
      className={`chart chart-${props.chartKind}`}
      data-testid={props.testId}
      aria-labelledby={props.titleId}
    >
      <div className="chart-toolbar">
        {props.controls}
        <ChartExportButtons
          svgRef={props.svgRef}
          scenarioId={props.scenarioId}
          chartKind={props.chartKind}
          chartName={props.chartName}
          table={props.table}
        />
      </div>
      <div className="chart-canvas" ref={props.widthRef}>
        {props.children}
      </div>
      <ChartDataTable table={props.table} caption={props.tableCaption} />
    </figure>
  );
}

/** An id usable inside url(#...) and CSS selectors: React's useId minus its punctuation. */
export function svgSafeId(reactId: string): string {
  return `c${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
