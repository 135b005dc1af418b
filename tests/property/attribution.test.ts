/**
 * Response-time attribution (src/trace/attribution/) on random small mixed-technique
 * scenarios (mixed-scenario.ts): its population and mean are the statistics', every part
 * is non-negative, and the parts sum to the mean. 60 models, about 7 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partsSum } from '../../src/trace/attribution/attribution-types.ts';
import { attributeTrace } from '../../src/trace/attribution/response-attribution.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import { runRecorded, type RawScenario } from './random-scenario.ts';

describe('response-time attribution of random mixed-technique runs', () => {
  it('files the whole mean response time, nothing negative, over the statistics’ commits', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const { stats, events } = runRecorded(raw);
        const a = attributeTrace(events, stats.tls ?? null);
        expect(a.committed).toBe(stats.committed);
        expect(a.meanResponseMs).toBe(stats.meanResponseMs);
        for (const p of a.parts) expect(p.ms, p.key).toBeGreaterThanOrEqual(0);
        expect(Math.abs(partsSum(a) - a.meanResponseMs)).toBeLessThan(
          1e-9 * Math.max(1, a.meanResponseMs),
        );
      }),
      mixedParams<[RawScenario]>(60),
    );
  });
});
