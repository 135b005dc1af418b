/**
 * The browser worker bundles no schema library: from its entry, the modules it imports
 * for their values (type-only imports and lazy `import()` left aside) never reach zod. The
 * scenario parser is loaded lazily, only for a run that arrives without the page's parse;
 * so is the thread-level speculation model, only for a run that needs it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../', import.meta.url).pathname;

/** Specifiers of the static value imports and re-exports of a module's text. */
function valueImports(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [
    ...withoutComments.matchAll(
      /^\s*(import|export)\s+(type\s+)?([^'";]*?)from\s+['"]([^'"]+)['"]/gm,
    ),
  ]
    .filter((m) => m[2] === undefined && !/^\{\s*(type\s+[^,}]+,?\s*)+\}\s*$/.test(m[3]!))
    .map((m) => m[4]!);
}

/** Every module reached by static value imports from `entry`, and the packages among them. */
function reach(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string): void => {
    if (modules.has(path)) return;
    modules.add(path);
    for (const spec of valueImports(readFileSync(path, 'utf8'))) {
      if (spec.startsWith('.')) visit(join(dirname(path), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { modules, packages };
}

describe('the browser worker', () => {
  it('imports no schema library for its values; the parser comes only through import()', () => {
    const { modules, packages } = reach(join(SRC, 'worker/sim.worker.ts'));
    expect([...packages].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
    const paths = [...modules].map((m) => relative(SRC, m));
    expect(paths).toContain('model/create-simulation.ts');
    expect(paths).not.toContain('scenario/parse.ts');
    expect(readFileSync(join(SRC, 'worker/sim.worker.ts'), 'utf8')).toMatch(
      /import\('\.\.\/scenario\/parse\.ts'\)/,
    );
  });

  it('loads the thread-level speculation model only through import()', () => {
    const { modules } = reach(join(SRC, 'worker/sim.worker.ts'));
    const paths = [...modules].map((m) => relative(SRC, m));
    expect(paths.filter((p) => p.startsWith('techniques/tls/engine/'))).toEqual([]);
    expect(paths).not.toContain('model/index.ts');
    expect(readFileSync(join(SRC, 'worker/sim.worker.ts'), 'utf8')).toMatch(
      /import\('\.\.\/techniques\/tls\/engine\/tls-model\.ts'\)/,
    );
  });
});
