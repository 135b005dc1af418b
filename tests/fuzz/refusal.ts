/**
 * What every refusal of fuzzed input must look like: field errors with a path, each message
 * one line with no stack trace, and a range refusal naming its bound. Returns what is wrong
 * (a string) so a property can report it with the counterexample. It leaves out whether the
 * refusal was deserved: accepting a document is fine too.
 */
import type { FieldError } from '../../src/scenario/parse.ts';

/** Whole-document problems, which have no field to name. */
const WHOLE_DOCUMENT = /^(a scenario must be a JSON object|not valid JSON|not a parameter path)/;
const STACK = /\n|\r|\u2028|\u2029|\bat .*\(.*:\d+:\d+\)|internal error|TypeError|RangeError/;
const RANGE = /too (big|small)|out of range/i;
const BOUND = /[<>]=?\s*-?\d|\d/;

/** Longest message a refusal may have: one line a person can read. */
const MAX_MESSAGE = 1000;

/** What is wrong with one line of refusal text (a message shown or printed), or null. */
export function badLine(text: string): string | null {
  if (text.trim() === '') return 'empty refusal';
  if (STACK.test(text)) return `not one clean line: ${JSON.stringify(text.slice(0, 300))}`;
  if (text.length > MAX_MESSAGE) return `refusal of ${text.length} characters`;
  return null;
}

/** What is wrong with a list of field errors (a refusal), or null when it is well formed. */
export function badRefusal(errors: readonly FieldError[], prefix = ''): string | null {
  if (errors.length === 0) return 'refused with no error';
  for (const { path, message } of errors) {
    if (typeof path !== 'string' || typeof message !== 'string') return 'not a field error';
    const line = badLine(`${path}: ${message}`);
    if (line !== null) return line;
    if (!path.startsWith(prefix)) return `path ${path} outside ${prefix}`;
    const bare = prefix === '' ? path : path.slice(prefix.length).replace(/^\./, '');
    if (bare === '' && !WHOLE_DOCUMENT.test(message))
      return `no field named: ${JSON.stringify(message)}`;
    if (RANGE.test(message) && !BOUND.test(message))
      return `range refusal without its range: ${path}: ${message}`;
  }
  return null;
}

/** Throws (so fast-check reports the counterexample) when `problem` is not null. */
export function expectNone(problem: string | null): void {
  if (problem !== null) throw new Error(problem);
}
