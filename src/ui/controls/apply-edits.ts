/**
 * The edited scenario: a document with the editor's overrides applied, then validated like
 * any file. A parameter the document leaves to its default (a scenario without a `log`
 * section still has `log.service.ms`) has no object to hold an override, and creating a
 * bare one would lose its siblings (`kind`); so missing parents are first filled in from the
 * parsed scenario, defaults included. Everything else is `applyOverrides` + `parseScenario`.
 * One press of Apply asks three times about the same document and edits (the editor checks
 * them, the run starts from them, the page renders them), so the last answer is kept and
 * given again for the same two objects; documents and edit lists are never changed in place.
 */
import { applyOverrides, type Override } from '../../scenario/overrides.ts';
import type { ParseResult } from '../../scenario/field-errors.ts';
import { parsePageScenario as parseScenario } from '../app/scenario-parser.ts';
import { forbiddenSegment, ownValue } from '../../scenario/path-segments.ts';
import type { Scenario } from '../../scenario/schema.ts';

export interface EditedScenario {
  /** The document with the overrides written in: what runs, is linked and is exported. */
  doc: unknown;
  scenario: Scenario;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** Copies into `doc` the parsed parents of `path` that the document itself lacks. */
function fillMissingParents(doc: Json, parsed: unknown, path: string): void {
  const keys = path.split('.');
  let node = doc;
  let source = parsed;
  for (const key of keys.slice(0, -1)) {
    if (forbiddenSegment(key) !== null) return; // applyOverrides refuses the path
    source = isObject(source) ? ownValue(source, key) : undefined;
    const next = ownValue(node, key);
    if (next === undefined && isObject(source)) {
      node[key] = structuredClone(source);
      return;
    }
    if (!isObject(next)) return; // applyOverrides reports what is wrong here
    node = next;
  }
}

let last: {
  doc: unknown;
  overrides: readonly Override[];
  result: ParseResult<EditedScenario>;
} | null = null;

/** The document with `overrides` applied and its parse; errors carry field paths. */
export function applyEdits(
  doc: unknown,
  overrides: readonly Override[],
): ParseResult<EditedScenario> {
  if (last !== null && last.doc === doc && last.overrides === overrides) return last.result;
  const result = editedScenario(doc, overrides);
  last = { doc, overrides, result };
  return result;
}

function editedScenario(doc: unknown, overrides: readonly Override[]): ParseResult<EditedScenario> {
  let base: unknown = doc;
  const own = parseScenario(doc);
  if (overrides.length === 0)
    return own.ok ? { ok: true, value: { doc, scenario: own.value } } : own;
  if (own.ok && isObject(doc) && overrides.length > 0) {
    const filled = structuredClone(doc);
    for (const { path } of overrides) fillMissingParents(filled, own.value, path);
    base = filled;
  }
  const applied = applyOverrides(base, overrides);
  if (!applied.ok) return applied;
  const parsed = parseScenario(applied.value);
  if (!parsed.ok) return parsed;
  return { ok: true, value: { doc: applied.value, scenario: parsed.value } };
}
