import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import { legendEntries } from './legend-entries.ts';

describe('legend entries', () => {
  it('lists the states, work kinds and marks present, in the theme order', () => {
    const entries = legendEntries([buildSegments(deadlockTrace)]);
    expect(entries.states).toEqual([
      'cpu',
      'cpu-queue',
      'io',
      'lock-wait',
      'log-wait',
      'idle-in-txn',
    ]);
    expect(entries.work).toEqual(['cpu', 'read', 'log-flush']);
    expect(entries).toMatchObject({ aborted: true, commits: true, aborts: true, deadlocks: true });
  });

  it('lists nothing for no runs', () => {
    expect(legendEntries([])).toEqual({
      states: [],
      work: [],
      aborted: false,
      commits: false,
      aborts: false,
      deadlocks: false,
    });
  });
});
