/**
 * How an edited run differs from the built-in it came from: every parameter whose parsed
 * value (defaults filled in) differs, named by the editor's label where it has one and by
 * its path otherwise, with both values. The built-in is found by the document's own id, so
 * a link or embed carrying an edited document (inline) shows the same differences as the
 * page that made it. Leaves out prose (title, description, notes): those are not numbers;
 * nor the record of a saved file's model version (exportedWith).
 */
import { parsePageScenario as parseScenario } from './scenario-parser.ts';
import { listParameterFields, type ParameterField } from '../controls/parameter-fields.ts';

export interface Difference {
  path: string;
  label: string;
  from: string;
  to: string;
}

const PROSE = new Set(['title', 'description', 'teaching', 'exportedWith']);
/** Enough to read any real edit; a wholly different document says "and N more". */
export const MAX_LISTED_DIFFERENCES = 12;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function collect(
  a: unknown,
  b: unknown,
  path: string,
  out: { path: string; a: unknown; b: unknown }[],
) {
  if (Object.is(a, b)) return;
  if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (path === '' && PROSE.has(key)) continue;
      if (key === 'title' || key === 'description') continue;
      collect(a[key], b[key], path === '' ? key : `${path}.${key}`, out);
    }
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, a, b });
}

/** The differences of `edited` from `base` (two scenario documents); empty when either does not parse. */
export function scenarioDifferences(base: unknown, edited: unknown): Difference[] {
  const from = parseScenario(base);
  const to = parseScenario(edited);
  if (!from.ok || !to.ok) return [];
  const raw: { path: string; a: unknown; b: unknown }[] = [];
  collect(from.value, to.value, '', raw);
  const fields = new Map<string, ParameterField>();
  for (const field of [...listParameterFields(from.value), ...listParameterFields(to.value)]) {
    fields.set(field.path, field);
  }
  return raw.map(({ path, a, b }) => {
    const field = fields.get(path);
    const named = (value: unknown): string =>
      field?.choices.find((c) => c.value === value)?.label ?? show(value);
    const label =
      field === undefined
        ? path
        : field.unit === null
          ? field.label
          : `${field.label} (${field.unit})`;
    return { path, label, from: named(a), to: named(b) };
  });
}

/** One line for a title attribute, an embed or a status: "Terminals (MPL) 10 → 20; …". */
export function differencesText(differences: readonly Difference[]): string {
  const listed = differences
    .slice(0, MAX_LISTED_DIFFERENCES)
    .map((d) => `${d.label} ${d.from} → ${d.to}`);
  const more = differences.length - listed.length;
  return more > 0 ? `${listed.join('; ')}; and ${more} more` : listed.join('; ');
}

/** The title of a run that differs from its built-in. */
export function editedTitle(title: string): string {
  return `${title} (edited)`;
}
