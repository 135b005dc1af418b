/**
 * The "SVG", "PNG" and "CSV" buttons in a chart's header: they save the chart's current
 * drawing, or its data table, under a file name from `chartFileName`. The SVG's <metadata>
 * and the CSV's trailing columns record the model version and the built-in's hash (the
 * page's export provenance). A failed PNG export is reported next to the
 * buttons rather than thrown away. Leaves out copying to the clipboard.
 */
import { useState, type RefObject } from 'react';
import { chartFileName, type ChartFileExt, type ChartKind } from './chart-file-name.ts';
import { downloadBlob, svgBlob, svgToPngBlob } from './export-chart.ts';
import { chartSvgMetadata, chartTableCsv } from './chart-data-file.ts';
import type { DataTable } from './data-table.ts';
import { useExportProvenance } from '../share/export-provenance.ts';
import { CSV_MIME } from '../share/export-files.ts';

export function ChartExportButtons(props: {
  svgRef: RefObject<SVGSVGElement | null>;
  scenarioId: string;
  chartKind: ChartKind;
  /** How the chart is named in the buttons' labels: "throughput chart". */
  chartName: string;
  /** The chart's data table, saved by the CSV button. */
  table: DataTable;
}) {
  const { svgRef, scenarioId, chartKind, chartName } = props;
  const provenance = useExportProvenance(scenarioId);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (ext: ChartFileExt): Promise<void> => {
    const svg = svgRef.current;
    if (svg === null) return;
    setProblem(null);
    setBusy(true);
    try {
      const blob =
        ext === 'svg'
          ? svgBlob(svg, chartSvgMetadata(provenance))
          : ext === 'csv'
            ? new Blob([chartTableCsv(props.table, provenance)], { type: CSV_MIME })
            : await svgToPngBlob(svg, 2);
      downloadBlob(blob, chartFileName(scenarioId, chartKind, ext));
    } catch (error) {
      setProblem(`Could not save the ${chartName}: ${String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chart-export" role="group" aria-label={`Download the ${chartName}`}>
      <button
        type="button"
        aria-label={`Download ${chartName} as SVG`}
        disabled={busy}
        onClick={() => void save('svg')}
      >
        SVG
      </button>
      <button
        type="button"
        aria-label={`Download ${chartName} as PNG`}
        disabled={busy}
        onClick={() => void save('png')}
      >
        PNG
      </button>
      <button
        type="button"
        aria-label={`Download ${chartName} data as CSV`}
        data-testid="chart-csv"
        disabled={busy}
        onClick={() => void save('csv')}
      >
        CSV
      </button>
      {problem !== null && (
        <span className="chart-export-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
