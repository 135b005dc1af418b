import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { eventContext } from './describe-event.ts';
import { countAtOrBefore, recentEventLines } from './event-window.ts';

const context = eventContext(deadlockTrace);

describe('events at or before an instant', () => {
  const times = [{ t: 0 }, { t: 10 }, { t: 10 }, { t: 20 }];

  it('counts by binary search, ties included', () => {
    expect(countAtOrBefore(times, -1)).toBe(0);
    expect(countAtOrBefore(times, 0)).toBe(1);
    expect(countAtOrBefore(times, 10)).toBe(3);
    expect(countAtOrBefore(times, 15)).toBe(3);
    expect(countAtOrBefore(times, 20)).toBe(4);
    expect(countAtOrBefore([], 5)).toBe(0);
  });
});

describe('the event log window', () => {
  it('holds the last lines at or before t, oldest first, routine events left out', () => {
    const lines = recentEventLines(deadlockTrace, 30, context, { max: 7 });
    expect(lines.map((l) => l.text)).toEqual([
      'T2 waits for an X lock on page 1, blocked by T1',
      'Deadlock: T2 → T1 → T2; T1 is aborted',
      'T1 releases its locks',
      'T2 gets an X lock on page 1',
      'T1 is aborted (deadlock victim, attempt 1)',
      'T2 writes page 1 (buffer miss: read from disk)',
      'Disk 0 starts read for T2',
    ]);
    expect(lines.map((l) => l.seq)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    expect(lines[1]!.tone).toBe('deadlock');
    expect(lines[0]!.time).toBe('0.03 ms');
  });

  it('includes every event at t itself and none after', () => {
    const lines = recentEventLines(deadlockTrace, 55, context, { max: 50 });
    expect(lines.at(-1)!.text).toBe('T2 commits (response 55 µs)');
    expect(lines.every((l) => l.t <= 55)).toBe(true);
  });

  it('matches a plain filter over the whole trace', () => {
    for (const t of [0, 10, 25, 30, 44, 65, 100]) {
      const lines = recentEventLines(deadlockTrace, t, context, { max: 6 });
      const expected = deadlockTrace
        .filter((e) => e.t <= t)
        .filter(
          (e) =>
            !['txn.begin', 'service.end', 'queue.enter', 'service.start'].includes(e.kind) ||
            (e.kind === 'txn.begin' && e.attempt > 1) ||
            ((e.kind === 'service.start' || e.kind === 'queue.enter') && e.device === 'disk0'),
        )
        .filter((e) => !(e.kind === 'page.access' && e.hit))
        .slice(-6)
        .map((e) => e.seq);
      expect(lines.map((l) => l.seq)).toEqual(expected);
    }
  });

  it('is empty before the first event', () => {
    expect(recentEventLines(deadlockTrace, -1, context)).toEqual([]);
  });

  it('looks at no more than scanLimit events', () => {
    // Events 31 and 32 are routine CPU service; 30 (T2 commits) lies beyond the limit.
    const lines = recentEventLines(deadlockTrace, 100, context, { max: 12, scanLimit: 5 });
    expect(lines.map((l) => l.seq)).toEqual([33, 34, 35]);
    const wider = recentEventLines(deadlockTrace, 100, context, { max: 12, scanLimit: 6 });
    expect(wider.map((l) => l.seq)).toEqual([30, 33, 34, 35]);
  });
});
