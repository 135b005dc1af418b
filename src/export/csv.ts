/** CSV (RFC 4180): a header line, then one line per row; null is an empty cell. */

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, quoted where needed, without its line break. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(cell).join(',');
}

export function toCsv<T extends object>(rows: readonly T[], fields: readonly (keyof T)[]): string {
  const lines = [csvLine(fields.map((f) => String(f)))];
  for (const row of rows) lines.push(csvLine(fields.map((f) => row[f])));
  return lines.join('\n') + '\n';
}
