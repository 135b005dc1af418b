/**
 * A chart's plotted numbers as a real table inside a closed <details>: the text
 * alternative for screen readers, and a way to copy the numbers out.
 */
import type { DataTable } from './data-table.ts';

export function ChartDataTable(props: { table: DataTable; caption: string }) {
  const { table, caption } = props;
  return (
    <details className="chart-data">
      <summary>Data table: {caption}</summary>
      <div className="chart-data-scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
