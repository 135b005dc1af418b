/**
 * Every µs↔ms (and µs→s) conversion goes through `src/base/time.ts`: a bare `/ 1000`,
 * `* 1000`, `/ 1e6` and the like on a time value elsewhere is how units drift apart. The
 * check reads the source of the folders listed in CHECKED (tests excluded) and fails on
 * any such expression. CHECKED covers every folder of src/ but base itself (a test says
 * so); EXCLUDED holds what is being rewritten elsewhere, when anything is. A factor of
 * 1000 that is not a time conversion (bytes, counts) goes in NOT_TIME with its reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Folders (from the repository root) whose sources must convert time through base/time.ts. */
const CHECKED = [
  'src/kernel',
  'src/model',
  'src/trace',
  'src/techniques',
  'src/export',
  'src/scenario',
  'src/protocol',
  'src/worker',
  'src/cli',
  'src/ui',
  'src/theory',
];

/** Path prefixes left out for now (none: every folder above is converted). */
const EXCLUDED: readonly string[] = [];

/** `file: expression` entries that multiply or divide by 1000 for something other than time. */
const NOT_TIME: readonly string[] = [];

/** A multiplication or division by a thousand or a million, in any spelling. */
const THOUSANDS = String.raw`(?:1_?000(?:_?000)?|1e[36]|1000000)`;
const BARE_CONVERSION = new RegExp(
  String.raw`[*/]\s*${THOUSANDS}(?![\w.])|(?<![\w.])${THOUSANDS}\s*\*`,
  'g',
);

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

interface Hit {
  line: number;
  expression: string;
}

/** The bare conversions in one file's text (comments ignored). */
function hitsIn(text: string): Hit[] {
  return withoutComments(text)
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(BARE_CONVERSION)].map((m) => ({ line: i + 1, expression: m[0].trim() })),
    );
}

function bareConversions(text: string): string[] {
  return hitsIn(text).map((h) => `${h.line}: ${h.expression}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('time conversions', () => {
  it('spots a bare factor of a thousand or a million, in code but not in comments', () => {
    expect(bareConversions('const ms = us / 1000;')).toEqual(['1: / 1000']);
    expect(bareConversions('a = t * 1_000;\nb = 1000 * t;\nc = n / 1e6;')).toEqual([
      '1: * 1_000',
      '2: 1000 *',
      '3: / 1e6',
    ]);
    expect(bareConversions('// us / 1000\n/* ms * 1000 */ x = 10 / 100;')).toEqual([]);
    expect(bareConversions('max: 1_000_000, n / 1000.5, y / 10000')).toEqual([]);
  });

  it('checks every folder of src/ except base, whose time.ts holds the conversions', () => {
    const folders = readdirSync(join(ROOT, 'src'))
      .filter((name) => statSync(join(ROOT, 'src', name)).isDirectory() && name !== 'base')
      .map((name) => `src/${name}`);
    expect([...CHECKED].sort()).toEqual(folders.sort());
  });

  it('finds none outside base/time.ts in the checked folders', () => {
    const found = CHECKED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter((file) => !EXCLUDED.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        hitsIn(readFileSync(join(ROOT, file), 'utf8'))
          .filter((h) => !NOT_TIME.includes(`${file}: ${h.expression}`))
          .map((h) => `${file}:${h.line}: ${h.expression}`),
      );
    expect(found).toEqual([]);
  });
});
