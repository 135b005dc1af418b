/**
 * The files the app offers to download: result rows as CSV (the CLI's columns), one run's
 * trace as Chrome trace-event JSON (opens in Perfetto), and the scenario as pretty JSON that
 * imports back to the same scenario. Only text here; saving it is download.ts.
 */
import { chromeTraceText } from '../../export/chrome-trace.ts';
import { toCsv } from '../../export/csv.ts';
import { RESULT_FIELDS, type ResultRow } from '../../export/result-row.ts';
import type { RunView } from '../session/run-view.ts';

export const CSV_MIME = 'text/csv;charset=utf-8';
export const JSON_MIME = 'application/json';

export function exportRowsCsv(rows: readonly ResultRow[]): string {
  return toCsv(rows, RESULT_FIELDS);
}

/** One run's trace; a trace the app cut short says so in `otherData.truncated`. */
export function exportChromeTrace(run: Pick<RunView, 'events' | 'title' | 'truncated'>): string {
  return chromeTraceText(run.events, { title: run.title, truncated: run.truncated });
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

export function exportScenarioJson(doc: unknown): string {
  return `${JSON.stringify(withoutLocalSchema(doc), null, 2)}\n`;
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
