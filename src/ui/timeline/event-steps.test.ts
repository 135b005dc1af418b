import { describe, expect, it } from 'vitest';
import {
  nextEventTime,
  nextEventTimeOfRuns,
  previousEventTime,
  previousEventTimeOfRuns,
} from './event-steps.ts';

const events = [{ t: 0 }, { t: 5 }, { t: 5 }, { t: 9 }];

describe('event steps', () => {
  it('finds the next event strictly after an instant', () => {
    expect(nextEventTime(events, -1)).toBe(0);
    expect(nextEventTime(events, 0)).toBe(5);
    expect(nextEventTime(events, 5)).toBe(9);
    expect(nextEventTime(events, 9)).toBeNull();
  });

  it('finds the previous event strictly before an instant', () => {
    expect(previousEventTime(events, 9)).toBe(5);
    expect(previousEventTime(events, 6)).toBe(5);
    expect(previousEventTime(events, 0)).toBeNull();
  });

  it('steps over the union of several runs', () => {
    const other = [{ t: 3 }, { t: 12 }];
    expect(nextEventTimeOfRuns([events, other], 0)).toBe(3);
    expect(nextEventTimeOfRuns([events, other], 9)).toBe(12);
    expect(previousEventTimeOfRuns([events, other], 12)).toBe(9);
    expect(previousEventTimeOfRuns([events, other], 4)).toBe(3);
    expect(nextEventTimeOfRuns([[], []], 0)).toBeNull();
  });
});
