/**
 * Test files share their worker's modules (vite.config.ts, `isolate: false`), so a file
 * that replaces a module (`vi.mock`, `vi.doMock`) or starts the module registry afresh
 * (`vi.resetModules`) would change what the files after it import. Such a file must be
 * named *.isolated.test.ts, which runs in a project of its own with fresh modules. This
 * check reads every test file under src/ and tests/ and fails on one that does not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const MODULE_STATE = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

describe('test isolation', () => {
  const files = [...testFiles(join(ROOT, 'src')), ...testFiles(join(ROOT, 'tests'))];

  it('finds the test files, the isolated ones among them', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.filter((f) => f.endsWith('.isolated.test.ts')).length).toBeGreaterThan(0);
  });

  it('names every file that mocks or resets modules *.isolated.test.ts', () => {
    const shared = files.filter((f) => !f.endsWith('.isolated.test.ts'));
    // This file names the calls in its pattern only.
    const offenders = shared
      .filter((f) => !f.endsWith('test-isolation.test.ts'))
      .filter((f) => MODULE_STATE.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('would catch a mock in a shared file', () => {
    expect(MODULE_STATE.test("vi.mock('../parse.ts', () => ({}));")).toBe(true);
    expect(MODULE_STATE.test('vi.resetModules();')).toBe(true);
    expect(MODULE_STATE.test('vi.mocked(parse)')).toBe(false);
  });
});
