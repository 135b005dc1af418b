/**
 * The model's two hottest process bodies are hand-written iterators (the conventional
 * attempt, conventional-attempt.ts, and the loop of a terminal's transactions,
 * transaction.ts); their readable forms are generators kept beside them. Over random
 * scenarios (plain, mixed-technique, and wound-wait on a small shared pool, where
 * interrupts land while a page is fixed), both give the same trace, byte for byte.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConventionalExecution } from '../../src/model/workload/conventional-attempt.ts';
import { referenceConventionalAttempt } from '../../src/model/workload/conventional-attempt-reference.ts';
import { referenceTransactions } from '../../src/model/workload/transaction-reference.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import {
  randomScenario,
  runRecorded,
  underWoundWait,
  type RawScenario,
} from './random-scenario.ts';

/** Whether the runs use the generators (the reference) instead of the hand-written bodies. */
const bodies = vi.hoisted(() => ({ reference: false }));

vi.mock('../../src/model/workload/transaction.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/model/workload/transaction.ts')>();
  return {
    ...actual,
    runTransactions: ((ctx, terminal, source) =>
      bodies.reference
        ? referenceTransactions(ctx, terminal, source)
        : actual.runTransactions(ctx, terminal, source)) satisfies typeof actual.runTransactions,
    runTransaction: ((ctx, plan, terminal, rng) =>
      bodies.reference
        ? referenceTransactions(ctx, terminal, {
            plan: (k) => (k === 0 ? plan : null),
            thinkUs: () => 0,
            rng: () => rng,
          })
        : actual.runTransaction(ctx, plan, terminal, rng)) satisfies typeof actual.runTransaction,
  };
});

/** The scenario's trace, run with the hand-written bodies and with the generators. */
function bothWays(raw: RawScenario): [string, string] {
  bodies.reference = false;
  const handWritten = JSON.stringify(runRecorded(structuredClone(raw)).events);
  bodies.reference = true;
  const spy = vi
    .spyOn(ConventionalExecution.prototype, 'runAttempt')
    .mockImplementation(referenceConventionalAttempt);
  try {
    return [handWritten, JSON.stringify(runRecorded(structuredClone(raw)).events)];
  } finally {
    spy.mockRestore();
    bodies.reference = false;
  }
}

describe('the hand-written process bodies against their generators', () => {
  afterEach(() => {
    bodies.reference = false;
  });

  it('give the same trace over random scenarios', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'any' }), (raw) => {
        const [handWritten, reference] = bothWays(raw);
        expect(handWritten).toBe(reference);
      }),
      mixedParams<[RawScenario]>(60),
    );
  });

  it('give the same trace over random mixed-technique scenarios', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const [handWritten, reference] = bothWays(raw);
        expect(handWritten).toBe(reference);
      }),
      mixedParams<[RawScenario]>(100),
    );
  });

  it('give the same trace under wound-wait on a small pool (interrupts while a page is fixed)', () => {
    fc.assert(
      fc.property(
        randomScenario({ locking: 'on' }),
        fc.integer({ min: 1, max: 6 }),
        (raw, frames) => {
          const [handWritten, reference] = bothWays(underWoundWait(raw, frames));
          expect(handWritten).toBe(reference);
        },
      ),
      mixedParams<[RawScenario, number]>(60),
    );
  });
});
