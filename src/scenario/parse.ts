/**
 * Turning user input into a valid scenario. Nothing here throws on bad input: every
 * problem comes back as an error with the dotted path of the field it concerns, so the CLI
 * and the app can say exactly what to fix.
 */
import type { z } from 'zod';
import { migrateToCurrent } from './migrate.ts';
import { scenarioSchema, type Scenario } from './schema.ts';
import { checkSemantics } from './semantics.ts';
import { structuralError } from './structure.ts';

export interface FieldError {
  /** Dotted path of the offending field, e.g. `workload.types.0.program`; '' for the whole. */
  path: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({ path: formatPath([...issue.path, key]), message: 'unknown field' });
      }
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // Report the branch that got furthest: its issues name the deepest field.
      const best = issue.errors
        .map((branch) => issuesToErrors(branch))
        .sort((a, b) => depth(b) - depth(a))[0]!;
      errors.push(
        ...(best.length > 0 ? best : [{ path: formatPath(issue.path), message: issue.message }]),
      );
    } else {
      errors.push({ path: formatPath(issue.path), message: issue.message });
    }
  }
  return errors;
}

function depth(errors: FieldError[]): number {
  return Math.max(0, ...errors.map((e) => (e.path === '' ? 0 : e.path.split('.').length)));
}

export function describeErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => (e.path === '' ? e.message : `${e.path}: ${e.message}`)).join('; ');
}

/** Validates a parsed JSON value (any version) and returns the current-version scenario. */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  const structural = structuralError(input);
  if (structural !== null) return { ok: false, errors: [structural] };
  const migrated = migrateToCurrent(input);
  if (!migrated.ok) return migrated;
  const result = scenarioSchema.safeParse(migrated.value);
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
      errors: [{ path: '', message: `not valid JSON (${(e as Error).message})` }],
    };
  }
  return parseScenario(json);
}
