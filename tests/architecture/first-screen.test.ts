/**
 * What the page's first screen may load: following only the static imports from the entry
 * (src/main.tsx), as the bundler does for the chunk every visit downloads, no module reaches
 * the schema library or the scenario parser; they are loaded on demand (src/ui/app/
 * scenario-parser.ts). Nor does it reach d3: the charts that draw with it are chunks of their own. Type-only imports are left out (they emit no code), and so are dynamic
 * `import()`s (separate chunks). Leaves out sizes: `bench/ui-bench.ts` measures them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

/** Static imports and re-exports that emit code: `import type` and `{ type A, type B }` do not. */
function codeImportsOf(text: string): string[] {
  const specs: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) {
    if (m[2] !== undefined) continue;
    const names = m[3]!.trim();
    const braces = /^\{([\s\S]*)\}$/.exec(names);
    const allTypes =
      braces !== null &&
      braces[1]!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== '')
        .every((n) => n.startsWith('type '));
    if (!allTypes) specs.push(m[4]!);
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(m[1]!);
  return specs;
}

/** Every module the entry reaches statically, each with the module that imports it. */
function staticGraph(entry: string): Map<string, string | null> {
  const importer = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of codeImportsOf(readFileSync(file, 'utf8'))) {
      const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
      if (importer.has(target) || (spec.startsWith('.') && !existsSync(target))) continue;
      importer.set(target, file);
      if (spec.startsWith('.')) queue.push(target);
    }
  }
  return importer;
}

function chain(graph: Map<string, string | null>, module: string): string {
  const path: string[] = [];
  for (let m: string | null | undefined = module; m; m = graph.get(m)) {
    path.push(m.startsWith('/') ? relative(SRC, m) : m);
  }
  return path.join(' <- ');
}

describe('the first screen', () => {
  it('reaches neither zod nor the scenario parser through static imports', () => {
    const graph = staticGraph(resolve(SRC, 'main.tsx'));
    expect(graph.size).toBeGreaterThan(100);
    const forbidden = [...graph.keys()].filter(
      (m) => m === 'zod' || m.startsWith('zod/') || m === resolve(SRC, 'scenario/parse.ts'),
    );
    expect(forbidden.map((m) => chain(graph, m))).toEqual([]);
  });

  it('reaches no d3 module through static imports', () => {
    const graph = staticGraph(resolve(SRC, 'main.tsx'));
    const forbidden = [...graph.keys()].filter((m) => m === 'd3' || m.startsWith('d3-'));
    expect(forbidden.map((m) => chain(graph, m))).toEqual([]);
  });
});
