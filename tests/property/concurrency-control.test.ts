/**
 * Property tests of the restart-based concurrency-control algorithms (immediate restart,
 * optimistic with backward validation, wound-wait): random small scenarios run under each,
 * and the trace checked: the committed history is conflict-serializable, no conflicting
 * locks are held at once, every lock is released, time never goes back, and under
 * wound-wait no deadlock is ever detected (prevention works). The optimistic algorithm
 * takes no locks, so its serializability rests on backward validation alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomScenario, runRecorded, type RawScenario } from './random-scenario.ts';
import {
  checkClock,
  checkLockCompatibility,
  checkLockRelease,
  committedHistory,
  precedenceCycle,
} from './trace-checks.ts';
import { replayParams } from './replay-params.ts';

const numRunsFromEnv = process.env['FC_NUM_RUNS'];
const params = (numRuns: number): fc.Parameters<[RawScenario, string]> => ({
  numRuns: numRunsFromEnv === undefined ? numRuns : Number(numRunsFromEnv),
  ...replayParams(),
});

const algorithms = fc.constantFrom('immediate-restart', 'occ', 'wound-wait');

/** The random scenario under `algorithm`, restarts delayed adaptively from a 5 ms start. */
function under(raw: RawScenario, algorithm: string): RawScenario {
  // OCC takes no locks, so the parser refuses a lock mode other than read-write with it.
  const locking = raw['locking'] as RawScenario;
  return {
    ...raw,
    locking: algorithm === 'occ' ? { ...locking, mode: 'read-write' } : locking,
    concurrencyControl: { algorithm, restartDelay: { policy: 'adaptive', initialMeanMs: 5 } },
  };
}

describe('restart-based concurrency control over random small scenarios', () => {
  it('keeps the committed history conflict-serializable under every algorithm', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'on' }), algorithms, (raw, algorithm) => {
        const { events } = runRecorded(under(raw, algorithm));
        expect(precedenceCycle(committedHistory(events))).toBeNull();
      }),
      params(120),
    );
  });

  it('never grants conflicting locks, releases every lock, and keeps time in order', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'on' }), algorithms, (raw, algorithm) => {
        const { events } = runRecorded(under(raw, algorithm));
        expect(checkClock(events)).toBeNull();
        expect(checkLockCompatibility(events)).toBeNull();
        expect(checkLockRelease(events)).toBeNull();
      }),
      params(80),
    );
  });

  it('aborts only for the algorithm reasons, never as a deadlock victim, and wound-wait never deadlocks', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'on' }), algorithms, (raw, algorithm) => {
        const { events, stats } = runRecorded(under(raw, algorithm));
        if (algorithm === 'wound-wait') expect(stats.deadlocks).toBe(0);
        // Every abort names the algorithm's reason, never a deadlock.
        for (const e of events) if (e.kind === 'txn.abort') expect(e.reason).not.toBe('deadlock');
      }),
      params(60),
    );
  });
});
