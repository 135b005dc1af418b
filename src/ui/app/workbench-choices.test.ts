import { describe, expect, it } from 'vitest';
import { choicesFor, pickRuns } from './workbench-choices.ts';

const runs = [{ key: '2pl' }, { key: 'tste' }, { key: 'otste' }];

describe("the instructor's workbench choices", () => {
  it('show the runs not left out', () => {
    expect(pickRuns(runs, ['otste']).map((r) => r.key)).toEqual(['2pl', 'tste']);
  });

  it('show every run when the pick would leave none (another scenario with the same ids)', () => {
    expect(pickRuns(runs, ['2pl', 'tste', 'otste'])).toEqual(runs);
  });

  it("start another scenario from its own defaults, and keep this scenario's", () => {
    const made = { scenarioId: 'charm-figure1', hiddenRuns: ['otste'], tab: 'devices' };
    expect(choicesFor(made, 'charm-figure1')).toBe(made);
    expect(choicesFor(made, 'textbook-2pl')).toEqual({
      scenarioId: 'textbook-2pl',
      hiddenRuns: [],
      tab: null,
    });
  });
});
