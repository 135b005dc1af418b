/**
 * Reading a scenario file the user chose: size, JSON, then the scenario checks. Every
 * refusal is one sentence that starts with the file's name and says where the problem is:
 * the line and column of a JSON mistake, or the dotted path of a field.
 */
import { describeFirstErrors, parseScenario, type FieldError } from '../../scenario/parse.ts';
import { asOneLine, withoutLineBreaks } from '../../scenario/quote.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { MAX_SCENARIO_FILE_BYTES } from '../../scenario/size-limits.ts';
import { findJsonSyntaxError } from './json-syntax.ts';
import { MODEL_VERSION } from '../../base/model-version.ts';

/** Scenario files are a few kilobytes; anything this big is not one. */
export { MAX_SCENARIO_FILE_BYTES };

export type ScenarioFileResult =
  | { ok: true; doc: unknown; scenario: Scenario }
  | { ok: false; message: string; errors: FieldError[] };

/** Errors listed in a message before "and N more". */
const LISTED_ERRORS = 4;

/** The refusal for a file of `size` bytes, or null when its size is acceptable. */
export function checkScenarioFileSize(size: number, name: string): string | null {
  if (size <= MAX_SCENARIO_FILE_BYTES) return null;
  const mb = (size / (1024 * 1024)).toFixed(1);
  return `${name}: too large for a scenario (${mb} MB; the limit is 2 MB)`;
}

/** 1-based line and column of a 0-based character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Why JSON.parse refused `text`, placed by line and column. */
export function describeJsonError(text: string, parserMessage: string): string {
  const error = findJsonSyntaxError(text);
  if (error === null) return asOneLine(parserMessage);
  const { line, column } = lineAndColumn(text, error.offset);
  return `${withoutLineBreaks(error.message)} at line ${line}, column ${column}`;
}

function refuse(message: string, errors: FieldError[] = []): ScenarioFileResult {
  return { ok: false, message, errors };
}

export function readScenarioFile(fileText: string, fileName: string): ScenarioFileResult {
  const name = withoutLineBreaks(fileName);
  const tooLarge = checkScenarioFileSize(fileText.length, name);
  if (tooLarge !== null) return refuse(tooLarge);
  const text = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  if (text.trim() === '') return refuse(`${name}: the file is empty`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return refuse(`${name}: not JSON (${describeJsonError(text, (e as Error).message)})`);
  }
  const parsed = parseScenario(doc);
  if (!parsed.ok) {
    return refuse(`${name}: ${describeFirstErrors(parsed.errors, LISTED_ERRORS)}`, parsed.errors);
  }
  return { ok: true, doc, scenario: parsed.value };
}

/**
 * What an imported file's `exportedWith` says about its numbers, as a clause for the import
 * status ("saved with model version 0; this page runs version 1"), or null when the file was
 * saved with this model or does not say.
 */
export function savedWithNotice(scenario: Pick<Scenario, 'exportedWith'>): string | null {
  const saved = scenario.exportedWith?.modelVersion;
  if (saved === undefined || saved === MODEL_VERSION) return null;
  return `saved with model version ${saved}; this page runs version ${MODEL_VERSION}, so its numbers may differ`;
}
