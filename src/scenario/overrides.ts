/**
 * Parameter overrides by dotted path (`workload.terminals=20`), as used by compare
 * variants, sweeps and the CLI's `--set`. They apply to the raw document, which is then
 * validated again, so an override gets exactly the checks a file gets. A path is data: a
 * segment that could reach a prototype is refused, and the walk follows own properties only;
 * a list index may name an entry or the one just past the end, never leave holes.
 */
import type { FieldError, ParseResult } from './parse.ts';
import { oneLine } from './quote.ts';
import { MAX_JSON_DEPTH, structuralError } from './structure.ts';
import { forbiddenSegment, forbiddenSegmentMessage, ownValue } from './path-segments.ts';

export interface Override {
  path: string;
  value: unknown;
}

const SEGMENT = /^(?:[A-Za-z_$][A-Za-z0-9_$]*|\d+)$/;
/** Longest parameter path, in characters (the longest real one is under 80). */
const MAX_PATH_LENGTH = 400;

/** Returns a copy of `doc` with each override applied in order. */
export function applyOverrides(doc: unknown, overrides: readonly Override[]): ParseResult<unknown> {
  const problem =
    structuralError(doc) ??
    overrides.reduce<FieldError | null>(
      (found, o) => found ?? pathError(o.path) ?? structuralError(o.value, o.path),
      null,
    );
  if (problem !== null) return { ok: false, errors: [problem] };
  let root: unknown = cloneJson(doc);
  for (const { path, value } of overrides) {
    const result = setPath(root, path, value);
    if (!result.ok) return result;
    root = result.value;
  }
  return { ok: true, value: root };
}

/**
 * What is wrong with `path` as a parameter path, or null. A refused path is echoed on one
 * line, cut short; a path longer than the deepest document could be is refused before it is
 * walked (or quoted in full).
 */
function pathError(path: string): FieldError | null {
  const segments = path.split('.');
  if (path === '' || segments.some((s) => !SEGMENT.test(s))) {
    return {
      path: oneLine(path),
      message: 'not a parameter path (use dotted names such as workload.terminals)',
    };
  }
  if (segments.length > MAX_JSON_DEPTH || path.length > MAX_PATH_LENGTH) {
    return {
      path: oneLine(path),
      message: `too long for a parameter path (at most ${MAX_JSON_DEPTH} names and ${MAX_PATH_LENGTH} characters)`,
    };
  }
  const forbidden = forbiddenSegment(path);
  return forbidden === null ? null : { path, message: forbiddenSegmentMessage(forbidden) };
}

function setPath(root: unknown, path: string, value: unknown): ParseResult<unknown> {
  const segments = path.split('.');
  const bad = pathError(path);
  if (bad !== null) return { ok: false, errors: [bad] };
  if (typeof root !== 'object' || root === null) return fail(path, 'the scenario is not an object');
  let node = root as Record<string, unknown>;
  for (let i = 0; i < segments.length; i++) {
    const beyond = pastTheEnd(node, segments, i);
    if (beyond !== null) return beyond;
    if (i === segments.length - 1) break;
    const key = segments[i]!;
    const next = ownValue(node, key);
    if (next === undefined) {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    } else if (typeof next === 'object' && next !== null) {
      node = next as Record<string, unknown>;
    } else {
      return fail(
        path,
        `${segments.slice(0, i + 1).join('.')} is a value, not a group of parameters`,
      );
    }
  }
  const last = segments[segments.length - 1]!;
  if (Array.isArray(node) && !/^\d+$/.test(last)) return fail(path, `${last} is not an index`);
  node[last] = cloneJson(value);
  return { ok: true, value: root };
}

/** An error when `segments[i]` indexes `node` (a list) more than one past its end. */
function pastTheEnd(
  node: object,
  segments: readonly string[],
  i: number,
): { ok: false; errors: FieldError[] } | null {
  if (!Array.isArray(node) || !/^\d+$/.test(segments[i]!) || Number(segments[i]) <= node.length)
    return null;
  const list = segments.slice(0, i).join('.');
  return fail(
    segments.slice(0, i + 1).join('.'),
    `there is no such entry (${list} has ${node.length}, so the next is ${node.length})`,
  );
}

/** Reads `--set` text: `path=value`, the value as JSON when it parses, else as a string. */
export function parseOverrideText(text: string): ParseResult<Override> {
  const eq = text.indexOf('=');
  if (eq <= 0) return fail(oneLine(text), 'expected path=value');
  const path = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  return { ok: true, value: { path, value } };
}

function fail(path: string, message: string): { ok: false; errors: FieldError[] } {
  return { ok: false, errors: [{ path, message }] };
}

/** Scenarios are plain JSON, so a JSON round trip is a faithful deep copy. */
function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
