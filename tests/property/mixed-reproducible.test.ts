/**
 * Random small mixed-technique scenarios (mixed-scenario.ts): the same scenario and seed
 * give the same trace, byte for byte; the run statistics are the fold of the recorded
 * trace; and Little's law holds exactly over the measured window (mixed-checks.ts).
 * 300 models (the first check runs 100 of them twice), about 20 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTrace } from '../../src/trace/stats.ts';
import { checkLittlesLaw } from './mixed-checks.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import { runRecorded, type RawScenario } from './random-scenario.ts';

describe('random mixed-technique scenarios, run again and folded', () => {
  it('give a byte-identical trace for the same scenario and seed', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const first = runRecorded(raw);
        const second = runRecorded(structuredClone(raw));
        expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events));
      }),
      mixedParams<[RawScenario]>(100),
    );
  });

  it("keep Little's law over the measured window, and the statistics are the trace's fold", () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const { scenario, stats, events } = runRecorded(raw);
        expect(checkLittlesLaw(scenario, stats, events)).toBeNull();
        expect(foldTrace(events)).toEqual(stats);
      }),
      mixedParams<[RawScenario]>(200),
    );
  });
});
