/**
 * Fuzzing the scenario parser and the page's file import with damaged built-in scenarios
 * and damaged JSON text: nothing throws, and every refusal is one line per field error that
 * names the field (and its range, for a range). Runs scale with FUZZ_RUNS (`npm run fuzz`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { parseScenario, parseScenarioText } from '../../src/scenario/parse.ts';
import { readScenarioFile } from '../../src/ui/share/scenario-file.ts';
import { damagedText, mutatedScenario, fuzzOptions } from './mutations.ts';
import { badLine, badRefusal, expectNone } from './refusal.ts';

describe('fuzzing the scenario parser', () => {
  it('refuses or accepts every mutated built-in scenario, never throwing, each refusal naming a field', () => {
    fc.assert(
      fc.property(mutatedScenario, (doc) => {
        const parsed = parseScenario(doc);
        if (!parsed.ok) expectNone(badRefusal(parsed.errors));
      }),
      fuzzOptions(0.35),
    );
  });

  it('refuses damaged JSON text with one line naming the field or the place in the text', () => {
    fc.assert(
      fc.property(damagedText, (text) => {
        const parsed = parseScenarioText(text);
        if (!parsed.ok) expectNone(badRefusal(parsed.errors));
        const file = readScenarioFile(text, 'fuzz.json');
        if (!file.ok) {
          expectNone(badLine(file.message));
          if (!file.message.startsWith('fuzz.json: ')) throw new Error(file.message);
        }
      }),
      fuzzOptions(0.1),
    );
  });

  it('imports every mutated built-in as a file without throwing, each refusal one line', () => {
    fc.assert(
      fc.property(mutatedScenario, (doc) => {
        const file = readScenarioFile(JSON.stringify(doc) ?? 'null', 'fuzz.json');
        if (!file.ok) expectNone(badLine(file.message));
      }),
      fuzzOptions(0.05),
    );
  });
});
