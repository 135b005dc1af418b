/**
 * The parameter editor's state, kept as the texts the user typed (drafts) so that nothing
 * typed is ever lost to validation. From the drafts come the overrides to apply (only the
 * values that differ from the scenario's own) and each field's problem; errors from parsing
 * the edited scenario are placed on the field whose path they name.
 */
import type { Override } from '../../scenario/overrides.ts';
import type { FieldError } from '../../scenario/parse.ts';
import {
  formatFieldValue,
  validateFieldInput,
  type FieldValue,
  type ParameterField,
} from './parameter-fields.ts';

/** Path -> the text in the field's input. */
export type Drafts = Readonly<Record<string, string>>;

/** The drafts that show the scenario's own values, with `applied` overrides written over them. */
export function draftsFor(fields: readonly ParameterField[], applied: readonly Override[]): Drafts {
  const drafts: Record<string, string> = {};
  for (const field of fields) {
    const override = applied.findLast((o) => o.path === field.path);
    const value = override === undefined ? field.value : override.value;
    drafts[field.path] =
      typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string'
        ? formatFieldValue(value)
        : formatFieldValue(field.value);
  }
  return drafts;
}

function draftOf(field: ParameterField, drafts: Drafts): string {
  return drafts[field.path] ?? formatFieldValue(field.value);
}

export interface DraftReading {
  /** One per field whose valid value differs from the scenario's own, in field order. */
  overrides: Override[];
  /** Path -> message, for fields whose text is not valid. */
  problems: ReadonlyMap<string, string>;
}

export function readDrafts(fields: readonly ParameterField[], drafts: Drafts): DraftReading {
  const overrides: Override[] = [];
  const problems = new Map<string, string>();
  for (const field of fields) {
    const input = validateFieldInput(field, draftOf(field, drafts));
    if (!input.ok) problems.set(field.path, input.message);
    else if (!sameValue(input.value, field.value))
      overrides.push({ path: field.path, value: input.value });
  }
  return { overrides, problems };
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  return Object.is(a, b);
}

/** Whether the field's text differs from the scenario's own value (invalid text counts). */
export function isChanged(field: ParameterField, drafts: Drafts): boolean {
  const input = validateFieldInput(field, draftOf(field, drafts));
  return input.ok
    ? !sameValue(input.value, field.value)
    : draftOf(field, drafts) !== formatFieldValue(field.value);
}

/** Whether two override lists set the same paths to the same values (order aside). */
export function sameOverrides(a: readonly Override[], b: readonly Override[]): boolean {
  const key = (list: readonly Override[]) =>
    list
      .map((o) => `${o.path}=${JSON.stringify(o.value)}`)
      .toSorted()
      .join('\n');
  return key(a) === key(b);
}

export interface PlacedErrors {
  /** Path of a field -> messages about it. */
  byField: ReadonlyMap<string, string[]>;
  /** Errors that concern no single field, with their paths. */
  other: FieldError[];
}

/** Puts each error on the field it names (the field itself or a part of it). */
export function placeErrors(
  fields: readonly ParameterField[],
  errors: readonly FieldError[],
): PlacedErrors {
  const byField = new Map<string, string[]>();
  const other: FieldError[] = [];
  for (const error of errors) {
    const field = fields.find((f) => error.path === f.path || error.path.startsWith(`${f.path}.`));
    if (field === undefined) {
      other.push(error);
      continue;
    }
    const list = byField.get(field.path) ?? [];
    list.push(`${field.label}: ${error.message}`);
    byField.set(field.path, list);
  }
  return { byField, other };
}
