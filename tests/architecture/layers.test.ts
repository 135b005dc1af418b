/**
 * The layering rules of docs/design.md, checked on the source: pure layers import nothing
 * above them, and the engine never reads the wall clock or Math.random (its determinism
 * depends on it). The TypeScript configs add the other half: the pure layers compile
 * without DOM or Node types.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

/** Which top-level folders of src/ each layer may import from (besides itself). */
const ALLOWED: Record<string, string[]> = {
  base: [],
  trace: ['base'],
  scenario: ['base'],
  kernel: ['base', 'scenario'],
  model: ['base', 'kernel', 'trace', 'scenario', 'techniques'],
  export: ['base', 'trace', 'scenario'],
  protocol: ['base', 'trace', 'scenario', 'export'],
  worker: ['base', 'model', 'trace', 'scenario', 'protocol', 'export'],
  cli: ['base', 'model', 'trace', 'scenario', 'export'],
  theory: ['base', 'scenario'],
  ui: ['base', 'trace', 'scenario', 'protocol', 'export', 'worker', 'theory'],
};

/**
 * A technique's folder (src/techniques/<name>/) may import these layers; its page part
 * (`ui/`) may also import the page. It never imports another technique.
 */
const TECHNIQUE_ALLOWED = ['base', 'kernel', 'model', 'trace', 'scenario'];
const TECHNIQUE_UI_ALLOWED = [...TECHNIQUE_ALLOWED, 'export', 'ui'];

/**
 * The registries: the only files outside src/techniques that import a technique, each
 * listing every technique's part for its layer once. The trace layer has four: the event
 * union (`trace-event.ts`), the technique marks in the timeline model (`timeline-model.ts`),
 * the technique stats folds (`technique-folds.ts`) and `segments.ts`, which must call the
 * TLS timeline builder itself because a TLS run's CPU lanes are folded in the same pass as
 * the rest of the timeline model (the page and the Chrome-trace export both read them).
 * Every other core trace file reaches technique types only through the first two.
 */
const REGISTRIES = [
  'model/registry.ts',
  'trace/trace-event.ts',
  'trace/timeline-model.ts',
  'trace/technique-folds.ts',
  'trace/segments.ts',
  'scenario/technique-sections.ts',
  'export/technique-rows.ts',
  'export/chrome-trace-techniques.ts',
  'ui/technique-views.ts',
];

/** `techniques/two-stage/ui/x.ts` -> { technique: 'two-stage', ui: true }. */
function techniqueOf(path: string): { technique: string; ui: boolean } | null {
  const parts = relative(SRC, path).split('/');
  if (parts[0] !== 'techniques' || parts.length < 3) return null;
  return { technique: parts[1]!, ui: parts[2] === 'ui' };
}

/**
 * A technique's scenario section (`techniques/<name>/schema.ts`) is part of the format: it
 * imports only base and these scenario helpers, so the scenario layer stays whole without
 * the engine, the trace or another technique.
 */
const SCHEMA_HELPERS = ['scenario/distributions.ts', 'scenario/zod.ts'];

/** The engine's layers, pure like base, trace, scenario and export. */
const PURE = ['base', 'kernel', 'model', 'techniques', 'trace', 'scenario', 'export', 'theory'];

/** The only model file that may import techniques: the registry lists them. */
const MODEL_REGISTRY = 'model/registry.ts';

/** The only model file a technique may import: the seams and the model's surface. */
const MODEL_SEAMS = 'model/seams.ts';
/** The engine's entries for the CLI and the worker. */
const ENGINE_ENTRIES = ['model/index.ts', 'model/create-simulation.ts'];

/** Layers that reach the engine only through its one entry, src/model/index.ts. */
const ENGINE_USERS = ['cli', 'worker'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

const files = sourceFiles(SRC).map((path) => ({ path, layer: relative(SRC, path).split('/')[0]! }));

describe('layering', () => {
  it('each layer imports only the layers below it, and techniques only through registries', () => {
    const violations: string[] = [];
    for (const { path, layer } of files) {
      const own = techniqueOf(path);
      const allowed =
        own === null ? ALLOWED[layer] : own.ui ? TECHNIQUE_UI_ALLOWED : TECHNIQUE_ALLOWED;
      if (allowed === undefined) continue;
      const isRegistry = REGISTRIES.includes(relative(SRC, path));
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const targetPath = join(path, '..', spec);
        const target = relative(SRC, targetPath).split('/')[0]!;
        const targetTechnique = techniqueOf(targetPath);
        const ok =
          targetTechnique !== null
            ? own !== null
              ? own.technique === targetTechnique.technique
              : isRegistry
            : target === layer || allowed.includes(target);
        if (!ok) violations.push(`${relative(SRC, path)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("a technique's scenario section imports only base and the scenario's helpers", () => {
    const schemas = files.filter((f) =>
      /^techniques\/[^/]+\/schema\.ts$/.test(relative(SRC, f.path)),
    );
    expect(schemas.length).toBeGreaterThan(0);
    const violations: string[] = [];
    for (const { path } of schemas) {
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = relative(SRC, join(path, '..', spec));
        if (!target.startsWith('base/') && !SCHEMA_HELPERS.includes(target))
          violations.push(`${relative(SRC, path)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('the model imports techniques only in its registry', () => {
    const violations: string[] = [];
    for (const { path, layer } of files) {
      if (layer !== 'model' || relative(SRC, path) === MODEL_REGISTRY) continue;
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        if (relative(SRC, join(path, '..', spec)).startsWith('techniques/'))
          violations.push(`${relative(SRC, path)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('a technique imports base, kernel, trace, scenario and model/seams.ts, and its ui part ui too', () => {
    const violations: string[] = [];
    for (const { path, layer } of files) {
      if (layer !== 'techniques') continue;
      const [, technique, part] = relative(SRC, path).split('/');
      const allowed = ['base', 'kernel', 'trace', 'scenario', ...(part === 'ui' ? ['ui'] : [])];
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = relative(SRC, join(path, '..', spec));
        const [top, targetTechnique] = target.split('/');
        const ownFolder = top === 'techniques' && targetTechnique === technique;
        if (!ownFolder && target !== MODEL_SEAMS && !allowed.includes(top!))
          violations.push(`${relative(SRC, path)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  // model/create-simulation.ts is the same entry without the models loaded on demand
  // (model/loaded-models.ts), for the browser worker, which loads them only when a run needs them.
  it('the CLI and the worker import the engine only through model/index.ts or model/create-simulation.ts', () => {
    const violations: string[] = [];
    for (const { path, layer } of files) {
      if (!ENGINE_USERS.includes(layer)) continue;
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = relative(SRC, join(path, '..', spec));
        if (target.startsWith('model/') && !ENGINE_ENTRIES.includes(target))
          violations.push(`${relative(SRC, path)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('the pure layers use no wall clock, no Math.random and no DOM', () => {
    const impure =
      /Math\.random|Date\.now|performance\.now|setTimeout|setInterval|\bdocument\.|\bwindow\./;
    const offenders = files
      .filter((f) => PURE.includes(f.layer) && techniqueOf(f.path)?.ui !== true)
      .filter((f) => impure.test(withoutComments(readFileSync(f.path, 'utf8'))))
      .map((f) => relative(SRC, f.path));
    expect(offenders).toEqual([]);
  });
});
