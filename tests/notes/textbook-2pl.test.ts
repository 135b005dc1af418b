/**
 * The textbook-2pl timed note, checked against the wait-for graph at its moment and the
 * deadlock that follows in the 2PL run.
 */
import { describe, expect, it } from 'vitest';
import { msToUs } from '../../src/base/time.ts';
import { runVariant } from './note-runs.ts';

describe('textbook-2pl notes', () => {
  const run = runVariant('textbook-2pl', '2pl', 700);

  it('630 ms: T15 waits for T12, which waits for T14', () => {
    const edges = run.index.stateAt(msToUs(630)).waitsFor.map((e) => [e.from, e.to]);
    expect(edges).toContainEqual([15, 12]);
    expect(edges).toContainEqual([12, 14]);
  });

  it('630 ms: within a few ms the cycle T12-T14-T15 closes and T15, the youngest, is the victim', () => {
    const next = run.index.deadlocks.find((d) => d.t >= msToUs(630))!;
    expect(next.t - msToUs(630)).toBeLessThan(msToUs(20));
    expect(next.cycle.toSorted((a, b) => a - b)).toEqual([12, 14, 15]);
    expect(next.victim).toBe(15);
    const abort = run.model.marks.aborts.find((a) => a.txn === 15);
    expect(abort?.t).toBe(next.t);
  });
});
