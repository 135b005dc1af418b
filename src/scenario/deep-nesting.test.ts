import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides.ts';
import { parseScenario, parseScenarioText } from './parse.ts';
import { MAX_JSON_DEPTH } from './structure.ts';
import { MAX_LOOP_NESTING } from './step-work.ts';
import { decodeLink, encodeLink } from './url-codec.ts';
import { readScenarioFile } from '../ui/share/scenario-file.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

/** Textbook with its first type's program wrapped in `levels` loops that each run once. */
function nestedLoops(levels: number): unknown {
  const doc = structuredClone(textbook) as {
    workload: { types: { program: unknown[] }[] };
  };
  let program = doc.workload.types[0]!.program;
  for (let i = 0; i < levels; i++) {
    program = [{ op: 'loop', count: 1, body: program }];
  }
  doc.workload.types[0]!.program = program;
  return doc;
}

/** An array nested `levels` deep, built without recursion. */
function deepArray(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

function lines(result: { ok: boolean; errors?: { path: string; message: string }[] }): string[] {
  return result.ok ? [] : (result.errors ?? []).map((e) => `${e.path}: ${e.message}`);
}

const DEPTH_MESSAGE = new RegExp(`nested deeper than ${MAX_JSON_DEPTH} levels`);

describe('depth is checked before any recursion', () => {
  it('a few nested loops still parse (the limit leaves room for real scenarios)', () => {
    expect(parseScenario(nestedLoops(MAX_LOOP_NESTING)).ok).toBe(true);
  });

  it('parseScenario refuses loops nested 1,000 deep in one line naming the program and the limit', () => {
    const found = lines(parseScenario(nestedLoops(1000)));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^workload\.types\.0\.program\.0\.body\.0\.body\./);
    expect(found[0]).toMatch(DEPTH_MESSAGE);
    expect(found[0]).not.toMatch(/\n/);
  });

  it('parseScenarioText refuses an array nested 100,000 deep without overflowing the stack', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(lines(parseScenarioText(text))).toEqual([expect.stringMatching(DEPTH_MESSAGE)]);
  });

  it('applyOverrides refuses a value nested 50,000 deep, naming the overridden path', () => {
    const result = applyOverrides(textbook, [
      { path: 'workload.terminals', value: deepArray(50_000) },
    ]);
    const found = lines(result);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^workload\.terminals(\.0)*: /);
    expect(found[0]).toMatch(DEPTH_MESSAGE);
  });

  it('a link carrying loops nested 1,000 deep is refused naming the scenario field', () => {
    const link = encodeLink({
      scenario: { kind: 'inline', doc: nestedLoops(1000) },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
    });
    const found = lines(decodeLink(link));
    expect(found).toEqual([expect.stringMatching(/^scenario\.workload\.types\.0\.program\./)]);
    expect(found[0]).toMatch(DEPTH_MESSAGE);
  });

  it('a file import of loops nested 1,000 deep is refused naming the file, the field and the limit', () => {
    const result = readScenarioFile(JSON.stringify(nestedLoops(1000)), 'deep.json');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^deep\.json: workload\.types\.0\.program\./);
      expect(result.message).toMatch(DEPTH_MESSAGE);
    }
  });
});
