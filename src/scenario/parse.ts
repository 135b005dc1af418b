/**
 * Turning user input into a valid scenario. Nothing here throws on bad input: every
 * problem comes back as an error with the dotted path of the field it concerns, so the CLI
 * and the app can say exactly what to fix.
 */
import type { z } from 'zod';
import { migrateToCurrent } from './migrate.ts';
import { scenarioSchema, type Scenario } from './schema.ts';
import { checkSemantics } from './semantics.ts';
import { asOneLine, oneLine, quote } from './quote.ts';
import { structuralError } from './structure.ts';
import type { ParseResult } from './field-errors.ts';

import type { FieldError } from './field-errors.ts';

export {
  describeErrors,
  describeFirstErrors,
  type FieldError,
  type ParseResult,
  type ScenarioParser,
} from './field-errors.ts';

export function formatPath(path: readonly PropertyKey[]): string {
  // An empty key shows as "" so the path still names it.
  return path
    .map((p) => (typeof p !== 'string' ? String(p) : p === '' ? '""' : oneLine(p)))
    .join('.');
}

/** `issues` as field errors; `prefix` is where they sit (a union's branches are relative). */
function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({ path: formatPath([...path, key]), message: 'unknown field' });
      }
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      errors.push(...unionErrors(issue, path));
    } else {
      // A refinement's message may quote input (a device name of any length, which the
      // refinement sees even when the name itself was refused): one line, cut short.
      errors.push({ path: formatPath(path), message: asOneLine(issue.message) });
    }
  }
  return errors;
}

/**
 * A union no branch accepted. When some branch got past the union's own field, its errors
 * name the deepest field; when every branch failed at the field itself, one error lists
 * what each branch expects and the value given.
 */
function unionErrors(issue: z.core.$ZodIssueInvalidUnion, path: PropertyKey[]): FieldError[] {
  const branches = issue.errors.map((branch) => issuesToErrors(branch, path));
  const best = [...branches].sort((a, b) => depth(b) - depth(a))[0]!;
  const here = formatPath(path);
  if (best.length > 0 && depth(best) > path.length) return best;
  const expected = issue.errors.map((branch) => {
    const first = branch[0];
    return first?.code === 'invalid_type' ? typeName(first.expected) : null;
  });
  if (expected.every((e) => e !== null) && 'input' in issue) {
    const alternatives = [...new Set(expected)].join(' or ');
    return [{ path: here, message: `expected ${alternatives}, received ${quote(issue.input)}` }];
  }
  return best.length > 0 ? best : [{ path: here, message: issue.message }];
}

const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  object: 'an object',
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  null: 'null',
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

function depth(errors: FieldError[]): number {
  return Math.max(0, ...errors.map((e) => (e.path === '' ? 0 : e.path.split('.').length)));
}

/** Validates a parsed JSON value (any version) and returns the current-version scenario. */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  const structural = structuralError(input);
  if (structural !== null) return { ok: false, errors: [structural] };
  const migrated = migrateToCurrent(input);
  if (!migrated.ok) return migrated;
  const result = scenarioSchema.safeParse(migrated.value, { reportInput: true });
  if (!result.success) return { ok: false, errors: issuesToErrors(result.error.issues) };
  const semantic = checkSemantics(result.data);
  if (semantic.length > 0) return { ok: false, errors: semantic };
  return { ok: true, value: result.data };
}

/** Parses scenario text (JSON). */
export function parseScenarioText(text: string): ParseResult<Scenario> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      errors: [{ path: '', message: `not valid JSON (${asOneLine((e as Error).message)})` }],
    };
  }
  return parseScenario(json);
}
