import { describe, expect, it } from 'vitest';
import type { Counters } from '../../trace/trace-state.ts';
import { countersView, WARMING_UP } from './counters-view.ts';

const counters: Counters = {
  committed: 1234,
  aborted: 5,
  deadlocks: 3,
  committedTotal: 1400,
  abortedTotal: 7,
  inFlight: 10,
  measuredUs: 5_500_000,
  throughputTps: 224.363,
};

const values = (view: ReturnType<typeof countersView>) =>
  Object.fromEntries(
    view.items.map((i) => [i.key, `${i.value}${i.unit === '' ? '' : ` ${i.unit}`}`]),
  );

describe('the counters', () => {
  it('format counts, throughput and measured time after the warm-up', () => {
    const view = countersView(counters, 7_500_000, 2_000_000);
    expect(view.warmingUp).toBe(false);
    expect(values(view)).toEqual({
      committed: '1,234',
      aborted: '5',
      deadlocks: '3',
      inFlight: '10',
      throughput: '224.4 tps',
      measured: '5,500 ms',
    });
    expect(view.note).toBe('Counted from the end of the warm-up at 2,000.00 ms.');
  });

  it('say "warming up" before the warm-up ends, except for in-flight', () => {
    const early = {
      ...counters,
      committed: 0,
      aborted: 0,
      deadlocks: 0,
      measuredUs: 0,
      throughputTps: 0,
    };
    const view = countersView(early, 1_000_000, 2_000_000);
    expect(view.warmingUp).toBe(true);
    expect(values(view)).toEqual({
      committed: WARMING_UP,
      aborted: WARMING_UP,
      deadlocks: WARMING_UP,
      inFlight: '10',
      throughput: WARMING_UP,
      measured: WARMING_UP,
    });
    expect(view.note).toBe(
      'Warm-up until 2,000.00 ms: 1,400 committed, 7 aborted so far, not counted.',
    );
  });

  it('count from the start when there is no warm-up', () => {
    const view = countersView(counters, 0, 0);
    expect(view.warmingUp).toBe(false);
    expect(view.note).toBe('Counted from the start of the run.');
  });
});
