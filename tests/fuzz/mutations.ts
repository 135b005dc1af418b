/**
 * What the fuzz tests feed the app: the real built-in scenarios, damaged in the ways a
 * careless or hostile person would (bad values, deletions, added keys, other versions, deep
 * nesting, huge numbers, prototype paths), as fast-check arbitraries. Mutations are data
 * (a path pick and a value) applied by `applyMutation`, so a failing case prints as a
 * readable counterexample. It leaves out checking the results: `refusal.ts` does that.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';

const DIR = new URL('../../scenarios/', import.meta.url);

/** Every built-in scenario document, parsed from its file. */
export const BUILTINS: readonly { id: string; text: string; doc: unknown }[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .sort()
  .map((f) => {
    const text = readFileSync(new URL(f, DIR), 'utf8');
    return { id: f.slice(0, -'.json'.length), text, doc: JSON.parse(text) as unknown };
  });

/**
 * A property's fast-check options: its share of the runs (10,000 in all by default,
 * FUZZ_RUNS to change) and a fixed seed, so the test run is repeatable; FUZZ_SEED picks
 * another seed, `random` a fresh one (what `npm run fuzz` does).
 */
export function fuzzOptions(share: number): { numRuns: number; seed?: number } {
  const total = Number(process.env['FUZZ_RUNS'] ?? 10_000);
  const numRuns = Math.max(1, Math.round(total * share));
  const seed = process.env['FUZZ_SEED'] ?? '20261124';
  return seed === 'random' ? { numRuns } : { numRuns, seed: Number(seed) };
}

/** An array nested `depth` deep around `inner`. */
export function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__.polluted',
  'x'.repeat(100_000),
  'line one\nline two\r\n\u2028\u2029',
  '\u0000\u001b[31m',
  '\ud800',
  '🙂'.repeat(50),
  '-1',
  '1e400',
  'NaN',
];

const HUGE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e-320,
  2 ** 31,
  2 ** 32,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** A JSON value someone should not have put there. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.constantFrom(null, true, false, {}, [], [null], { kind: 'mix', parts: [] }),
  fc.integer({ min: 60, max: 1000 }).map((d) => nested(d)),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}}') as unknown),
  fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A key to add somewhere. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'extra'),
  fc.string({ maxLength: 12 }),
);

export type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'add-key'; pick: number; key: string; value: unknown }
  | { kind: 'version'; value: unknown }
  | { kind: 'wrap'; pick: number; depth: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace'), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete'), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add-key'),
      pick: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('version'),
      value: fc.oneof(fc.constantFrom(0, 1, 2, 1.5, -1, '1', null, 1e308), hostileValue),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrap'),
      pick: fc.nat(),
      depth: fc.integer({ min: 1, max: 200 }),
    }),
  },
) as fc.Arbitrary<Mutation>;

type Path = (string | number)[];

/** Every path in `doc` (the root first), objects and arrays walked in order. */
export function pathsOf(doc: unknown): Path[] {
  const out: Path[] = [[]];
  const walk = (node: unknown, path: Path): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      // An array's index is a number; a key added to an array (a 'version' mutation of a
      // document replaced by an array) stays a string.
      const here = [...path, Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key];
      out.push(here);
      walk(child, here);
    }
  };
  walk(doc, []);
  return out;
}

/** Sets an own property, even `__proto__`, as JSON.parse would. */
function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `doc` with `m` applied (`doc` itself is left alone). */
export function applyMutation(doc: unknown, m: Mutation): unknown {
  const root = structuredClone(doc);
  if (m.kind === 'version') {
    if (typeof root === 'object' && root !== null) defineOwn(root, 'version', m.value);
    return root;
  }
  const paths = pathsOf(root);
  const path = paths[m.pick % paths.length]!;
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'wrap') return nested(m.depth, root);
    if (m.kind === 'add-key' && typeof root === 'object' && root !== null)
      defineOwn(root, m.key, m.value);
    return root;
  }
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const current = parent[last];
  if (m.kind === 'replace') defineOwn(parent, last, m.value);
  else if (m.kind === 'wrap') defineOwn(parent, last, nested(m.depth, current));
  else if (m.kind === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else if (typeof current === 'object' && current !== null && !Array.isArray(current)) {
    defineOwn(current, m.key, m.value);
  } else if (Array.isArray(current)) {
    current.push(m.value);
  } else {
    defineOwn(parent, last, { [m.key]: m.value });
  }
  return root;
}

/** A built-in scenario with one to four mutations applied. */
export const mutatedScenario: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...BUILTINS), fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([builtin, mutations]) => mutations.reduce(applyMutation, builtin.doc));

/** JSON text damaged: cut short, a character changed, inserted or removed, or a number blown up. */
export const damagedText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...BUILTINS),
    fc.nat(),
    fc.constantFrom('cut', 'change', 'insert', 'remove', 'number', 'nest'),
    fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      ',',
      ':',
      '\\',
      '\n',
      'x',
      '0',
      '\u0000',
      '\ufeff',
      '1e400',
    ),
  )
  .map(([builtin, pick, how, ch]) => {
    const text = builtin.text;
    const at = pick % text.length;
    switch (how) {
      case 'cut':
        return text.slice(0, at);
      case 'change':
        return text.slice(0, at) + ch + text.slice(at + 1);
      case 'insert':
        return text.slice(0, at) + ch + text.slice(at);
      case 'remove':
        return text.slice(0, at) + text.slice(at + 1);
      case 'number':
        return text.replace(/\d+/g, (digits, offset: number) =>
          offset >= at && offset < at + 200 ? `${digits}e400` : digits,
        );
      case 'nest':
        return text.replace(/"program": \[/, `"program": ${'['.repeat(100 + (pick % 5000))}`);
    }
    return text;
  });
