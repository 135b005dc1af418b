/** Which parameters each built-in scenario offers, and how typed values are judged. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCombinationRefusal } from '../../scenario/combinations.ts';
import { parseScenario } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';
import mplThrashing from '../../../scenarios/mpl-thrashing.json';
import textbook from '../../../scenarios/textbook-2pl.json';
import { applyEdits } from './apply-edits.ts';
import {
  listParameterFields,
  validateFieldInput,
  type ParameterField,
} from './parameter-fields.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

/** Every scenario file in scenarios/, the generated schema aside. */
function allBuiltins(): unknown[] {
  const dir = new URL('../../../scenarios/', import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'schema.json')
    .map((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as unknown);
}

function parsed(doc: unknown): Scenario {
  const result = parseScenario(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function field(fields: readonly ParameterField[], path: string): ParameterField {
  const found = fields.find((f) => f.path === path);
  if (found === undefined) throw new Error(`no field ${path}`);
  return found;
}

describe('listParameterFields', () => {
  it('lists the textbook scenario parameters with its own values', () => {
    const fields = listParameterFields(parsed(textbook));
    const values = Object.fromEntries(fields.map((f) => [f.path, f.value]));
    // New schema fields may add rows; these must be there, with these values.
    expect(values).toMatchObject({
      'workload.terminals': 10,
      'workload.thinkTimeMs.mean': 100,
      'system.database.pages': 200,
      'system.buffer.pages': 120,
      'system.cpu.count': 1,
      'system.disks.count': 2,
      'system.disks.service.averageSeekMs': 8,
      'system.disks.service.rotationMs': 8.3,
      'system.disks.service.transferMs': 0.5,
      'locking.enabled': true,
      'locking.mode': 'read-write',
      'locking.requestCpuMs': 0.05,
      'locking.restartDelayMs': 0,
      'log.enabled': true,
      'log.commit': 'synchronous',
      'log.groupCommit': true,
      'log.groupTimerMs': 0,
      'log.maxGroupRecords': 1000,
      'log.service.ms': 3,
      'run.durationMs': 20000,
      'run.warmupMs': 2000,
    });
    for (const absent of [
      'workload.arrivalRateTps',
      'workload.types.0.weight',
      'system.disks.service.ms',
      'system.disks.service.ms.mean',
      'log.service.averageSeekMs',
    ]) {
      expect(values).not.toHaveProperty([absent]);
    }
  });

  it('lists the thrashing scenario with a time-distribution disk and its defaults', () => {
    const fields = listParameterFields(parsed(mplThrashing));
    const paths = fields.map((f) => f.path);
    expect(paths).toContain('system.disks.service.ms.mean');
    expect(paths).not.toContain('system.disks.service.averageSeekMs');
    expect(paths).not.toContain('workload.arrivalRateTps');
    expect(field(fields, 'workload.thinkTimeMs').value).toBe(0);
    expect(field(fields, 'locking.mode').value).toBe('exclusive');
    expect(field(fields, 'log.enabled').value).toBe(false);
  });

  it('says when a variant or the sweep sets a parameter itself', () => {
    const book = listParameterFields(parsed(textbook));
    expect(field(book, 'locking.enabled').setBy).toEqual([
      'variant "No locking (unsafe reference)"',
    ]);
    expect(field(book, 'workload.terminals').setBy).toEqual([]);
    const mpl = listParameterFields(parsed(mplThrashing));
    expect(field(mpl, 'workload.terminals').setBy).toEqual(['the sweep']);
  });

  it('offers an arrival rate instead of terminals and think time for an open system', () => {
    const open = structuredClone(textbook) as { workload: Record<string, unknown> };
    open.workload['terminals'] = null;
    open.workload['arrivalRateTps'] = 50;
    const paths = listParameterFields(parsed(open)).map((f) => f.path);
    expect(paths).toContain('workload.arrivalRateTps');
    expect(paths).not.toContain('workload.terminals');
    expect(paths).not.toContain('workload.thinkTimeMs.mean');
  });

  it('offers one mix weight per transaction type when there are several', () => {
    const mixed = structuredClone(textbook) as { workload: { types: Record<string, unknown>[] } };
    const first = mixed.workload.types[0]!;
    mixed.workload.types.push({ ...first, name: 'query', weight: 3 });
    const weights = listParameterFields(parsed(mixed)).filter((f) => f.path.endsWith('.weight'));
    expect(weights.map((f) => [f.path, f.label, f.value])).toEqual([
      ['workload.types.0.weight', 'Mix weight: update', 1],
      ['workload.types.1.weight', 'Mix weight: query', 3],
    ]);
  });

  it('offers terminals per type, not mix weights, for types with terminals of their own', () => {
    const split = structuredClone(textbook) as { workload: { types: Record<string, unknown>[] } };
    const first = split.workload.types[0]!;
    split.workload.types.push({ ...first, name: 'large', terminals: 1 });
    const fields = listParameterFields(parsed(split));
    expect(fields.filter((f) => f.path.endsWith('.weight'))).toEqual([]);
    expect(field(fields, 'workload.types.1.terminals').label).toBe('Terminals: large');
  });

  it('widens a limit rather than call the scenario own value out of range', () => {
    const big = structuredClone(mplThrashing) as { workload: Record<string, unknown> };
    big.workload['terminals'] = 2000;
    const terminals = field(listParameterFields(parsed(big)), 'workload.terminals');
    expect(terminals.max).toBe(2000);
    expect(validateFieldInput(terminals, '2000')).toEqual({ ok: true, value: 2000 });
  });

  it('gives every field of every built-in a value the schema accepts, and every choice parses unless it only combines badly with another field', () => {
    for (const doc of allBuiltins()) {
      for (const f of listParameterFields(parsed(doc))) {
        const values = f.kind === 'choice' ? f.choices.map((c) => c.value) : [f.value];
        if (f.kind === 'boolean') values.push(!f.value);
        for (const value of values) {
          const edited = applyEdits(doc, [{ path: f.path, value }]);
          const refused = edited.ok ? [] : edited.errors.filter((e) => !isCombinationRefusal(e));
          expect(refused, `${f.path}=${String(value)}`).toEqual([]);
        }
      }
    }
  });
});

describe('validateFieldInput', () => {
  const fields = listParameterFields(parsed(textbook));
  const terminals = field(fields, 'workload.terminals');
  const think = field(fields, 'workload.thinkTimeMs.mean');

  it('reads whole numbers and numbers, ignoring spaces around them', () => {
    expect(validateFieldInput(terminals, ' 25 ')).toEqual({ ok: true, value: 25 });
    expect(validateFieldInput(think, '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(validateFieldInput(think, '.5')).toEqual({ ok: true, value: 0.5 });
    expect(validateFieldInput(think, '1e3')).toEqual({ ok: true, value: 1000 });
    expect(validateFieldInput(think, '-0')).toEqual({ ok: true, value: 0 });
  });

  it('rejects text outside the field rules with a message naming the field', () => {
    const message = 'Terminals (MPL): must be a whole number from 1 to 500';
    for (const text of ['', 'ten', '2.5', '0', '501', '1e2', '0x10', '1,000']) {
      expect(validateFieldInput(terminals, text)).toEqual({ ok: false, message });
    }
    expect(validateFieldInput(think, '-1')).toEqual({
      ok: false,
      message: 'Think time (mean): must be a number from 0 to 600000 ms',
    });
    expect(validateFieldInput(think, 'Infinity').ok).toBe(false);
  });

  it('says when zero is not allowed but anything above it is', () => {
    const measured = field(fields, 'run.durationMs');
    expect(validateFieldInput(measured, '0')).toEqual({
      ok: false,
      message: 'Measured time: must be a number greater than 0 and at most 3600000 ms',
    });
    expect(validateFieldInput(measured, '0.001')).toEqual({ ok: true, value: 0.001 });
  });

  it('reads toggles as true or false and choices by value only', () => {
    const locking = field(fields, 'locking.enabled');
    const mode = field(fields, 'locking.mode');
    expect(validateFieldInput(locking, 'false')).toEqual({ ok: true, value: false });
    expect(validateFieldInput(locking, 'yes')).toEqual({
      ok: false,
      message: 'Locking: must be on or off',
    });
    expect(validateFieldInput(mode, 'exclusive')).toEqual({ ok: true, value: 'exclusive' });
    const none = validateFieldInput(mode, 'none');
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.message).toMatch(/^Lock modes: must be one of read-write, exclusive/);
  });
});
