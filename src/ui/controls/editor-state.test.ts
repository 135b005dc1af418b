/** Editing round trip: drafts -> overrides -> edited document -> parse, and error placement. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parse.ts';
import mplThrashing from '../../../scenarios/mpl-thrashing.json';
import textbook from '../../../scenarios/textbook-2pl.json';
import { applyEdits } from './apply-edits.ts';
import { draftsFor, isChanged, placeErrors, readDrafts, sameOverrides } from './editor-state.ts';
import { listParameterFields, type ParameterField } from './parameter-fields.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

function fieldsOf(doc: unknown): ParameterField[] {
  const result = parseScenario(doc);
  if (!result.ok) throw new Error('does not parse');
  return listParameterFields(result.value);
}

describe('drafts and overrides', () => {
  const fields = fieldsOf(textbook);

  it('start from the scenario own values and give no overrides', () => {
    const drafts = draftsFor(fields, []);
    expect(drafts['workload.terminals']).toBe('10');
    expect(drafts['locking.enabled']).toBe('true');
    expect(readDrafts(fields, drafts)).toEqual({ overrides: [], problems: new Map() });
    expect(fields.some((f) => isChanged(f, drafts))).toBe(false);
  });

  it('show applied overrides and give them back unchanged', () => {
    const applied = [
      { path: 'workload.terminals', value: 40 },
      { path: 'log.commit', value: 'asynchronous' },
    ];
    const drafts = draftsFor(fields, applied);
    expect(drafts['workload.terminals']).toBe('40');
    expect(sameOverrides(readDrafts(fields, drafts).overrides, applied)).toBe(true);
  });

  it('turn edits into overrides only where the value differs', () => {
    const drafts = {
      ...draftsFor(fields, []),
      'workload.terminals': ' 25',
      'system.buffer.pages': '120.0',
      'locking.enabled': 'false',
    };
    expect(readDrafts(fields, drafts).overrides).toEqual([
      { path: 'workload.terminals', value: 25 },
      { path: 'locking.enabled', value: false },
    ]);
    const terminals = fields.find((f) => f.path === 'workload.terminals')!;
    expect(isChanged(terminals, drafts)).toBe(true);
  });

  it('keep invalid text, report it by path, and count it as changed', () => {
    const drafts = { ...draftsFor(fields, []), 'workload.terminals': 'lots' };
    const reading = readDrafts(fields, drafts);
    expect(reading.problems.get('workload.terminals')).toMatch(/^Terminals \(MPL\): must be/);
    expect(reading.overrides).toEqual([]);
    expect(drafts['workload.terminals']).toBe('lots');
    const terminals = fields.find((f) => f.path === 'workload.terminals')!;
    expect(isChanged(terminals, drafts)).toBe(true);
  });
});

describe('applyEdits', () => {
  it('round-trips an edit: the parsed result has the new values and nothing else changed', () => {
    const overrides = [
      { path: 'workload.terminals', value: 30 },
      { path: 'system.disks.service.averageSeekMs', value: 4 },
      { path: 'log.groupCommit', value: false },
    ];
    const edited = applyEdits(textbook, overrides);
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    const original = parseScenario(textbook);
    if (!original.ok) throw new Error('textbook does not parse');
    const expected = structuredClone(original.value);
    expected.workload.terminals = 30;
    expected.log.groupCommit = false;
    if (expected.system.disks.service.kind !== 'mechanical') throw new Error('disk kind');
    expected.system.disks.service.averageSeekMs = 4;
    expect(edited.value.scenario).toEqual(expected);
    expect(parseScenario(edited.value.doc)).toEqual({ ok: true, value: expected });
  });

  it('edits a parameter the file leaves to its default (no log section at all)', () => {
    const overrides = [
      { path: 'log.enabled', value: true },
      { path: 'log.service.ms', value: 2 },
    ];
    const edited = applyEdits(mplThrashing, overrides);
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    expect(edited.value.scenario.log.enabled).toBe(true);
    expect(edited.value.scenario.log.service).toEqual({ kind: 'time', ms: 2 });
    expect(mplThrashing).not.toHaveProperty('log');
  });

  it('reports schema problems by path and places them on the field', () => {
    const fields = fieldsOf(textbook);
    const edited = applyEdits(textbook, [
      { path: 'system.cpu.count', value: 0 },
      { path: 'workload.thinkTimeMs.mean', value: 0 },
      { path: 'workload.types.0.beginCpuMs', value: 0 },
    ]);
    expect(edited.ok).toBe(false);
    if (edited.ok) return;
    const placed = placeErrors(fields, edited.errors);
    expect(placed.byField.get('system.cpu.count')?.[0]).toMatch(/^CPUs: /);
    expect(placed.other).toEqual([]);
    const semantic = placeErrors(fields, [{ path: 'workload.types.0', message: 'needs CPU' }]);
    expect(semantic.other).toEqual([{ path: 'workload.types.0', message: 'needs CPU' }]);
  });
});
