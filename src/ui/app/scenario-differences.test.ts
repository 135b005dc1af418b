import { describe, expect, it } from 'vitest';
import textbook from '../../../scenarios/textbook-2pl.json';
import { applyEdits } from '../controls/apply-edits.ts';
import { differencesText, editedTitle, scenarioDifferences } from './scenario-differences.ts';
import { loadScenarioParser } from './scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

function edited(edits: { path: string; value: unknown }[]): unknown {
  const result = applyEdits(textbook, edits);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value.doc;
}

describe('how an edited run differs from its built-in', () => {
  it('lists each changed parameter by its label with both values', () => {
    const doc = edited([
      { path: 'workload.terminals', value: 20 },
      { path: 'log.commitProtocol', value: 'elr' },
    ]);
    const differences = scenarioDifferences(textbook, doc);
    expect(differences.map((d) => d.path)).toEqual(['workload.terminals', 'log.commitProtocol']);
    expect(differencesText(differences)).toBe(
      'Terminals (MPL) 10 → 20; Commit protocol Baseline: release locks after the flush → Early lock release (safe)',
    );
  });

  it('finds nothing for the built-in itself, nor for a parameter set to its default', () => {
    expect(scenarioDifferences(textbook, textbook)).toEqual([]);
    expect(
      scenarioDifferences(textbook, edited([{ path: 'workload.terminals', value: 10 }])),
    ).toEqual([]);
  });

  it('titles the run as edited', () => {
    expect(editedTitle('Strict two-phase locking, textbook style')).toBe(
      'Strict two-phase locking, textbook style (edited)',
    );
  });
});
