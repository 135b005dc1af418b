/**
 * What a parameter path may name. Paths come from files, links and the command line, so
 * they are data: a segment that would reach into an object's prototype (`__proto__`,
 * `constructor`, `prototype`) is refused wherever a path is read, and walks over a document
 * follow own properties only. It leaves out which fields exist: the schema checks that.
 */

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether `key` names a prototype rather than data. */
export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN.has(key);
}

/** The first segment of a dotted `path` that could reach a prototype, or null. */
export function forbiddenSegment(path: string): string | null {
  return path.split('.').find((s) => FORBIDDEN.has(s)) ?? null;
}

/** The message for a path holding `segment`: one line, naming the segment. */
export function forbiddenSegmentMessage(segment: string): string {
  return `"${segment}" is not allowed in a parameter path`;
}

/** `node[key]` when `node` holds `key` itself (never through its prototype), else undefined. */
export function ownValue(node: object, key: string): unknown {
  return Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
}
