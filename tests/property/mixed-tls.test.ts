/**
 * Thread-level speculation runs on its own (the parser refuses it with any other
 * technique), so its random scenarios vary only its own section: CPUs, transaction type,
 * chain rewinds, sub-epochs, the no-speculation bound, jitter, the DBMS changes. Checked:
 * time in order, the same bytes for the same seed, the statistics are the trace's fold,
 * and Little's law holds exactly over the run with at most one transaction in flight.
 * 60 models, about 8 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTrace } from '../../src/trace/stats.ts';
import { checkLittlesLaw } from './mixed-checks.ts';
import { mixedParams } from './mixed-scenario.ts';
import { randomTlsScenario } from './random-tls-scenario.ts';
import { runRecorded, type RawScenario } from './random-scenario.ts';
import { checkClock } from './trace-checks.ts';

describe('random thread-level speculation scenarios', () => {
  it("keep time in order, Little's law and one transaction at a time, and fold to their statistics", () => {
    fc.assert(
      fc.property(randomTlsScenario(), (raw) => {
        const { scenario, stats, events } = runRecorded(raw);
        expect(checkClock(events)).toBeNull();
        expect(checkLittlesLaw(scenario, stats, events)).toBeNull();
        expect(foldTrace(events)).toEqual(stats);
      }),
      mixedParams<[RawScenario]>(40),
    );
  });

  it('give a byte-identical trace for the same scenario and seed', () => {
    fc.assert(
      fc.property(randomTlsScenario(), (raw) => {
        const first = runRecorded(raw);
        const second = runRecorded(structuredClone(raw));
        expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events));
      }),
      mixedParams<[RawScenario]>(20),
    );
  });
});
