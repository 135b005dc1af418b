import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides.ts';
import { scenarioJsonSchemaText } from './json-schema.ts';
import { parseScenario } from './parse.ts';
import { planRuns } from './run-plan.ts';

const DIR = new URL('../../scenarios/', import.meta.url);
const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('textbook-2pl.json', DIR), 'utf8'),
);

function refusal(path: string, value: unknown): string[] {
  const applied = applyOverrides(textbook, [{ path, value }]);
  if (!applied.ok) return applied.errors.map((e) => `${e.path}: ${e.message}`);
  const parsed = parseScenario(applied.value);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('limits in the schema', () => {
  it('every built-in scenario is within the limits', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'schema.json');
    for (const file of files) {
      const result = parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
      expect(result.ok ? file : `${file}: ${JSON.stringify(result.errors)}`).toBe(file);
    }
  });

  const cases: [string, unknown, RegExp][] = [
    ['workload.types.0.program.0.count', 1e9, /<=10000/],
    ['workload.types.0.program.0.count', { kind: 'uniform', min: 1, max: 1e9 }, /<=10000/],
    ['workload.types.0.program.0.count', { kind: 'geometric', mean: 1e9 }, /<=10000/],
    ['workload.terminals', 10_000, /<=2000/],
    ['title', 'x'.repeat(10_000), /<=200 characters/],
    ['description', 'x'.repeat(100_000), /<=10000 characters/],
    ['workload.thinkTimeMs', 1e12, /<=1000000000/],
    ['workload.thinkTimeMs', { kind: 'exponential', mean: 1e300 }, /<=1000000000/],
    ['workload.types.0.program.0.cpuMs', { kind: 'uniform', min: 0, max: 1e20 }, /<=1000000000/],
    ['workload.types.0.weight', 1e300, /<=1000000000/],
    [
      'system.disks.service',
      { kind: 'mechanical', averageSeekMs: 1e12, rotationMs: 1, transferMs: 1 },
      /<=60000/,
    ],
    ['system.buffer.preload', { first: 1e15, count: 1 }, /<=100000000/],
    ['workload.types.0.program.0.region', { first: 0, count: 1e15 }, /<=100000000/],
    ['log.maxGroupRecords', 1e15, /<=1000000/],
    ['teaching', Array.from({ length: 201 }, () => ({ text: 'x' })), /<=200 items/],
    [
      'workload.types',
      Array.from({ length: 101 }, () => ({ name: 't', program: [{ op: 'cpu', ms: 1 }] })),
      /<=100 items/,
    ],
  ];
  for (const [path, value, range] of cases) {
    it(`refuses ${path} = ${JSON.stringify(value).slice(0, 30)} naming the field and the range`, () => {
      const found = refusal(path, value);
      expect(found).toHaveLength(1);
      expect(found[0]!.startsWith(`${path}`)).toBe(true);
      expect(found[0]).toMatch(range);
    });
  }

  it('gives every number and every list in the format a largest allowed value or length', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Record<string, unknown>;
      const numeric = n['type'] === 'number' || n['type'] === 'integer';
      const bounded = ['maximum', 'exclusiveMaximum', 'const'].some((k) => n[k] !== undefined);
      if (numeric && !bounded) unbounded.push(path);
      if (n['type'] === 'array' && n['maxItems'] === undefined) unbounded.push(path);
      for (const [key, child] of Object.entries(n)) walk(child, `${path}.${key}`);
    };
    walk(JSON.parse(scenarioJsonSchemaText()), '');
    expect(unbounded).toEqual([]);
  });

  it('refuses an arrival rate of 1e12 per second naming the field and the range', () => {
    const applied = applyOverrides(textbook, [
      { path: 'workload.terminals', value: null },
      { path: 'workload.arrivalRateTps', value: 1e12 },
    ]);
    expect(applied.ok).toBe(true);
    const parsed = applied.ok ? parseScenario(applied.value) : applied;
    expect(parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      expect.stringMatching(/^workload\.arrivalRateTps: .*<=10000/),
    ]);
  });

  function nestedLoops(levels: number, count: number): unknown {
    const doc = structuredClone(textbook) as { workload: { types: { program: unknown[] }[] } };
    let program = doc.workload.types[0]!.program;
    for (let i = 0; i < levels; i++) program = [{ op: 'loop', count, body: program }];
    doc.workload.types[0]!.program = program;
    return doc;
  }

  function errorsOf(doc: unknown): string[] {
    const parsed = parseScenario(doc);
    return parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`);
  }

  it('refuses loops nested 20 deep with count 2 (50 deep is past the document depth), naming the first loop too deep and the limit', () => {
    expect(errorsOf(nestedLoops(20, 2))).toEqual([
      expect.stringMatching(
        /^workload\.types\.0\.program(\.0\.body){8}\.0: loops nested deeper than 8 levels$/,
      ),
    ]);
  });

  it('refuses counts that multiply past a million repetitions, naming the step and the limit', () => {
    expect(errorsOf(nestedLoops(3, 1000))).toEqual([
      expect.stringMatching(
        /^workload\.types\.0\.program\.0\.body\.0\.body\.0\.count: up to 1000000000 repetitions .*at most 1000000 allowed$/,
      ),
    ]);
  });

  it('refuses a document of more than 5,000 values before parsing it, naming where and the limit', () => {
    const doc = structuredClone(textbook) as { teaching: unknown[] };
    doc.teaching = Array.from({ length: 6000 }, () => 'x');
    expect(errorsOf(doc)).toEqual([
      expect.stringMatching(/^teaching\.\d+: more than 5000 values in one scenario/),
    ]);
  });

  it('refuses a sweep that would check more than 30,000 values in planning, naming sweep.values', () => {
    const doc = structuredClone(textbook) as Record<string, unknown>;
    doc['compare'] = Array.from({ length: 8 }, (_, i) => ({ id: `v${i}`, title: 'v', set: {} }));
    doc['sweep'] = {
      param: 'workload.terminals',
      values: Array.from({ length: 200 }, (_, i) => i + 1),
    };
    const plan = planRuns(doc, { sweep: true });
    expect(plan.ok ? [] : plan.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      expect.stringMatching(/^sweep\.values: 1600 runs of \d+ values each is more than 30000/),
    ]);
  });
});
