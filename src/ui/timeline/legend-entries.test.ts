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
      holds: false,
      commitRequests: false,
    });
  });

  it('lists lock-hold strips and commit requests when a run has them', () => {
    const none = { txnLanes: [], deviceLanes: [], holds: [[]] };
    const marks = { commits: [], aborts: [], deadlocks: [], crash: null };
    const request = { t: 1, txn: 1, lane: 0, lsn: 1, waitLsn: 1, releasesLocks: true };
    const strip = { txn: 1, startUs: 0, endUs: 1, endedBy: 'commit-request' as const, items: 1 };
    expect(legendEntries([{ ...none, marks: { ...marks, commitRequests: [] } }])).toMatchObject({
      holds: false,
      commitRequests: false,
    });
    expect(
      legendEntries([
        { ...none, holds: [[strip]], marks: { ...marks, commitRequests: [request] } },
      ]),
    ).toMatchObject({ holds: true, commitRequests: true });
  });
});
