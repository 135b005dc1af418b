import { describe, expect, it } from 'vitest';
import { HTSTE_DEFAULTS } from '../../../scenario/execution-schema.ts';
import { HtsteClassifier } from './htste-classifier.ts';

const io = { operateAccesses: 5, operateMisses: 0, neededRead: true };
const cached = { operateAccesses: 5, operateMisses: 0, neededRead: false };
const drifting = { operateAccesses: 5, operateMisses: 1, neededRead: true };

describe('HtsteClassifier', () => {
  it('starts every type on TSTE and decides after decideAfter instances', () => {
    const c = new HtsteClassifier({ ...HTSTE_DEFAULTS, decideAfter: 3 }, ['a', 'b', 'c']);
    for (let i = 0; i < 2; i++) {
      c.record(0, io);
      c.record(1, cached);
      c.record(2, drifting);
    }
    expect([c.modeOf(0), c.modeOf(1), c.modeOf(2)]).toEqual(['tste', 'tste', 'tste']);
    c.record(0, io);
    c.record(1, cached);
    c.record(2, drifting);
    expect([c.modeOf(0), c.modeOf(1), c.modeOf(2)]).toEqual(['tste', 'otste', 'conventional']);
  });

  it('changes a decided mode only past the threshold by the hysteresis', () => {
    const spec = { ...HTSTE_DEFAULTS, decideAfter: 20, reevaluateEvery: 5 };
    const c = new HtsteClassifier(spec, ['a']);
    for (let i = 0; i < 20; i++) c.record(0, cached);
    expect(c.modeOf(0)).toBe('otste');
    // 2 of 25 instances read: 8% > 5% + 2 points -> TSTE.
    c.record(0, io);
    c.record(0, io);
    for (let i = 0; i < 3; i++) c.record(0, cached);
    expect(c.modeOf(0)).toBe('tste');
  });

  it('keeps fixed types', () => {
    const c = new HtsteClassifier({ ...HTSTE_DEFAULTS, decideAfter: 1, fixed: { a: 'otste' } }, [
      'a',
    ]);
    expect(c.record(0, drifting).mode).toBe('otste');
  });
});
