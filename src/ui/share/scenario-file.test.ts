/** Reading a chosen scenario file: JSON mistakes by line and column, schema errors by path. */
import { describe, expect, it } from 'vitest';
import textbook from '../../../scenarios/textbook-2pl.json';
import {
  MAX_SCENARIO_FILE_BYTES,
  checkScenarioFileSize,
  describeJsonError,
  lineAndColumn,
  readScenarioFile,
} from './scenario-file.ts';

describe('readScenarioFile', () => {
  it('reads a valid scenario file', () => {
    const result = readScenarioFile(JSON.stringify(textbook), 'book.json');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.scenario.id).toBe('textbook-2pl');
  });

  it('says where bad JSON goes wrong, by line and column', () => {
    const text = '{\n  "version": 1,\n  "id": oops\n}';
    const result = readScenarioFile(text, 'my.json');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toBe(
        "my.json: not JSON (expected a value, found 'o' at line 3, column 9)",
      );
  });

  it('names the field of every schema error, with the file name first', () => {
    const doc = structuredClone(textbook) as { workload: Record<string, unknown> };
    doc.workload['terminals'] = 0;
    const result = readScenarioFile(JSON.stringify(doc), 'my.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^my\.json: workload\.terminals: /);
    expect(result.errors.map((e) => e.path)).toEqual(['workload.terminals']);
  });

  it('lists a few errors and counts the rest', () => {
    const doc = { version: 1, id: 'BAD ID', title: '', seed: -1, run: {}, workload: {} };
    const result = readScenarioFile(JSON.stringify(doc), 'x.json');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.length).toBeGreaterThan(4);
      expect(result.message).toMatch(/; and \d+ more$/);
    }
  });

  it('refuses empty, non-object and too large files with clear messages', () => {
    expect(readScenarioFile('  \n', 'e.json')).toMatchObject({
      ok: false,
      message: 'e.json: the file is empty',
    });
    expect(readScenarioFile('[1, 2]', 'a.json')).toMatchObject({
      ok: false,
      message: 'a.json: a scenario must be a JSON object',
    });
    const huge = ' '.repeat(MAX_SCENARIO_FILE_BYTES + 1);
    const big = readScenarioFile(huge, 'big.json');
    expect(big.ok).toBe(false);
    if (!big.ok)
      expect(big.message).toBe('big.json: too large for a scenario (2.0 MB; the limit is 2 MB)');
  });

  it('accepts a file that starts with a byte-order mark', () => {
    expect(readScenarioFile(`\uFEFF${JSON.stringify(textbook)}`, 'bom.json').ok).toBe(true);
  });
});

describe('file size and JSON positions', () => {
  it('accepts files up to 2 MB', () => {
    expect(checkScenarioFileSize(MAX_SCENARIO_FILE_BYTES, 'a.json')).toBeNull();
    expect(checkScenarioFileSize(5 * 1024 * 1024, 'a.json')).toBe(
      'a.json: too large for a scenario (5.0 MB; the limit is 2 MB)',
    );
  });

  it('turns an offset into a line and column', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });

  it('describes a JSON mistake by what was expected and where', () => {
    expect(describeJsonError('{\n "a": x}', 'engine words')).toBe(
      "expected a value, found 'x' at line 2, column 7",
    );
    expect(describeJsonError('{"a": 1,}', 'engine words')).toBe(
      'expected a "quoted" field name, found \'}\' at line 1, column 9',
    );
  });
});
