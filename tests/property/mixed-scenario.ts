/**
 * A fast-check arbitrary of small scenarios that mix every technique the format lets run
 * together: lock granularity (page, file, mixed, intention locks), execution strategy
 * (conventional, TSTE, OTSTE, HTSTE), commit protocol (baseline, ELR, naive ELR, no-wait)
 * with or without group commit and any flush policy, storage tiers (disk units with
 * caches, SSD, extended memory, FORCE or NOFORCE, the log on a tier), the
 * concurrency-control algorithms (2PL, immediate restart, OCC, wound-wait), the testbed's
 * data server and per-transaction buffers, and a crash; with core knobs beside them (flush
 * latency with jitter, round-robin CPUs, barging lock queues, coarse lock units, internal
 * think time, a preloaded buffer, lock delays, an NVEM write buffer and cache). It only
 * builds combinations the parser accepts (see the combinations table in the README and
 * src/scenario/combinations.ts): for example OCC runs conventionally with read-write page
 * locks on the global buffer, and a two-stage mode never meets a data server. Thread-level
 * speculation runs alone: its arbitrary is in random-tls-scenario.ts.
 */
import fc from 'fast-check';
import { randomScenario, type RawScenario } from './random-scenario.ts';
import { replayParams } from './replay-params.ts';

const granularity = fc.record({
  granularity: fc.constantFrom('page', 'file', 'mixed'),
  intentionLocks: fc.boolean(),
  largeTransactionPages: fc.integer({ min: 1, max: 8 }),
});

const execution = fc.record({
  mode: fc.constantFrom('conventional', 'tste', 'otste', 'htste'),
  pinning: fc.boolean(),
  rollbackCpuMsPerWrite: fc.constantFrom(0, 0.5),
  misprefetchPerCommit: fc.constantFrom(0, 0.2, 0.9),
  htste: fc.record({
    decideAfter: fc.integer({ min: 1, max: 5 }),
    reevaluateEvery: fc.constant(3),
  }),
});

const commit = fc.record({
  enabled: fc.oneof(
    { weight: 5, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  commitProtocol: fc.constantFrom('baseline', 'elr', 'elr-naive', 'no-wait'),
  asynchronous: fc.oneof(
    { weight: 6, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
  groupCommit: fc.boolean(),
  flushPolicy: fc.constantFrom('when-idle', 'timer', 'batch', 'per-commit'),
  groupTimerMs: fc.constantFrom(0, 0.5),
  flushPeriodMs: fc.constantFrom(0.5, 2),
  batchRecords: fc.integer({ min: 1, max: 4 }),
});

const concurrency = fc.record({
  algorithm: fc.constantFrom('2pl', 'immediate-restart', 'occ', 'wound-wait'),
  restartDelay: fc.oneof(
    fc.record({ policy: fc.constant('adaptive'), initialMeanMs: fc.constantFrom(0, 5) }),
    fc.record({ policy: fc.constant('fixed'), delayMs: fc.constantFrom(0, 1, 3) }),
  ),
});

const device = (id: string): fc.Arbitrary<RawScenario> =>
  fc.oneof(
    fc.record({
      id: fc.constant(id),
      kind: fc.constant('disk'),
      disks: fc.integer({ min: 1, max: 2 }),
      diskMs: fc.constantFrom(2, 6),
      serviceTimes: fc.constantFrom('exponential', 'constant'),
      cache: fc.option(
        fc.record({
          kind: fc.constantFrom('volatile', 'non-volatile', 'write-buffer'),
          pages: fc.integer({ min: 1, max: 20 }),
        }),
        { nil: null },
      ),
    }),
    fc.record({ id: fc.constant(id), kind: fc.constant('ssd') }),
    fc.record({ id: fc.constant(id), kind: fc.constant('nvem'), accessMs: fc.constant(0.05) }),
  );

const storage = fc.record({
  db: device('db'),
  fast: device('fast'),
  /** Where the second half of the pages lives: a device or main memory. */
  second: fc.constantFrom('db', 'fast', 'memory'),
  logOn: fc.constantFrom('db', 'fast'),
  propagation: fc.constantFrom('noforce', 'force'),
  writeBuffer: fc.boolean(),
});

const extras = fc.record({
  /** The testbed: a serial data server, or per-transaction buffers; mostly neither. */
  testbed: fc.constantFrom('none', 'none', 'none', 'none', 'data-server', 'per-transaction'),
  storage: fc.option(storage, { nil: null, freq: 2 }),
  crashShare: fc.option(
    fc.integer({ min: 1, max: 1000 }).map((x) => x / 1000),
    { nil: null, freq: 2 },
  ),
  dataDependent: fc.boolean(),
  lockingOff: fc.oneof(
    { weight: 12, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});

/** Core knobs every technique must live with. */
const knobs = fc.record({
  flushLatency: fc.option(
    fc.record({
      baseMs: fc.constantFrom(0, 0.5),
      bandwidthMBps: fc.constantFrom(50, null),
      jitter: fc.constantFrom(
        { kind: 'constant', ms: 0 },
        { kind: 'uniform', minMs: 0, maxMs: 1 },
        { kind: 'lognormal', meanMs: 0.5, cv: 1, maxMs: 3 },
      ),
    }),
    { nil: null, freq: 3 },
  ),
  nvemBuffers: fc.boolean(),
  scheduling: fc.constantFrom('fcfs', 'fcfs', 'round-robin'),
  queue: fc.constantFrom('fifo', 'fifo', 'barging'),
  rowsPerLockUnit: fc.integer({ min: 1, max: 3 }),
  internalThinkMs: fc.constantFrom(0, 0, 0.5),
  preload: fc.boolean(),
  lockDelayMs: fc.constantFrom(0, 0, 0.3),
  oversubscriptionPenalty: fc.constantFrom(0, 0, 0.5),
});

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Parts = [
  RawScenario,
  ValueOf<typeof granularity>,
  ValueOf<typeof execution>,
  ValueOf<typeof commit>,
  ValueOf<typeof concurrency>,
  ValueOf<typeof extras>,
  ValueOf<typeof knobs>,
];

const obj = (x: unknown): RawScenario => x as RawScenario;

/** Puts the parts together, dropping whatever a combination refuses. */
function assemble([base, gran, exec, log, cc, more, knob]: Parts): RawScenario {
  const system = obj(base['system']);
  const workload = obj(base['workload']);
  // Half the base arbitrary's runs (100 ms to 1 s): more models in the same test time.
  const baseRun = obj(base['run']) as { durationMs: number; warmupMs: number };
  const run = { durationMs: Math.round(baseRun.durationMs / 2), warmupMs: baseRun.warmupMs };
  const pages = obj(system['database'])['pages'] as number;
  const occ = cc.algorithm === 'occ';
  const lockingOn = !(more.lockingOff && cc.algorithm === '2pl');
  const testbed = occ && more.testbed === 'per-transaction' ? 'none' : more.testbed;
  const mode = occ || testbed !== 'none' ? 'conventional' : exec.mode;
  const granularityFields =
    occ || !lockingOn
      ? { granularity: 'page', intentionLocks: false }
      : { granularity: gran.granularity, intentionLocks: gran.intentionLocks };
  const protocol = log.enabled && !log.asynchronous ? log.commitProtocol : 'baseline';
  const types = (workload['types'] as RawScenario[]).map((type) => ({
    ...type,
    program: (type['program'] as RawScenario[]).map((step) =>
      step['op'] === 'access' && more.dataDependent ? { ...step, dataDependent: true } : step,
    ),
  }));
  const half = Math.max(1, Math.floor(pages / 2));
  const tiers =
    more.storage === null || testbed === 'per-transaction'
      ? null
      : {
          devices: [more.storage.db, more.storage.fast],
          files: [
            { id: 'first', first: 0, count: half, device: 'db' },
            {
              id: 'second',
              first: half,
              count: pages - half,
              device: more.storage.second,
              writeBuffer: more.storage.writeBuffer && more.storage.second !== 'memory',
            },
          ].filter((f) => f.count > 0),
          log: log.enabled
            ? { device: more.storage.logOn, writeBuffer: more.storage.writeBuffer }
            : null,
          propagation: more.storage.propagation,
          ...(knob.nvemBuffers && obj(more.storage.fast)['kind'] === 'nvem'
            ? {
                nvemWriteBuffer: { device: 'fast', pages: 4 },
                nvemCache: { device: 'fast', pages: 6 },
              }
            : {}),
        };
  const scenario: RawScenario = {
    ...base,
    run,
    workload: { ...workload, types, internalThinkMs: knob.internalThinkMs },
    system: {
      ...system,
      buffer: {
        ...obj(system['buffer']),
        scope: testbed === 'per-transaction' ? 'per-transaction' : 'global',
        preload: knob.preload ? { first: 0, count: Math.min(pages, 5) } : null,
      },
      cpu: {
        ...obj(system['cpu']),
        scheduling: knob.scheduling,
        quantumMs: 0.2,
        oversubscriptionPenalty: knob.oversubscriptionPenalty,
      },
      dataServer: testbed === 'data-server' ? { lockCpuMs: 0.1, readCpuMs: 0.1 } : null,
    },
    locking: {
      ...obj(base['locking']),
      ...(occ ? { mode: 'read-write' } : {}),
      enabled: lockingOn,
      ...granularityFields,
      largeTransactionPages: gran.largeTransactionPages,
      queue: knob.queue,
      rowsPerLockUnit: knob.rowsPerLockUnit,
      delayMs: knob.lockDelayMs,
    },
    log: {
      ...obj(base['log']),
      enabled: log.enabled,
      commit: log.asynchronous ? 'asynchronous' : 'synchronous',
      commitProtocol: protocol,
      groupCommit: log.groupCommit,
      flushPolicy: log.flushPolicy,
      groupTimerMs: log.groupTimerMs,
      flushPeriodMs: log.flushPeriodMs,
      batchRecords: log.batchRecords,
      // A log on a storage tier takes its flush time from the tier's device (the format refuses both).
      flushLatency: tiers !== null && tiers.log !== null ? null : knob.flushLatency,
    },
    execution: { ...exec, mode },
    concurrencyControl: cc.algorithm === '2pl' ? null : cc,
    ...(tiers === null ? {} : { storage: tiers }),
  };
  if (more.crashShare !== null) {
    const atMs = Math.round(more.crashShare * (run.durationMs + run.warmupMs) * 1000) / 1000;
    scenario['crash'] = { atMs: Math.max(0.001, atMs) };
  }
  return scenario;
}

/** Small valid scenarios mixing every combinable technique, as raw JSON. */
export function randomMixedScenario(): fc.Arbitrary<RawScenario> {
  return fc
    .tuple(
      randomScenario({ locking: 'on' }),
      granularity,
      execution,
      commit,
      concurrency,
      extras,
      knobs,
    )
    .map(assemble);
}

/**
 * fast-check parameters: FC_SEED (and FC_PATH) replay a reported failure, FC_NUM_RUNS runs
 * every property that many times (a longer soak).
 */
export function mixedParams<Ts extends unknown[]>(numRuns: number): fc.Parameters<Ts> {
  const runs = process.env['FC_NUM_RUNS'];
  return { numRuns: runs === undefined ? numRuns : Number(runs), ...replayParams() };
}
