/**
 * Property tests of the transaction-processing model: random small scenarios, each run
 * with its trace recorded, and invariants checked against that trace. Set FC_SEED (and
 * FC_PATH) to replay a failure fast-check reported, FC_NUM_RUNS to run every property that
 * many times (a longer soak).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { foldTrace } from '../../src/trace/stats.ts';
import type { TraceEvent, TraceEventInput } from '../../src/trace/trace-event.ts';
import { parseOrThrow, randomScenario, runRecorded, type RawScenario } from './random-scenario.ts';
import {
  checkClock,
  checkLockCompatibility,
  checkLockRelease,
  committedHistory,
  precedenceCycle,
} from './trace-checks.ts';
import { replayParams } from './replay-params.ts';

const seedFromEnv = process.env['FC_SEED'];
const pathFromEnv = process.env['FC_PATH'];
const numRunsFromEnv = process.env['FC_NUM_RUNS'];

function params<Ts extends unknown[] = [RawScenario]>(numRuns: number): fc.Parameters<Ts> {
  return {
    numRuns: numRunsFromEnv === undefined ? numRuns : Number(numRunsFromEnv),
    ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }),
    ...(pathFromEnv === undefined ? {} : { path: pathFromEnv }),
  };
}

/** Stamps seq on hand-written events, for traces that must make a checker fail. */
function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

const runStart: TraceEventInput = {
  kind: 'run.start',
  t: 0,
  scenarioId: 'hand-made',
  variant: null,
  seed: 1,
  warmupUs: 0,
  endUs: 100,
  devices: [],
  terminals: 2,
  transactionTypes: ['t'],
};

describe('random scenarios', () => {
  it('the arbitrary only generates scenarios that parse', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        parseOrThrow(raw);
      }),
      { numRuns: 300, ...replayParams() },
    );
  });
});

describe('model invariants over random small scenarios', () => {
  it('simulated time never goes back and seq counts 0, 1, 2, ... in order', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const { events } = runRecorded(raw);
        expect(checkClock(events)).toBeNull();
      }),
      params(100),
    );
  });

  it('no two transactions ever hold conflicting locks on the same item at once', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'on' }), (raw) => {
        const { events } = runRecorded(raw);
        expect(checkLockCompatibility(events)).toBeNull();
      }),
      params(100),
    );
  });

  it('every lock is released at commit or at the deadlock, and only in-flight transactions hold locks at the end', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const { events } = runRecorded(raw);
        expect(checkLockRelease(events)).toBeNull();
      }),
      params(100),
    );
  });

  it('the committed history is conflict-serializable whenever locking is enabled', () => {
    fc.assert(
      fc.property(randomScenario({ locking: 'on' }), (raw) => {
        const { events } = runRecorded(raw);
        expect(precedenceCycle(committedHistory(events))).toBeNull();
      }),
      params(100),
    );
  });

  it('the same scenario and seed give a byte-identical trace', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const first = runRecorded(raw);
        const second = runRecorded(structuredClone(raw));
        expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events));
      }),
      params(60),
    );
  });

  it('running in slices of any size gives the same trace as running straight to the end', () => {
    fc.assert(
      fc.property(
        randomScenario(),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 50_000 }),
        (raw, maxEvents, sliceUs) => {
          const straight = runRecorded(raw);
          const run = createSimulation(parseOrThrow(raw), { recordTrace: true });
          let until = 0;
          for (let i = 0; !run.finished; i++) {
            if (i % 2 === 0) run.runSlice({ maxEvents });
            else run.runSlice({ untilTime: (until += sliceUs) });
          }
          expect(JSON.stringify(run.events)).toBe(JSON.stringify(straight.events));
          expect(run.stats.result()).toEqual(straight.stats);
        },
      ),
      params(60),
    );
  });

  it('a run that records nothing (reused device events, typed calls) gives the statistics of a recorded one', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const { stats } = runRecorded(raw);
        expect(createSimulation(parseOrThrow(raw)).runToEnd()).toEqual(stats);
      }),
      params(40),
    );
  });

  it('the run statistics equal the fold of the recorded trace', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const { stats, events } = runRecorded(raw);
        expect(foldTrace(events)).toEqual(stats);
      }),
      params(100),
    );
  });

  it('the response time breakdown is non-negative and adds up to the mean response time', () => {
    fc.assert(
      fc.property(randomScenario(), (raw) => {
        const { stats, events } = runRecorded(raw);
        const start = events[0];
        if (start?.kind !== 'run.start') throw new Error('the trace does not begin with run.start');
        const commits = events.filter(
          (e) => e.kind === 'txn.commit' && e.t >= start.warmupUs,
        ).length;
        expect(stats.committed).toBe(commits);
        expect(stats.types.reduce((s, t) => s + t.committed, 0)).toBe(commits);

        const b = stats.breakdown;
        const parts = [b.cpuMs, b.cpuQueueMs, b.ioMs, b.lockWaitMs, b.logWaitMs, b.otherMs];
        const slack = 1e-9 * Math.max(1, stats.meanResponseMs);
        for (const [name, value] of Object.entries(b)) {
          if (!(value >= -slack))
            throw new Error(`breakdown.${name} is ${value}: ${JSON.stringify(b)}`);
        }
        const sum = parts.reduce((s, x) => s + x, 0);
        expect(Math.abs(sum - stats.meanResponseMs)).toBeLessThanOrEqual(
          1e-6 * Math.max(1e-9, stats.meanResponseMs),
        );
        if (stats.committed === 0) expect(parts.every((x) => x === 0)).toBe(true);
      }),
      params(100),
    );
  });
});

describe('the committed history without locking', () => {
  it('can be non-serializable, so the serializability check is able to fail', () => {
    const base = {
      version: 1,
      id: 'no-locking',
      title: 'Locking off on a tiny database',
      run: { durationMs: 500 },
      workload: {
        terminals: 8,
        thinkTimeMs: 0,
        types: [
          {
            name: 'update',
            beginCpuMs: 0.2,
            program: [{ op: 'access', count: 4, writeProbability: 0.9, cpuMs: 0.5 }],
          },
        ],
      },
      system: {
        database: { pages: 5 },
        buffer: { pages: 5 },
        cpu: { count: 2 },
        disks: { count: 1, service: { kind: 'time', ms: 1 } },
      },
      locking: { enabled: false },
    };
    let cycle: number[] | null = null;
    for (let seed = 1; seed <= 10 && cycle === null; seed++) {
      cycle = precedenceCycle(committedHistory(runRecorded({ ...base, seed }).events));
    }
    expect(cycle).not.toBeNull();
    expect(cycle!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the trace checkers reject broken traces', () => {
  it('the clock check rejects time going back and a gap in seq', () => {
    const back = trace(
      runStart,
      { kind: 'warmup.end', t: 50 },
      { kind: 'warmup.end', t: 40 },
      { kind: 'run.end', t: 100 },
    );
    expect(checkClock(back)).toMatch(/time goes back/);
    const gap = trace(runStart, { kind: 'run.end', t: 100 });
    gap[1]!.seq = 2;
    expect(checkClock(gap)).toMatch(/seq/);
  });

  it('the compatibility check rejects an X grant while another transaction holds S', () => {
    const bad = trace(
      { kind: 'lock.grant', t: 1, txn: 1, item: 7, mode: 'S' },
      { kind: 'lock.grant', t: 2, txn: 2, item: 7, mode: 'S' },
      { kind: 'lock.grant', t: 3, txn: 1, item: 7, mode: 'X' },
    );
    expect(checkLockCompatibility(bad)).toMatch(/T1 is granted X on item 7 while T2 holds S/);
    const fine = trace(
      { kind: 'lock.grant', t: 1, txn: 1, item: 7, mode: 'S' },
      { kind: 'lock.grant', t: 2, txn: 2, item: 7, mode: 'S' },
      { kind: 'lock.release-all', t: 3, txn: 2 },
      { kind: 'lock.grant', t: 3, txn: 1, item: 7, mode: 'X' },
    );
    expect(checkLockCompatibility(fine)).toBeNull();
  });

  it('the release check rejects a commit or an abort that still holds locks', () => {
    const commit = trace(
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'lock.grant', t: 1, txn: 1, item: 3, mode: 'X' },
      { kind: 'txn.commit', t: 2, txn: 1 },
    );
    expect(checkLockRelease(commit)).toMatch(/commits still holding/);
    const abort = trace(
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'lock.grant', t: 1, txn: 1, item: 3, mode: 'X' },
      { kind: 'deadlock', t: 2, cycle: [1, 2], victim: 1 },
      { kind: 'txn.abort', t: 2, txn: 1, attempt: 1, reason: 'deadlock' },
    );
    expect(checkLockRelease(abort)).toMatch(/aborts before releasing/);
    const afterRelease = trace(
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'lock.release-all', t: 1, txn: 1 },
      { kind: 'lock.grant', t: 1, txn: 1, item: 3, mode: 'X' },
    );
    expect(checkLockRelease(afterRelease)).toMatch(/after releasing/);
    const leftOver = trace(
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'lock.grant', t: 1, txn: 1, item: 3, mode: 'X' },
      { kind: 'lock.release-all', t: 2, txn: 1 },
      { kind: 'txn.commit', t: 2, txn: 1 },
      { kind: 'lock.grant', t: 3, txn: 1, item: 4, mode: 'S' },
      { kind: 'run.end', t: 100 },
    );
    expect(checkLockRelease(leftOver)).toMatch(/outside an attempt/);
  });

  it('the serializability check finds a cycle of two transactions that overwrite each other', () => {
    const access = (t: number, txn: number, page: number, write: boolean): TraceEventInput => ({
      kind: 'page.access',
      t,
      txn,
      page,
      write,
      hit: true,
    });
    const events = trace(
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'txn.begin', t: 0, txn: 2, attempt: 1 },
      access(1, 1, 10, false),
      access(2, 2, 10, true),
      access(3, 2, 11, false),
      access(4, 1, 11, true),
      { kind: 'txn.commit', t: 5, txn: 1 },
      { kind: 'txn.commit', t: 6, txn: 2 },
    );
    expect(precedenceCycle(committedHistory(events))?.sort()).toEqual([1, 2]);
    // The same accesses where T2 wrote page 10 only in an aborted attempt are serializable.
    const aborted = trace(
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'txn.begin', t: 0, txn: 2, attempt: 1 },
      access(1, 1, 10, false),
      access(2, 2, 10, true),
      { kind: 'txn.abort', t: 2, txn: 2, attempt: 1, reason: 'deadlock' },
      { kind: 'txn.begin', t: 2, txn: 2, attempt: 2 },
      access(3, 2, 11, false),
      access(4, 1, 11, true),
      { kind: 'txn.commit', t: 5, txn: 1 },
      { kind: 'txn.commit', t: 6, txn: 2 },
    );
    expect(precedenceCycle(committedHistory(aborted))).toBeNull();
  });
});
