/**
 * A chart's data as files: its data table as CSV (the table's own columns, then
 * `modelVersion,scenarioHash` on every row, as the results CSV ends) and the same provenance
 * as a JSON <metadata> element for the SVG export. The cells are the table's, already
 * formatted for reading (`1,538`, `0.456`), so every cell with a comma is quoted. Pure;
 * leaves out the raw unformatted numbers (the results CSV has those).
 */
import { csvLine } from '../../export/csv.ts';
import { PROVENANCE_FIELDS, type Provenance } from '../../export/provenance.ts';
import type { DataTable } from './data-table.ts';

export function chartTableCsv(table: DataTable, provenance: Provenance): string {
  const lines = [csvLine([...table.columns, ...PROVENANCE_FIELDS])];
  for (const cells of table.rows) {
    const padded = table.columns.map((_, i) => cells[i] ?? null);
    lines.push(csvLine([...padded, provenance.modelVersion, provenance.scenarioHash]));
  }
  return lines.join('\n') + '\n';
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<metadata>` for an exported SVG: generator, model version, scenario id and hash. */
export function chartSvgMetadata(provenance: Provenance): string {
  const record = {
    generator: 'Lockstep',
    modelVersion: provenance.modelVersion,
    scenarioId: provenance.scenarioId,
    scenarioHash: provenance.scenarioHash,
  };
  return `<metadata>${escapeXml(JSON.stringify(record))}</metadata>`;
}
