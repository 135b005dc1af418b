/**
 * What the fuzz tests found, kept as fixed cases: each input here once gave a refusal that
 * was not one clean line naming its field.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioText } from '../../src/scenario/parse.ts';
import { parseOverrideText } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { decodeLink } from '../../src/scenario/url-codec.ts';
import { readAppLink } from '../../src/ui/share/app-link.ts';
import { readScenarioFile } from '../../src/ui/share/scenario-file.ts';
import { BUILTINS, applyMutation, pathsOf } from './mutations.ts';
import { badLine, badRefusal } from './refusal.ts';

function builtin(id: string): Record<string, unknown> {
  return structuredClone(BUILTINS.find((b) => b.id === id)!.doc) as Record<string, unknown>;
}

describe('fuzz findings', () => {
  it('quotes a value holding U+2028 and U+2029 on one line (seed -738083676)', () => {
    const doc = builtin('textbook-2pl') as {
      workload: { types: { program: { count: unknown }[] }[] };
    };
    doc.workload.types[0]!.program[0]!.count = 'line one\nline two\r\n\u2028\u2029';
    const parsed = parseScenario(doc);
    expect(parsed.ok ? null : badRefusal(parsed.errors)).toBeNull();
    expect(parsed.ok ? '' : parsed.errors[0]!.message).toContain('\\u2028\\u2029');
  });

  it('refuses JSON text with a NUL and a line break near the mistake on one line', () => {
    const text = '\u0000\n  "$schema": 1}';
    const parsed = parseScenarioText(text);
    expect(parsed.ok ? null : badRefusal(parsed.errors)).toBeNull();
    const file = readScenarioFile(text, 'broken.json');
    expect(file.ok ? null : badLine(file.message)).toBeNull();
  });

  it('keeps a file name with a line break on the refusal line', () => {
    const file = readScenarioFile('{', 'two\nlines.json');
    expect(file.ok ? null : file.message).toMatch(/^two\\nlines\.json: not JSON/);
  });

  it('ignores empty parameters in a link instead of refusing "link." as given twice', () => {
    const link = 'v=1&&id=textbook-2pl&&seed=0';
    expect(decodeLink(link)).toMatchObject({ ok: true });
  });

  it('ignores a repeated unknown link parameter instead of echoing its 1,500-character key', () => {
    const key = 'A'.repeat(1500);
    expect(decodeLink(`v=1&id=textbook-2pl&${key}=1&${key}=2`)).toMatchObject({ ok: true });
    expect(decodeLink(`v=1&id=textbook-2pl&a%0Ab=1&a%0Ab=2`)).toMatchObject({ ok: true });
  });

  it("lists at most four of a link's problems in the message the page shows", () => {
    const reading = readAppLink('#v=1&seed=-1&t=-1&variant=X&embed=2&id=Y', []);
    expect(reading.kind).toBe('error');
    if (reading.kind === 'error') {
      expect(reading.errors).toHaveLength(5);
      expect(reading.message).toMatch(/; and 1 more\.$/);
    }
  });

  function setRefusal(...texts: string[]): string | null {
    const overrides = texts.map((t) => {
      const o = parseOverrideText(t);
      if (!o.ok) throw new Error('unreadable');
      return o.value;
    });
    const plan = planRuns(builtin('textbook-2pl'), { overrides });
    return plan.ok ? 'accepted' : badRefusal(plan.errors);
  }

  it('refuses a --set path holding a line break on one line', () => {
    expect(setRefusal('workload.terminals\nseed={"__proto__":{"polluted":1}}')).toBeNull();
  });

  it('refuses a --set path of 2,001 names without quoting its 4,000 characters', () => {
    expect(setRefusal(`${'x.'.repeat(2000)}x=[[1]]`, 'seed=1')).toBeNull();
    expect(setRefusal(`${'a'.repeat(5000)}={"__proto__":1}`)).toBeNull();
  });

  it('quotes a swept value cut short when a variant refuses it', () => {
    const doc = builtin('mpl-thrashing') as { sweep: { param: string; values: unknown[] } };
    doc.sweep.values = ['x'.repeat(5000)];
    const plan = planRuns(doc, { sweep: true });
    expect(plan.ok ? 'accepted' : badRefusal(plan.errors)).toBeNull();
  });

  it('names an unknown empty key as "" (seed -1145872137)', () => {
    const doc = builtin('textbook-2pl');
    doc[''] = 1;
    (doc['workload'] as Record<string, unknown>)[''] = 2;
    const parsed = parseScenario(doc);
    expect(parsed.ok ? [] : parsed.errors).toEqual(
      expect.arrayContaining([
        { path: '""', message: 'unknown field' },
        { path: 'workload.""', message: 'unknown field' },
      ]),
    );
  });

  it('keeps a refinement quoting a device name with line breaks on one line (seed 111985874)', () => {
    const doc = builtin('storage-db-placement') as { storage: { files: { device: string }[] } };
    doc.storage.files[0]!.device = 'line one\nline two\r\n\u2028';
    const parsed = parseScenario(doc);
    expect(parsed.ok ? 'accepted' : badRefusal(parsed.errors)).toBeNull();
  });

  it('cuts short a device name too long for an id in the refinement naming it (seed 303)', () => {
    // The id's own refusal (at most 80 characters) did not stop the device refinement,
    // which quoted all 100,000 characters.
    const doc = builtin('storage-log-placement') as { storage: { files: { device: string }[] } };
    doc.storage.files[0]!.device = 'x'.repeat(100_000);
    const parsed = parseScenario(doc);
    expect(parsed.ok ? 'accepted' : badRefusal(parsed.errors)).toBeNull();
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.path)).toContain('storage.files.0.device');
  });

  it('mutates a key added to a document replaced by an array (FUZZ_SEED=101)', () => {
    // The fuzz input generator threw: the 'version' key added to an array became the path
    // [NaN], and a later mutation below it read a property of undefined.
    let doc = applyMutation(builtin('textbook-2pl'), { kind: 'replace', pick: 0, value: [null] });
    doc = applyMutation(doc, { kind: 'version', value: { x: 1 } });
    expect(pathsOf(doc)).toContainEqual(['version', 'x']);
    for (let pick = 0; pick < pathsOf(doc).length; pick++) {
      expect(applyMutation(doc, { kind: 'delete', pick })).toBeDefined();
      expect(applyMutation(doc, { kind: 'replace', pick, value: 2 })).toBeDefined();
    }
    expect(applyMutation(doc, { kind: 'delete', pick: 2 })).toEqual([null]);
  });
});
