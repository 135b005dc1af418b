/**
 * The parameters a scenario offers for editing, read from the field table, and the rules for
 * what a user may type into each: whole numbers, numbers in range, true/false, one of a set
 * of choices. Messages name the field, so they read on their own in a status region.
 * Leaves out checks between fields (those come from parsing the edited scenario).
 */
import type { Scenario } from '../../scenario/schema.ts';
import { FIELD_TABLE, type Choice, type FieldGroup, type FieldKind } from './field-table.ts';

export type { Choice, FieldGroup, FieldKind } from './field-table.ts';

export type FieldValue = number | boolean | string;

export interface ParameterField {
  /** Dotted path of the parameter, as an override names it. */
  path: string;
  group: FieldGroup;
  label: string;
  unit: string | null;
  kind: FieldKind;
  /** Limits for numbers; null for toggles and choices. */
  min: number | null;
  max: number | null;
  minExclusive: boolean;
  choices: readonly Choice[];
  help: string;
  /** The scenario's own value. */
  value: FieldValue;
  /** Compare variants and the sweep that set this parameter themselves (they win). */
  setBy: readonly string[];
}

export type FieldInput = { ok: true; value: FieldValue } | { ok: false; message: string };

function fitsKind(kind: FieldKind, value: unknown): value is FieldValue {
  switch (kind) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string';
  }
}

function setters(scenario: Scenario, path: string): string[] {
  const who = scenario.compare
    .filter((v) => Object.hasOwn(v.set, path))
    .map((v) => `variant "${v.title}"`);
  if (scenario.sweep?.param === path) who.push('the sweep');
  return who;
}

/** Every parameter of the table that this scenario has, in table order. */
export function listParameterFields(scenario: Scenario): ParameterField[] {
  const fields: ParameterField[] = [];
  for (const spec of FIELD_TABLE) {
    for (const place of spec.find(scenario)) {
      if (!fitsKind(spec.kind, place.value)) continue;
      const value = place.value;
      const numeric = typeof value === 'number';
      // Never call the scenario's own value out of range.
      const min = spec.min === undefined ? null : numeric ? Math.min(spec.min, value) : spec.min;
      const max = spec.max === undefined ? null : numeric ? Math.max(spec.max, value) : spec.max;
      fields.push({
        path: place.path,
        group: spec.group,
        label: place.label ?? spec.label,
        unit: spec.unit,
        kind: spec.kind,
        min,
        max,
        minExclusive: (spec.minExclusive ?? false) && !(numeric && value === spec.min),
        choices: spec.choices ?? [],
        help: spec.help,
        value,
        setBy: setters(scenario, place.path),
      });
    }
  }
  return fields;
}

/** The text an input shows for a value. */
export function formatFieldValue(value: FieldValue): string {
  return String(value);
}

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const INTEGER_TEXT = /^[+-]?\d+$/;

/** What the field accepts, as a phrase: "a whole number from 1 to 500". */
export function describeAccepted(field: ParameterField): string {
  switch (field.kind) {
    case 'boolean':
      return 'on or off';
    case 'choice':
      return `one of ${field.choices.map((c) => c.value).join(', ')}`;
    case 'integer':
    case 'number': {
      const noun = field.kind === 'integer' ? 'a whole number' : 'a number';
      const unit = field.unit === null ? '' : ` ${field.unit}`;
      const { min, max } = field;
      if (min === null && max === null) return noun;
      if (min === null) return `${noun} up to ${max}${unit}`;
      if (field.minExclusive) {
        return max === null
          ? `${noun} greater than ${min}${unit}`
          : `${noun} greater than ${min} and at most ${max}${unit}`;
      }
      return max === null ? `${noun} from ${min}${unit}` : `${noun} from ${min} to ${max}${unit}`;
    }
  }
}

/** Reads what the user typed (or the checkbox/select state as text) for one field. */
export function validateFieldInput(field: ParameterField, text: string): FieldInput {
  const fail = (): FieldInput => ({
    ok: false,
    message: `${field.label}: must be ${describeAccepted(field)}`,
  });
  const trimmed = text.trim();
  switch (field.kind) {
    case 'boolean':
      if (trimmed === 'true') return { ok: true, value: true };
      if (trimmed === 'false') return { ok: true, value: false };
      return fail();
    case 'choice':
      return field.choices.some((c) => c.value === trimmed) ? { ok: true, value: trimmed } : fail();
    case 'integer':
    case 'number': {
      const pattern = field.kind === 'integer' ? INTEGER_TEXT : NUMBER_TEXT;
      if (!pattern.test(trimmed)) return fail();
      const value = Number(trimmed) + 0; // + 0 turns -0 into 0
      if (!Number.isFinite(value)) return fail();
      const { min, max } = field;
      if (min !== null && (field.minExclusive ? value <= min : value < min)) return fail();
      if (max !== null && value > max) return fail();
      return { ok: true, value };
    }
  }
}
