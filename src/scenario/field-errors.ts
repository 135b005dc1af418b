/**
 * What the scenario parser answers, without the parser: a field error with its dotted path,
 * a parse result, a parser's type, and how errors read as one line. Code that only shows or
 * passes on a parse (the page's first screen) imports this, not parse.ts, so it carries
 * no schema library. Leaves out parsing itself (parse.ts).
 */
import type { Scenario } from './schema.ts';

export interface FieldError {
  /** Dotted path of the offending field, e.g. `workload.types.0.program`; '' for the whole. */
  path: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates a parsed JSON value (any version) and returns the current-version scenario. */
export type ScenarioParser = (input: unknown) => ParseResult<Scenario>;

export function describeErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => (e.path === '' ? e.message : `${e.path}: ${e.message}`)).join('; ');
}

/** The first `listed` errors described, then "and N more": a refusal a person reads whole. */
export function describeFirstErrors(errors: readonly FieldError[], listed = 4): string {
  const more = errors.length - listed;
  return describeErrors(errors.slice(0, listed)) + (more > 0 ? `; and ${more} more` : '');
}
