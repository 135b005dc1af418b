import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { FIELD_TABLE } from './controls/field-table.ts';
import { TECHNIQUE_VIEWS } from './technique-views.ts';

const TECHNIQUE_FIELDS = TECHNIQUE_VIEWS.flatMap((view) => view.editorFields ?? []);

function scenario(id: string) {
  const parsed = parseScenario(JSON.parse(readFileSync(`scenarios/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe("techniques' editor fields", () => {
  it('are offered by the parameter table', () => {
    for (const field of TECHNIQUE_FIELDS) expect(FIELD_TABLE).toContain(field);
  });

  it('find the commit protocol, the execution mode and pinning with their current values', () => {
    const places = (id: string) =>
      TECHNIQUE_FIELDS.flatMap((f) => f.find(scenario(id)).map((p) => [f.label, p.path, p.value]));
    expect(places('charm-figure1')).toEqual(
      expect.arrayContaining([
        ['Execution', 'execution.mode', 'conventional'],
        ['Pin fetched pages', 'execution.pinning', true],
      ]),
    );
    expect(places('elr-figure8')).toEqual(
      expect.arrayContaining([['Commit protocol', 'log.commitProtocol', 'baseline']]),
    );
  });

  it('offer every commit protocol and execution mode the schema knows', () => {
    const values = (label: string) =>
      TECHNIQUE_FIELDS.find((f) => f.label === label)!.choices!.map((c) => c.value);
    expect(values('Commit protocol')).toEqual(['baseline', 'elr', 'elr-naive', 'no-wait']);
    expect(values('Execution')).toEqual(['conventional', 'tste', 'otste', 'htste']);
  });
});
