import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides.ts';
import { parseScenario } from './parse.ts';
import { planRuns } from './run-plan.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function lines(result: { ok: boolean; errors?: { path: string; message: string }[] }): string[] {
  return result.ok ? [] : (result.errors ?? []).map((e) => `${e.path}: ${e.message}`);
}

describe('field paths inside unions and arrays', () => {
  it('a fractional count names its field inside the union and the values it allows', () => {
    const result = planRuns(textbook, {
      overrides: [{ path: 'workload.types.0.program.0.count', value: 0.5 }],
    });
    expect(lines(result)).toEqual([
      'workload.types.0.program.0.count: expected a whole number or an object, received 0.5',
    ]);
  });

  it('a union nested in a union keeps the outer path (a bad distribution kind)', () => {
    const doc = structuredClone(textbook) as {
      workload: { types: { program: { count: unknown }[] }[] };
    };
    doc.workload.types[0]!.program[0]!.count = { kind: 'fixed', value: -1 };
    expect(lines(parseScenario(doc))).toEqual([
      expect.stringMatching(/^workload\.types\.0\.program\.0\.count\.value: /),
    ]);
  });

  it('an override past the end of an array names the missing entry, not the holes before it', () => {
    const result = applyOverrides(textbook, [{ path: 'workload.types.99.name', value: 'x' }]);
    expect(lines(result)).toEqual([
      'workload.types.99: there is no such entry (workload.types has 1, so the next is 1)',
    ]);
  });
});
