/**
 * The results table: one row per variant with throughput, mean and 95th-percentile
 * response, commits and aborts, and the mean response-time breakdown by category. Units
 * are in the headers; under it, each later variant compared with the first in words. Leaves
 * out the other result-row fields (utilizations, flushes...).
 */
import type { ReactNode } from 'react';
import type { ResultRow } from '../../export/result-row.ts';
import { categoryValue, type BreakdownCategory } from '../breakdown.ts';
import { formatCount, formatMagnitude } from '../format.ts';
import { resultsComparison } from './results-comparison.ts';

export interface LabelledRow {
  title: string;
  row: ResultRow;
}

export function ResultsTable(props: {
  rows: readonly LabelledRow[];
  categories: readonly BreakdownCategory[];
  caption: string;
  /** An action at the end of each row (the page's "Explain"), with its column header. */
  rowAction?: { header: string; render: (row: LabelledRow) => ReactNode };
}) {
  const { rows, categories, rowAction } = props;
  const compared = resultsComparison(rows);
  return (
    <div className="table-scroll" role="region" aria-label="Results table" tabIndex={0}>
      <table className="results-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Variant
            </th>
            <th scope="col" rowSpan={2}>
              Throughput <span className="unit">(tx/s)</span>
            </th>
            <th scope="col" rowSpan={2}>
              Mean response <span className="unit">(ms)</span>
            </th>
            <th scope="col" rowSpan={2}>
              p95 response <span className="unit">(ms)</span>
            </th>
            <th scope="col" rowSpan={2}>
              Committed
            </th>
            <th scope="col" rowSpan={2}>
              Aborted
            </th>
            <th scope="colgroup" colSpan={categories.length} className="group">
              Mean response breakdown <span className="unit">(ms per committed transaction)</span>
            </th>
            {rowAction !== undefined && (
              <th scope="col" rowSpan={2}>
                {rowAction.header}
              </th>
            )}
          </tr>
          <tr>
            {categories.map((c) => (
              <th key={c.key} scope="col" className="category">
                {c.label}
                <span className="swatch" style={{ background: c.color }} aria-hidden="true" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ title, row }) => (
            <tr key={row.variant ?? title}>
              <th scope="row">{title}</th>
              <td>{formatMagnitude(row.throughputTps)}</td>
              <td>{formatMagnitude(row.meanResponseMs)}</td>
              <td>{formatMagnitude(row.p95ResponseMs)}</td>
              <td>{formatCount(row.committed)}</td>
              <td>{formatCount(row.aborted)}</td>
              {categories.map((c) => (
                <td key={c.key}>{formatMagnitude(categoryValue(row, c.key))}</td>
              ))}
              {rowAction !== undefined && <td>{rowAction.render({ title, row })}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {compared.length > 0 && (
        <ul className="results-comparison" data-testid="results-comparison">
          {compared.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
