/**
 * Random small scenarios mixing every combinable technique (mixed-scenario.ts): lock
 * granularity, execution strategy, commit protocol and group commit, storage tiers,
 * concurrency-control algorithm, the testbed's data server and private buffers, a crash.
 * Checked from each trace: time in order, no incompatible locks held together, every lock
 * released, the committed history conflict-serializable. 350 models, about 15 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSerializable } from './mixed-checks.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import { parseOrThrow, runRecorded, type RawScenario } from './random-scenario.ts';
import { checkClock, checkLockCompatibility, checkLockRelease } from './trace-checks.ts';

describe('random mixed-technique scenarios', () => {
  it('only generates scenarios that parse, and every technique value shows up', () => {
    const seen = new Set<string>();
    for (const raw of fc.sample(randomMixedScenario(), { numRuns: 400, seed: 7 })) {
      const s = parseOrThrow(raw);
      seen.add(`granularity:${s.locking.granularity}`);
      seen.add(`intention:${s.locking.intentionLocks}`);
      seen.add(`execution:${s.execution.mode}`);
      seen.add(`protocol:${s.log.enabled ? s.log.commitProtocol : 'none'}`);
      seen.add(`commit:${s.log.commit}`);
      seen.add(`cc:${s.concurrencyControl?.algorithm ?? '2pl'}`);
      seen.add(`storage:${s.storage ? s.storage.propagation : 'none'}`);
      for (const d of s.storage?.devices ?? []) seen.add(`device:${d.kind}`);
      seen.add(`server:${s.system.dataServer !== null}`);
      seen.add(`scope:${s.system.buffer.scope}`);
      seen.add(`crash:${s.crash !== null}`);
    }
    const expected = [
      ...['page', 'file', 'mixed'].map((g) => `granularity:${g}`),
      ...['conventional', 'tste', 'otste', 'htste'].map((m) => `execution:${m}`),
      ...['none', 'baseline', 'elr', 'elr-naive', 'no-wait'].map((p) => `protocol:${p}`),
      ...['2pl', 'immediate-restart', 'occ', 'wound-wait'].map((a) => `cc:${a}`),
      ...['none', 'force', 'noforce'].map((p) => `storage:${p}`),
      ...['disk', 'ssd', 'nvem'].map((k) => `device:${k}`),
      'intention:true',
      'commit:asynchronous',
      'server:true',
      'scope:per-transaction',
      'crash:true',
    ];
    expect(expected.filter((x) => !seen.has(x))).toEqual([]);
  });

  it('keep time in order, hold no incompatible locks together and release every lock', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const { events } = runRecorded(raw);
        expect(checkClock(events)).toBeNull();
        expect(checkLockCompatibility(events)).toBeNull();
        expect(checkLockRelease(events)).toBeNull();
      }),
      mixedParams<[RawScenario]>(175),
    );
  });

  it('keep the committed history conflict-serializable whenever there is concurrency control', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const { events, scenario } = runRecorded(raw);
        if (!scenario.locking.enabled) return;
        expect(checkSerializable(events)).toBeNull();
      }),
      mixedParams<[RawScenario]>(175),
    );
  });
});
