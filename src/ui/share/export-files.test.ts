/** Exported files read back to what went in: CSV cells, scenario JSON, trace JSON. */
import { MODEL_VERSION } from '../../base/model-version.ts';
import { describe, expect, it } from 'vitest';
import { RESULT_FIELDS, type ResultRow } from '../../export/result-row.ts';
import { parseScenario } from '../../scenario/parse.ts';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import mplThrashing from '../../../scenarios/mpl-thrashing.json';
import textbook from '../../../scenarios/textbook-2pl.json';
import { applyEdits } from '../controls/apply-edits.ts';
import { exportRowsCsv, exportScenarioJson, fileName, withoutLocalSchema } from './export-files.ts';
import { exportChromeTrace } from './trace-file.ts';
import { readScenarioFile } from './scenario-file.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

/** RFC 4180 reader, enough for the round trip. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  return rows;
}

function resultRow(variant: string | null, throughputTps: number): ResultRow {
  const numbers = Object.fromEntries(RESULT_FIELDS.map((f) => [f, 1.5])) as unknown as ResultRow;
  return { ...numbers, variant, param: null, value: null, logUtilization: null, throughputTps };
}

describe('exportRowsCsv', () => {
  it('writes the CLI header and one line per row that reads back cell for cell', () => {
    const rows = [resultRow('2pl', 12.25), resultRow('odd, "quoted"\nname', 0)];
    const table = readCsv(exportRowsCsv(rows));
    expect(table[0]).toEqual([...RESULT_FIELDS]);
    expect(table).toHaveLength(3);
    const at = (r: number, field: keyof ResultRow) => table[r]![RESULT_FIELDS.indexOf(field)];
    expect(at(1, 'variant')).toBe('2pl');
    expect(at(1, 'throughputTps')).toBe('12.25');
    expect(at(2, 'variant')).toBe('odd, "quoted"\nname');
    expect(at(2, 'logUtilization')).toBe('');
  });
});

describe('exportScenarioJson', () => {
  it('round-trips through import to the same parsed scenario, edits included', () => {
    for (const doc of [textbook, mplThrashing]) {
      const edited = applyEdits(doc, [{ path: 'system.buffer.pages', value: 33 }]);
      if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
      const text = exportScenarioJson(edited.value.doc);
      const back = readScenarioFile(text, 'saved.json');
      if (!back.ok) throw new Error(back.message);
      expect(back.scenario).toEqual({ ...edited.value.scenario, $schema: undefined });
      expect(back.scenario.system.buffer.pages).toBe(33);
    }
  });

  it('is indented JSON ending in a newline, without a schema path that only worked in place', () => {
    const text = exportScenarioJson(textbook);
    expect(text).toMatch(/^\{\n {2}"version": 1,\n/);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).not.toHaveProperty('$schema');
  });

  it('keeps an absolute schema address', () => {
    const doc = { $schema: 'https://example.org/schema.json', version: 1 };
    expect(withoutLocalSchema(doc)).toBe(doc);
  });
});

describe('exportChromeTrace', () => {
  it('writes the run trace as Chrome trace JSON titled after the run', () => {
    const text = exportChromeTrace({
      events: deadlockTrace,
      title: 'Strict 2PL',
      truncated: false,
    });
    const file = JSON.parse(text) as { traceEvents: unknown[]; otherData: Record<string, unknown> };
    expect(file.traceEvents.length).toBeGreaterThan(0);
    expect(file.otherData['title']).toBe('Strict 2PL');
    expect(file.otherData['modelVersion']).toBe(MODEL_VERSION);
    expect(file.otherData).not.toHaveProperty('truncated');
  });

  it('says when the trace was cut short', () => {
    const text = exportChromeTrace({ events: deadlockTrace, title: 'x', truncated: true });
    expect(JSON.parse(text).otherData.truncated).toMatch(/only the start/);
  });
});

describe('fileName', () => {
  it('joins scenario and what into a safe, lower-case name', () => {
    expect(fileName('textbook-2pl', 'results', 'csv')).toBe('textbook-2pl-results.csv');
    expect(fileName('textbook-2pl', 'trace-no-locks', 'json')).toBe(
      'textbook-2pl-trace-no-locks.json',
    );
    expect(fileName('My Scenario!/..', '', 'json')).toBe('my-scenario.json');
    expect(fileName('', 'results', 'csv')).toBe('scenario-results.csv');
  });
});

it('parses the exported textbook scenario like the original', () => {
  expect(parseScenario(JSON.parse(exportScenarioJson(textbook))).ok).toBe(true);
});
