/**
 * Property tests of commit processing: random small scenarios with a log, under every
 * commit protocol, crashed at a random instant. Under the baseline and both ELR variants no
 * acknowledged transaction is lost, and the survivors are exactly a prefix of the commit
 * (LSN) order that read only from survivors; under safe ELR no reader exposed lost data;
 * the committed history is conflict-serializable under every protocol.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMIT_PROTOCOLS } from '../../src/techniques/commit/schema.ts';
import { crashOutcome } from '../../src/trace/crash-outcome.ts';
import { randomScenario, runRecorded, type RawScenario } from './random-scenario.ts';
import { checkLockCompatibility, committedHistory, precedenceCycle } from './trace-checks.ts';
import { replayParams } from './replay-params.ts';

const numRunsFromEnv = process.env['FC_NUM_RUNS'];
const params = (numRuns: number): fc.Parameters<[RawScenario, string, number]> => ({
  numRuns: numRunsFromEnv === undefined ? numRuns : Number(numRunsFromEnv),
  ...replayParams(),
});

const protocols = fc.constantFrom(...COMMIT_PROTOCOLS);
/** Where in the run the crash falls, as a share of its length. */
const crashShare = fc.integer({ min: 1, max: 1000 }).map((x) => x / 1000);

/** The random scenario with a synchronous log under `protocol`, crashing at `share` of the run. */
function withCrash(raw: RawScenario, protocol: string, share: number): RawScenario {
  const run = raw['run'] as { durationMs: number; warmupMs: number };
  const log = raw['log'] as RawScenario;
  return {
    ...raw,
    log: { ...log, enabled: true, commit: 'synchronous', commitProtocol: protocol },
    crash: {
      atMs: Math.max(0.001, Math.round(share * (run.durationMs + run.warmupMs) * 1000) / 1000),
    },
  };
}

describe('commit protocols under a crash at a random instant', () => {
  it('lose no acknowledged commit and keep exactly a prefix of the commit order', () => {
    fc.assert(
      fc.property(
        randomScenario({ locking: 'on' }),
        protocols,
        crashShare,
        (raw, protocol, share) => {
          const { events } = runRecorded(withCrash(raw, protocol, share));
          const end = events[events.length - 1]!;
          const out = crashOutcome(events, end.t);
          const lsns = out.fates.filter((f) => f.fate === 'durable').map((f) => f.lsn!);
          // Survivors hold LSNs 1..durable, each once: a prefix of the commit order.
          expect([...lsns].sort((a, b) => a - b)).toEqual(
            Array.from({ length: out.durableLsn }, (_, i) => i + 1),
          );
          const kept = new Set(out.kept);
          for (const f of out.fates) {
            if (f.fate === 'durable') for (const w of f.readFrom) expect(kept.has(w)).toBe(true);
          }
          if (protocol !== 'no-wait') expect(out.lostAcknowledged).toEqual([]);
          if (protocol === 'baseline' || protocol === 'elr') expect(out.exposedReads).toEqual([]);
        },
      ),
      params(150),
    );
  });

  it('keep the committed history conflict-serializable and locks compatible', () => {
    fc.assert(
      fc.property(
        randomScenario({ locking: 'on' }),
        protocols,
        crashShare,
        (raw, protocol, share) => {
          const { events } = runRecorded(withCrash(raw, protocol, share));
          expect(checkLockCompatibility(events)).toBeNull();
          expect(precedenceCycle(committedHistory(events))).toBeNull();
        },
      ),
      params(80),
    );
  });
});
