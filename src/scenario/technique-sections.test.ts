import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';
import type { Scenario } from './schema.ts';
import { scenarioSchema } from './schema.ts';
import { TECHNIQUE_IS_ON, TECHNIQUE_SECTIONS, type TechniqueName } from './technique-sections.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

/** The textbook scenario with some sections replaced, parsed. */
function textbookWith(sections: Record<string, unknown>): Scenario {
  const result = parseScenario({ ...structuredClone(textbook), ...sections });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function techniquesOn(scenario: Scenario): TechniqueName[] {
  const names = Object.keys(TECHNIQUE_IS_ON) as TechniqueName[];
  return names.filter((name) => TECHNIQUE_IS_ON[name](scenario));
}

const textbookLog = textbook['log'] as Record<string, unknown>;
const textbookLocking = textbook['locking'] as Record<string, unknown>;

/** For each technique, the smallest edit of the textbook scenario that turns it on. */
const TURNED_ON: Record<TechniqueName, Record<string, unknown>> = {
  granularity: { locking: { ...textbookLocking, granularity: 'file' } },
  'two-stage': { execution: { mode: 'tste' } },
  commit: { log: { ...textbookLog, commitProtocol: 'elr' } },
  tls: { tls: {} },
  storage: { storage: { devices: [{ id: 'd1', kind: 'disk' }] } },
  'concurrency-control': { concurrencyControl: { algorithm: 'occ' } },
};

describe('technique sections', () => {
  it('leave every technique off in a scenario that sets none of them', () => {
    expect(techniquesOn(textbookWith({}))).toEqual([]);
  });

  it.each(Object.keys(TURNED_ON) as TechniqueName[])(
    'turn on %s alone when its own section says so',
    (name) => {
      expect(techniquesOn(textbookWith(TURNED_ON[name]))).toEqual([name]);
    },
  );

  it('count an explicit null storage section as storage off, like an absent one', () => {
    expect(TECHNIQUE_IS_ON.storage(textbookWith({ storage: null }))).toBe(false);
  });

  it('count intention locks under page locking as granularity on', () => {
    const locking = { ...textbookLocking, intentionLocks: true };
    expect(TECHNIQUE_IS_ON.granularity(textbookWith({ locking }))).toBe(true);
  });

  it('count an asynchronous commit as a commit protocol other than the baseline', () => {
    const log = { ...textbookLog, commit: 'asynchronous' };
    expect(TECHNIQUE_IS_ON.commit(textbookWith({ log }))).toBe(true);
  });

  it('count the commit technique off without a log, whatever the protocol', () => {
    // The parser refuses a protocol without a log (combinations.ts); the predicate must
    // still say off for such a scenario built in code.
    const parsed = textbookWith({ log: { ...textbookLog, enabled: false } });
    const log = { ...parsed.log, commitProtocol: 'elr' as const };
    expect(TECHNIQUE_IS_ON.commit({ ...parsed, log })).toBe(false);
  });

  it("sit in the scenario right after the log, in the format's key order", () => {
    const keys = Object.keys(scenarioSchema.shape);
    const after = keys.indexOf('log') + 1;
    const sections = Object.keys(TECHNIQUE_SECTIONS);
    expect(keys.slice(after, after + sections.length)).toEqual(sections);
    expect(sections).toEqual(['execution', 'crash', 'tls', 'storage', 'concurrencyControl']);
  });
});
