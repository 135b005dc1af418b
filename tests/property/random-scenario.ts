/**
 * A fast-check arbitrary of small, valid scenarios for property tests. It builds the raw
 * JSON a user would write (so a counterexample can be pasted into a scenario file) and the
 * tests pass it through `parseScenario`. Everything is kept small: a handful of terminals,
 * a database of a few dozen pages (so lock conflicts, upgrades and deadlocks are common)
 * and a run of at most about two simulated seconds.
 */
import fc from 'fast-check';
import { createSimulation } from '../../src/model/index.ts';
import { describeErrors, parseScenario } from '../../src/scenario/parse.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import type { RunStats } from '../../src/trace/stats.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';

/** A scenario as JSON, before validation. */
export type RawScenario = Record<string, unknown>;

export interface RandomScenarioOptions {
  /** 'on': locking always enabled; 'off': always disabled; 'any': mostly on. */
  locking?: 'on' | 'off' | 'any';
}

/** Milliseconds in steps of 0.1 ms, so counterexamples stay readable. */
const tenthsMs = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((x) => x / 10);

/** A duration in ms between min and max: a bare number, fixed, or exponential. */
const durationMs = (min: number, max: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    tenthsMs(min, max),
    tenthsMs(min, max).map((value) => ({ kind: 'fixed', value })),
    tenthsMs(min, max).map((mean) => ({ kind: 'exponential', mean })),
  );

/** Mostly strictly between 0 and 1, where a transaction can read a page and then write it. */
const probability: fc.Arbitrary<number> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(0, 1) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 100 }).map((p) => p / 100) },
);

const accessCount: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 6 }).map((value) => ({ kind: 'fixed', value })),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([a, b]) => ({ kind: 'uniform', min: Math.min(a, b), max: Math.max(a, b) })),
);

const transactionType = (index: number): fc.Arbitrary<RawScenario> =>
  fc
    .record({
      weight: fc.integer({ min: 1, max: 3 }),
      // Always some CPU, so that a closed system with zero think time still advances.
      beginCpuMs: tenthsMs(0.1, 1),
      commitCpuMs: durationMs(0, 1),
      leadingCpuMs: fc.option(durationMs(0, 2), { nil: null }),
      count: accessCount,
      writeProbability: probability,
      cpuMs: durationMs(0, 2),
      distinct: fc.boolean(),
    })
    .map(({ leadingCpuMs, count, writeProbability, cpuMs, distinct, ...rest }) => ({
      name: `type-${index}`,
      ...rest,
      program: [
        ...(leadingCpuMs === null ? [] : [{ op: 'cpu', ms: leadingCpuMs }]),
        { op: 'access', count, writeProbability, cpuMs, distinct },
      ],
    }));

const transactionTypes: fc.Arbitrary<RawScenario[]> = fc.oneof(
  fc.tuple(transactionType(0)),
  fc.tuple(transactionType(0), transactionType(1)),
);

const workload: fc.Arbitrary<RawScenario> = fc.oneof(
  fc.record({
    terminals: fc.integer({ min: 1, max: 8 }),
    thinkTimeMs: fc.oneof(
      tenthsMs(0, 50).map((value) => ({ kind: 'fixed', value })),
      tenthsMs(0, 50).map((mean) => ({ kind: 'exponential', mean })),
    ),
    types: transactionTypes,
  }),
  fc.record({
    arrivalRateTps: fc.integer({ min: 10, max: 100 }),
    types: transactionTypes,
  }),
);

const deviceService: fc.Arbitrary<RawScenario> = fc.oneof(
  durationMs(0.5, 8).map((ms) => ({ kind: 'time', ms })),
  fc.record({
    kind: fc.constant('mechanical'),
    averageSeekMs: tenthsMs(0, 6),
    rotationMs: tenthsMs(0, 6),
    transferMs: tenthsMs(0.1, 1),
  }),
);

const system: fc.Arbitrary<RawScenario> = fc.record({
  // Mostly very small, so that conflicts, upgrades and deadlocks are frequent.
  database: fc.record({
    pages: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 5, max: 12 }) },
      { weight: 1, arbitrary: fc.integer({ min: 5, max: 60 }) },
    ),
  }),
  buffer: fc.record({ pages: fc.integer({ min: 0, max: 40 }) }),
  cpu: fc.record({ count: fc.integer({ min: 1, max: 3 }) }),
  disks: fc.record({ count: fc.integer({ min: 1, max: 3 }), service: deviceService }),
});

const locking = (which: 'on' | 'off' | 'any'): fc.Arbitrary<RawScenario> =>
  fc.record({
    enabled:
      which === 'any'
        ? fc.oneof(
            { weight: 9, arbitrary: fc.constant(true) },
            { weight: 1, arbitrary: fc.constant(false) },
          )
        : fc.constant(which === 'on'),
    mode: fc.oneof(
      { weight: 3, arbitrary: fc.constant('read-write') },
      { weight: 1, arbitrary: fc.constant('exclusive') },
    ),
    requestCpuMs: fc.oneof(fc.constant(0), tenthsMs(0, 0.3)),
    restartDelayMs: durationMs(0, 5),
  });

const log: fc.Arbitrary<RawScenario> = fc.record({
  enabled: fc.boolean(),
  service: durationMs(0.5, 5).map((ms) => ({ kind: 'time', ms })),
  groupCommit: fc.boolean(),
  maxGroupRecords: fc.integer({ min: 1, max: 8 }),
  commit: fc.constantFrom('synchronous', 'asynchronous'),
});

/** Small valid scenarios, as raw JSON. */
export function randomScenario(options: RandomScenarioOptions = {}): fc.Arbitrary<RawScenario> {
  return fc.record({
    version: fc.constant(1),
    id: fc.constant('random-property'),
    title: fc.constant('Random scenario of a property test'),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    run: fc.record({
      durationMs: fc.integer({ min: 200, max: 2000 }),
      warmupMs: fc.integer({ min: 0, max: 200 }),
    }),
    workload,
    system,
    locking: locking(options.locking ?? 'any'),
    log,
  });
}

/** Validates raw scenario JSON; throws (failing the property) when it does not parse. */
export function parseOrThrow(raw: unknown): Scenario {
  const parsed = parseScenario(raw);
  if (!parsed.ok) {
    throw new Error(`the generated scenario does not parse: ${describeErrors(parsed.errors)}`);
  }
  return parsed.value;
}

/** The random scenario under wound-wait, on a shared pool of `frames` frames. */
export function underWoundWait(raw: RawScenario, frames: number): RawScenario {
  const rawSystem = raw['system'] as RawScenario;
  return {
    ...raw,
    system: { ...rawSystem, buffer: { pages: frames } },
    concurrencyControl: { algorithm: 'wound-wait' },
  };
}

export interface RecordedRun {
  scenario: Scenario;
  stats: RunStats;
  events: readonly TraceEvent[];
}

/** Parses the scenario, runs it to the end with the trace recorded. */
export function runRecorded(raw: unknown): RecordedRun {
  const scenario = parseOrThrow(raw);
  const run = createSimulation(scenario, { recordTrace: true });
  const stats = run.runToEnd();
  return { scenario, stats, events: run.events };
}
