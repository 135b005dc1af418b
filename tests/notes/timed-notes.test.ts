/**
 * Which built-in timed notes are checked against what is drawn (a test per note in this
 * folder, named by scenario). A timed note without a check is listed as a todo, so the
 * gap shows in every test run; a check for a note that no longer exists fails.
 */
import { describe, expect, it } from 'vitest';
import { builtinIds } from '../../src/cli/builtin-scenarios.ts';
import { scenarioDoc } from './note-runs.ts';

/** Scenario id -> the moments (ms) of its timed notes that a test here checks. */
const CHECKED: Readonly<Record<string, readonly number[]>> = {
  'locking-baseline': [5500, 7800, 55_200, 110_600],
  'elr-crash': [203.5],
  'locking-both': [13_600, 19_500, 248_900],
  'locking-file-size': [5_400, 110_600],
  'locking-lock-cost': [9_900, 55_200, 127_300],
  'locking-think-time': [11_200, 15_800, 104_500],
  'textbook-2pl': [630],
};

function timedNotes(id: string): number[] {
  const teaching = (scenarioDoc(id) as { teaching?: { atMs?: number | null }[] }).teaching ?? [];
  return teaching.flatMap((n) => (typeof n.atMs === 'number' ? [n.atMs] : []));
}

describe('timed notes checked against the run', () => {
  for (const id of builtinIds()) {
    for (const atMs of timedNotes(id)) {
      if (CHECKED[id]?.includes(atMs)) it(`${id} at ${atMs} ms has a check`, () => {});
      else it.todo(`${id} at ${atMs} ms: check what the note claims`);
    }
  }

  it('lists only notes that exist', () => {
    for (const [id, moments] of Object.entries(CHECKED))
      for (const atMs of moments) expect(timedNotes(id)).toContain(atMs);
  });
});
