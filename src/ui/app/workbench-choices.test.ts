import { describe, expect, it } from 'vitest';
import { choicesFor, pickRuns, togglePick } from './workbench-choices.ts';

const runs = [{ key: '2pl' }, { key: 'tste' }, { key: 'otste' }];

describe("the instructor's workbench choices", () => {
  it('show the runs picked, or every run without a pick', () => {
    expect(pickRuns(runs, ['2pl', 'tste']).map((r) => r.key)).toEqual(['2pl', 'tste']);
    expect(pickRuns(runs, null)).toBe(runs);
  });

  it('show every run when the pick names none of them (another scenario, an old link)', () => {
    expect(pickRuns(runs, ['gone'])).toEqual(runs);
  });

  it('toggle one run at a time, keep the last one, and forget a pick of every run', () => {
    expect(togglePick(runs, null, 'otste')).toEqual(['2pl', 'tste']);
    expect(togglePick(runs, ['tste'], '2pl')).toEqual(['2pl', 'tste']);
    expect(togglePick(runs, ['tste'], 'tste')).toEqual(['tste']);
    expect(togglePick(runs, ['2pl', 'tste'], 'otste')).toBeNull();
  });

  it("start another scenario from its own defaults, and keep this scenario's", () => {
    const made = { scenarioId: 'charm-figure1', pickedRuns: ['2pl'], tab: 'devices' };
    expect(choicesFor(made, 'charm-figure1')).toBe(made);
    expect(choicesFor(made, 'textbook-2pl')).toEqual({
      scenarioId: 'textbook-2pl',
      pickedRuns: null,
      tab: null,
    });
  });
});
