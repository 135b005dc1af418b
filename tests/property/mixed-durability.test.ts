/**
 * Random small mixed-technique scenarios (mixed-scenario.ts), each crashed: at its own
 * `crash.atMs` when it has one, and at three more instants of the recorded run, as the
 * page's crash button does. Recovery must keep exactly a prefix of the commit order that
 * read only from survivors, lose no acknowledged commit unless the protocol is no-wait (or
 * the commit asynchronous), and, under baseline and safe ELR, expose no erased data.
 * 300 models, about 15 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCrashAt } from './mixed-checks.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import { runRecorded, type RawScenario } from './random-scenario.ts';

const shares = fc.tuple(
  fc.integer({ min: 1, max: 999 }),
  fc.integer({ min: 1, max: 999 }),
  fc.integer({ min: 1, max: 999 }),
);

describe('random mixed-technique scenarios under a crash', () => {
  it('keep a prefix of the commit order and lose no acknowledged commit under a safe protocol', () => {
    fc.assert(
      fc.property(randomMixedScenario(), shares, (raw, thousandths) => {
        const { scenario, events } = runRecorded(raw);
        const endUs = events[events.length - 1]!.t;
        expect(checkCrashAt(scenario, events, endUs)).toBeNull();
        for (const x of thousandths) {
          expect(checkCrashAt(scenario, events, Math.floor((endUs * x) / 1000))).toBeNull();
        }
      }),
      mixedParams<[RawScenario, [number, number, number]]>(300),
    );
  });
});
