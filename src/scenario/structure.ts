/**
 * A structural check of untrusted JSON before anything recursive touches it (the zod
 * parse with its `z.lazy` loops, deep copies): how deeply it nests, how many values it
 * holds (which bounds what parsing and planning it costs), and no own key that could reach
 * a prototype. The walk keeps its own stack, so a document nested 50,000 deep
 * is measured, not overflowed. It leaves out every field rule: the schema checks those.
 */
import type { FieldError } from './parse.ts';
import { forbiddenSegmentMessage, isForbiddenKey } from './path-segments.ts';

/** Deepest nesting (objects and arrays) a scenario document or a `--set` value may have. */
export const MAX_JSON_DEPTH = 64;
/** Most JSON values (objects, lists and scalars) one document may hold; built-ins hold < 500. */
export const MAX_JSON_VALUES = 5_000;

/**
 * The first structural problem in `value`, with the path of the field where it shows, or
 * null. `at` prefixes every path (a `--set` value's own path).
 */
export function structuralError(value: unknown, at = ''): FieldError | null {
  const stack: { node: unknown; path: string; depth: number }[] = [
    { node: value, path: at, depth: 0 },
  ];
  let values = 0;
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (++values > MAX_JSON_VALUES) {
      return {
        path,
        message: `more than ${MAX_JSON_VALUES} values in one scenario (the most it may hold)`,
      };
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      return {
        path,
        message: `nested deeper than ${MAX_JSON_DEPTH} levels (the most a scenario allows)`,
      };
    }
    for (const key of Object.keys(node)) {
      const child = path === '' ? key : `${path}.${key}`;
      if (isForbiddenKey(key)) return { path: child, message: forbiddenSegmentMessage(key) };
      stack.push({ node: (node as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return null;
}

/** How many JSON values `value` holds (itself included), counting no further than `limit`. */
export function countJsonValues(value: unknown, limit = Infinity): number {
  const stack: unknown[] = [value];
  let values = 0;
  while (stack.length > 0 && values < limit) {
    const node = stack.pop();
    values++;
    if (typeof node === 'object' && node !== null) stack.push(...Object.values(node));
  }
  return values;
}
