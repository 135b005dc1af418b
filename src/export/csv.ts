/** CSV (RFC 4180): a header line, then one line per row; null is an empty cell. */

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T extends object>(rows: readonly T[], fields: readonly (keyof T)[]): string {
  const lines = [fields.map((f) => cell(String(f))).join(',')];
  for (const row of rows) lines.push(fields.map((f) => cell(row[f])).join(','));
  return lines.join('\n') + '\n';
}
