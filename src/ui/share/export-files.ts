/**
 * The files the app offers to download: result rows as CSV (the CLI's columns) and as JSON
 * (the CLI's rows), and the scenario as pretty JSON that imports back to the same scenario. Given a provenance, each
 * records the model version and the built-in's hash (export/provenance.ts): rows as trailing
 * fields, the scenario in `exportedWith`. One run's trace is trace-file.ts (its own chunk).
 * Only text here; saving it is download.ts.
 */
import { toCsv } from '../../export/csv.ts';
import { PROVENANCE_FIELDS, withProvenance, type Provenance } from '../../export/provenance.ts';
import { RESULT_FIELDS, type ResultRow } from '../../export/result-row.ts';

export const CSV_MIME = 'text/csv;charset=utf-8';
export const JSON_MIME = 'application/json';

/** The CLI's columns, then `modelVersion,scenarioHash` when a provenance is given. */
export function exportRowsCsv(rows: readonly ResultRow[], provenance?: Provenance): string {
  if (provenance === undefined) return toCsv(rows, RESULT_FIELDS);
  return toCsv(
    rows.map((r) => withProvenance(r, provenance)),
    [...RESULT_FIELDS, ...PROVENANCE_FIELDS],
  );
}

/** The rows as `sim run` prints them (one JSON object a line), provenance fields added. */
export function exportRowsJson(rows: readonly ResultRow[], provenance: Provenance): string {
  const lines = rows.map((r) => '  ' + JSON.stringify(withProvenance(r, provenance)));
  return '[\n' + lines.join(',\n') + '\n]\n';
}

/**
 * A `$schema` that points next to the file it came from (`./schema.json`) means nothing once
 * the file is saved elsewhere, so it goes; an absolute one stays.
 */
export function withoutLocalSchema(doc: unknown): unknown {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return doc;
  const record = doc as Record<string, unknown>;
  const schema = record['$schema'];
  if (schema === undefined || (typeof schema === 'string' && /^https?:\/\//i.test(schema))) {
    return doc;
  }
  const { $schema: _dropped, ...rest } = record;
  return rest;
}

/**
 * The scenario as pretty JSON. Given a provenance, `exportedWith` records the model version
 * and the built-in's hash it was saved with (replacing any older record); the scenario
 * format accepts and ignores it, so the file imports back to the same scenario.
 */
export function exportScenarioJson(doc: unknown, provenance?: Provenance): string {
  let out = withoutLocalSchema(doc);
  if (provenance !== undefined && typeof out === 'object' && out !== null && !Array.isArray(out)) {
    out = {
      ...out,
      exportedWith: {
        modelVersion: provenance.modelVersion,
        scenarioHash: provenance.scenarioHash,
      },
    };
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `fileName('textbook-2pl', 'results', 'csv')` -> `textbook-2pl-results.csv`. */
export function fileName(scenarioId: string, what: string, ext: string): string {
  const base = [slug(scenarioId) || 'scenario', slug(what)].filter((s) => s !== '').join('-');
  return `${base}.${slug(ext) || 'txt'}`;
}
