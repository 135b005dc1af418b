/** Every downloaded file records the model version and, for a built-in as shipped, its hash. */
import { describe, expect, it } from 'vitest';
import { MODEL_VERSION } from '../../base/model-version.ts';
import { provenanceOf } from '../../export/provenance.ts';
import { RESULT_FIELDS, type ResultRow } from '../../export/result-row.ts';
import { scenarioHash } from '../../scenario/url-codec.ts';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import textbook from '../../../scenarios/textbook-2pl.json';
import { applyEdits } from '../controls/apply-edits.ts';
import { scenarioDifferences } from '../app/scenario-differences.ts';
import { readScenarioFile, savedWithNotice } from './scenario-file.ts';
import {
  exportRowsCsv,
  exportRowsJson,
  exportScenarioJson,
  withoutLocalSchema,
} from './export-files.ts';
import { exportChromeTrace } from './trace-file.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

const row = { ...Object.fromEntries(RESULT_FIELDS.map((f) => [f, 1])), variant: '2pl' };
const rows = [row as unknown as ResultRow];
const asShipped = applyEdits(textbook, []);
if (!asShipped.ok) throw new Error('the textbook scenario does not apply');
const shipped = provenanceOf('textbook-2pl', asShipped.value.doc, textbook);
const hash = scenarioHash(textbook);

describe('the provenance of a download', () => {
  it('carries the built-in’s hash for a built-in run as shipped, as links do', () => {
    expect(shipped).toEqual({
      modelVersion: MODEL_VERSION,
      scenarioId: 'textbook-2pl',
      scenarioHash: hash,
    });
  });

  it('carries no hash for an edited run, nor for a scenario that is no built-in', () => {
    const edited = applyEdits(textbook, [{ path: 'workload.terminals', value: 20 }]);
    if (!edited.ok) throw new Error('edit failed');
    expect(provenanceOf('textbook-2pl', edited.value.doc, textbook).scenarioHash).toBeNull();
    expect(provenanceOf('mine', textbook, undefined).scenarioHash).toBeNull();
  });
});

describe('downloads with their provenance', () => {
  it('adds modelVersion and scenarioHash after the CLI’s columns of the results CSV', () => {
    const [header, line] = exportRowsCsv(rows, shipped).trimEnd().split('\n');
    expect(header).toBe([...RESULT_FIELDS, 'modelVersion', 'scenarioHash'].join(','));
    expect(line!.endsWith(`,${MODEL_VERSION},${hash}`)).toBe(true);
    expect(exportRowsCsv(rows).split('\n')[0]).toBe(RESULT_FIELDS.join(','));
  });

  it('adds both fields to every row of the results JSON', () => {
    const back = JSON.parse(exportRowsJson(rows, shipped)) as Record<string, unknown>[];
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      variant: '2pl',
      modelVersion: MODEL_VERSION,
      scenarioHash: hash,
    });
    expect(Object.keys(back[0]!).slice(0, RESULT_FIELDS.length)).toEqual([...RESULT_FIELDS]);
  });

  it('records the hash in the Chrome trace’s metadata', () => {
    const text = exportChromeTrace(
      { events: deadlockTrace, title: 'x', truncated: false },
      shipped,
    );
    const otherData = (JSON.parse(text) as { otherData: Record<string, unknown> }).otherData;
    expect(otherData).toMatchObject({ modelVersion: MODEL_VERSION, scenarioHash: hash });
  });

  it('records both in the scenario JSON, which imports back as the same, unedited scenario', () => {
    const text = exportScenarioJson(textbook, shipped);
    expect(JSON.parse(text)).toMatchObject({
      exportedWith: { modelVersion: MODEL_VERSION, scenarioHash: hash },
    });
    const back = readScenarioFile(text, 'saved.json');
    if (!back.ok) throw new Error(back.message);
    expect(scenarioDifferences(withoutLocalSchema(textbook), JSON.parse(text))).toEqual([]);
    // Saving the imported file again replaces the record rather than nesting it.
    const again = JSON.parse(exportScenarioJson(JSON.parse(text), shipped)) as object;
    expect(Object.keys(again).filter((k) => k === 'exportedWith')).toHaveLength(1);
  });
});

describe('importing a saved file', () => {
  it('says when the file was saved with another model version, and nothing otherwise', () => {
    const older = { ...shipped, modelVersion: MODEL_VERSION - 1 };
    const back = readScenarioFile(exportScenarioJson(textbook, older), 'old.json');
    if (!back.ok) throw new Error(back.message);
    expect(savedWithNotice(back.scenario)).toBe(
      `saved with model version ${MODEL_VERSION - 1}; this page runs version ${MODEL_VERSION}, so its numbers may differ`,
    );
    const same = readScenarioFile(exportScenarioJson(textbook, shipped), 'new.json');
    if (!same.ok) throw new Error(same.message);
    expect(savedWithNotice(same.scenario)).toBeNull();
    expect(savedWithNotice({})).toBeNull();
  });
});
