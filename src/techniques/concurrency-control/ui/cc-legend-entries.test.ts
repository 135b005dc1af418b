import { describe, expect, it } from 'vitest';
import { ccLegendEntries } from './cc-legend-entries.ts';

const wound = { t: 5, fromLane: 0, toLane: 1, wounder: 1, victim: 2 };
const failure = { t: 9, lane: 1, txn: 2, page: 7, writer: 1 };

describe('the legend entries of restart-based concurrency control', () => {
  it('lists nothing for runs without marks (blocking 2PL, or no wounds yet)', () => {
    expect(
      ccLegendEntries([{ cc: null }, {}, { cc: { wounds: [], validationFailures: [] } }]),
    ).toEqual({
      wounds: false,
      validationFailures: false,
    });
  });

  it('lists the wound arrow and the failed-validation mark when some run in view has them', () => {
    const ww = { cc: { wounds: [wound], validationFailures: [] } };
    const occ = { cc: { wounds: [], validationFailures: [failure] } };
    expect(ccLegendEntries([ww])).toEqual({ wounds: true, validationFailures: false });
    expect(ccLegendEntries([occ])).toEqual({ wounds: false, validationFailures: true });
    expect(ccLegendEntries([ww, { cc: null }, occ])).toEqual({
      wounds: true,
      validationFailures: true,
    });
  });
});
