/**
 * Fuzzing `--set`, the override path the CLI (and variants and sweeps) use: real parameter
 * paths of the built-ins and hostile ones (prototype segments, empty segments, far indexes),
 * with hostile values written as JSON text, through `parseOverrideText` and `planRuns` as
 * the CLI calls them. Nothing throws, every refusal names a field on one line, and no
 * object prototype is ever changed. Runs scale with FUZZ_RUNS.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOverrideText, type Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { BUILTINS, fuzzOptions, hostileValue, pathsOf } from './mutations.ts';
import { badRefusal, expectNone } from './refusal.ts';

const HOSTILE_PATHS = [
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'workload.__proto__.terminals',
  'workload.types.0.constructor',
  'prototype',
  'workload..terminals',
  '.workload',
  'workload.',
  'workload.types.99999999.name',
  'workload.types.-1.name',
  'workload.types.1e3',
  'system.cpu.count.value',
  'a'.repeat(5000),
  'x.'.repeat(2000) + 'x',
  'workload.terminals\nseed',
  ' workload.terminals ',
  '',
];

/** A `--set` argument: a path (real or hostile) `=` a value's text (JSON or not). */
const setText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...BUILTINS),
    fc.nat(),
    fc.oneof(fc.constant(null), fc.constantFrom(...HOSTILE_PATHS), fc.string({ maxLength: 20 })),
    fc.oneof(
      hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom('1e400', '-1e400', '[', '{"a":', 'NaN', 'Infinity', '0x10', '', '='),
      fc.string({ maxLength: 20 }),
    ),
  )
  .map(([builtin, pick, hostile, value]) => {
    const paths = pathsOf(builtin.doc).filter((p) => p.length > 0);
    const path = hostile ?? paths[pick % paths.length]!.join('.');
    return `${path}=${value}`;
  });

const setCase = fc.tuple(
  fc.constantFrom(...BUILTINS.map((b) => b.id)).map((id) => BUILTINS.find((b) => b.id === id)!),
  fc.array(setText, { minLength: 1, maxLength: 3 }),
  fc.boolean(),
);

describe('fuzzing --set', () => {
  afterAll(() => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('plans or refuses every built-in with fuzzed --set values, never throwing, each refusal naming a field', () => {
    fc.assert(
      fc.property(setCase, ([builtin, texts, sweep]) => {
        const overrides: Override[] = [];
        for (const text of texts) {
          const o = parseOverrideText(text);
          if (!o.ok) return expectNone(badRefusal(o.errors));
          overrides.push(o.value);
        }
        const plan = planRuns(builtin.doc, {
          overrides,
          sweep: sweep && builtin.id.length % 3 === 0,
        });
        if (!plan.ok) expectNone(badRefusal(plan.errors));
        expectNone(({} as Record<string, unknown>)['polluted'] === undefined ? null : 'polluted');
      }),
      fuzzOptions(0.25),
    );
  });
});
