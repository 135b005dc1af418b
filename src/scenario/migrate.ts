/**
 * Old scenario versions become current ones through pure, chained functions, so a link
 * shared today still opens after the format grows. Version 1 is the first; the chain is
 * empty until version 2 exists.
 */
import type { FieldError, ParseResult } from './parse.ts';
import { SCENARIO_VERSION } from './schema.ts';

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[v] turns a scenario of version v into one of version v+1. */
const MIGRATIONS: Record<number, Migration> = {};

export function migrateToCurrent(input: unknown): ParseResult<unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('', 'a scenario must be a JSON object');
  }
  let doc = input as Record<string, unknown>;
  const version = doc['version'];
  if (version === undefined)
    return fail('version', `missing (current version is ${SCENARIO_VERSION})`);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('version', 'must be a whole number from 1');
  }
  if (version > SCENARIO_VERSION) {
    return fail('version', `${version} is newer than this app understands (${SCENARIO_VERSION})`);
  }
  for (let v = version; v < SCENARIO_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (step === undefined) return fail('version', `no migration from version ${v}`);
    doc = { ...step(doc), version: v + 1 };
  }
  return { ok: true, value: doc };
}

function fail(path: string, message: string): { ok: false; errors: FieldError[] } {
  return { ok: false, errors: [{ path, message }] };
}
