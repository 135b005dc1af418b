import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOverrideText } from './overrides.ts';
import { parseScenario, parseScenarioText } from './parse.ts';
import { planRuns } from './run-plan.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function errorsOf(doc: unknown): string[] {
  const result = parseScenario(doc);
  return result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('parseScenario', () => {
  it('accepts the built-in scenario and fills in defaults', () => {
    const result = parseScenario(textbook);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value.workload.types[0]!.program[0]).toMatchObject({ distinct: true });
  });

  it('names the path of a value out of range', () => {
    const doc = structuredClone(textbook) as { system: { cpu: { count: number } } };
    doc.system.cpu.count = 0;
    expect(errorsOf(doc)).toEqual([expect.stringMatching(/^system\.cpu\.count: /)]);
  });

  it('names an unknown field', () => {
    expect(errorsOf({ ...textbook, colour: 'red' })).toEqual(['colour: unknown field']);
  });

  it('names the deepest field of a broken distribution', () => {
    const doc = structuredClone(textbook) as { workload: { thinkTimeMs: unknown } };
    doc.workload.thinkTimeMs = { kind: 'exponential', mean: -3 };
    expect(errorsOf(doc)[0]).toMatch(/^workload\.thinkTimeMs\.mean: /);
  });

  it('rejects a missing, future or malformed version', () => {
    const { version: _dropped, ...noVersion } = textbook;
    expect(errorsOf(noVersion)[0]).toMatch(/^version: missing/);
    expect(errorsOf({ ...textbook, version: 99 })[0]).toMatch(/^version: 99 is newer/);
  });

  it('requires exactly one of terminals and an arrival rate', () => {
    const doc = structuredClone(textbook) as { workload: Record<string, unknown> };
    doc.workload['arrivalRateTps'] = 5;
    expect(errorsOf(doc)[0]).toMatch(/^workload\.terminals: set exactly one/);
  });

  it('rejects a region past the end of the database', () => {
    const doc = structuredClone(textbook) as {
      workload: { types: { program: Record<string, unknown>[] }[] };
    };
    doc.workload.types[0]!.program[0]!['region'] = { first: 150, count: 100 };
    expect(errorsOf(doc)[0]).toMatch(
      /^workload\.types\.0\.program\.0\.region: pages 150\.\.249 run past/,
    );
  });

  it('refuses a flush-latency model for a log that a storage tier holds', () => {
    const doc = structuredClone(textbook) as Record<string, unknown>;
    doc['log'] = { enabled: true, flushLatency: { baseMs: 6 } };
    doc['storage'] = { devices: [{ id: 'log', kind: 'ssd' }], log: { device: 'log' } };
    expect(errorsOf(doc)).toEqual([
      expect.stringMatching(/^log\.flushLatency: the log is on the storage tier 'log'/),
    ]);
    doc['log'] = { enabled: true };
    expect(errorsOf(doc)).toEqual([]);
  });

  it('rejects a closed workload that could never advance the clock', () => {
    const doc = structuredClone(textbook) as { workload: Record<string, unknown> };
    doc.workload['thinkTimeMs'] = 0;
    doc.workload['types'] = [{ name: 'empty', program: [{ op: 'access', count: 2 }] }];
    expect(errorsOf(doc)[0]).toMatch(/^workload\.types\.0: needs some CPU time/);
  });

  it('reports text that is not JSON without throwing', () => {
    const result = parseScenarioText('{"version": 1,');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.message).toMatch(/not valid JSON/);
  });
});

describe('overrides and run plans', () => {
  it('read --set values as JSON when they parse, else as text', () => {
    expect(parseOverrideText('workload.terminals=20')).toEqual({
      ok: true,
      value: { path: 'workload.terminals', value: 20 },
    });
    expect(parseOverrideText('locking.mode=exclusive')).toEqual({
      ok: true,
      value: { path: 'locking.mode', value: 'exclusive' },
    });
    expect(parseOverrideText('no-equals').ok).toBe(false);
  });

  it('expand compare variants, applying the caller overrides and then the variant', () => {
    const plan = planRuns(textbook, {
      overrides: [
        { path: 'locking.enabled', value: true },
        { path: 'workload.terminals', value: 4 },
      ],
      seed: 9,
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(
      plan.value.map((r) => [
        r.variant,
        r.scenario.locking.enabled,
        r.scenario.workload.terminals,
        r.scenario.seed,
      ]),
    ).toEqual([
      ['2pl', true, 4, 9],
      ['no-locks', false, 4, 9],
    ]);
  });

  it('name the field of a bad override', () => {
    const plan = planRuns(textbook, { overrides: [{ path: 'workload.terminalz', value: 4 }] });
    expect(plan.ok ? [] : plan.errors).toEqual([
      { path: 'workload.terminalz', message: 'unknown field' },
    ]);
    const range = planRuns(textbook, { overrides: [{ path: 'system.buffer.pages', value: -1 }] });
    expect(range.ok ? '' : range.errors[0]!.path).toBe('system.buffer.pages');
  });

  it('expand a sweep into every value for every variant, and refuse a sweep where there is none', () => {
    expect(planRuns(textbook, { sweep: true })).toMatchObject({
      ok: false,
      errors: [{ path: 'sweep' }],
    });
    const swept = planRuns(
      { ...textbook, sweep: { param: 'workload.terminals', values: [2, 4, 8] } },
      { sweep: true },
    );
    expect(swept.ok && swept.value.map((r) => `${r.variant}:${String(r.value)}`)).toEqual([
      '2pl:2',
      'no-locks:2',
      '2pl:4',
      'no-locks:4',
      '2pl:8',
      'no-locks:8',
    ]);
  });
});
