/**
 * Property tests of lock granularity over random small scenarios: the random scenarios of
 * the model invariants, with file, page (with or without intention locks) or mixed
 * locking, FIFO or barging queues, a data server, per-transaction buffers, round-robin
 * CPUs and internal think mixed in. No two incompatible locks are ever held at once
 * (intention locks against file locks included: they are locks on one item, FILE_ITEM),
 * every lock is released, the committed history is conflict-serializable, and under mixed
 * locking a large transaction is never aborted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_ITEM, type LockModeName, type TraceEvent } from '../../src/trace/trace-event.ts';
import { isLargeType } from '../../src/techniques/granularity/transaction-class.ts';
import { randomScenario, runRecorded, type RawScenario } from './random-scenario.ts';
import { replayParams } from './replay-params.ts';
import {
  checkLockCompatibility,
  checkLockRelease,
  committedHistory,
  lockModesCompatible,
  precedenceCycle,
} from './trace-checks.ts';

const numRuns = Number(process.env['FC_NUM_RUNS'] ?? 80);

/**
 * The hierarchy's implicit locks: an S, SIX or X lock on the file locks every page in S,
 * S or X. Replays grants and releases and reports a page lock granted while another
 * transaction's file lock implicitly holds that page incompatibly, or the reverse.
 */
function checkImplicitLocks(events: readonly TraceEvent[]): string | null {
  const implicit: Partial<Record<LockModeName, LockModeName>> = { S: 'S', SIX: 'S', X: 'X' };
  const fileHolders = new Map<number, LockModeName>();
  const pageHolders = new Map<number, Map<number, LockModeName>>();
  for (const e of events) {
    if (e.kind === 'lock.release-all') {
      fileHolders.delete(e.txn);
      pageHolders.delete(e.txn);
    } else if (e.kind === 'lock.grant' && e.item === FILE_ITEM) {
      fileHolders.set(e.txn, e.mode);
      const covered = implicit[e.mode];
      if (covered === undefined) continue;
      for (const [owner, pages] of pageHolders) {
        for (const [page, mode] of pages) {
          if (owner !== e.txn && !lockModesCompatible(mode, covered)) {
            return `T${e.txn} is granted ${e.mode} on the file while T${owner} holds ${mode} on page ${page}`;
          }
        }
      }
    } else if (e.kind === 'lock.grant') {
      const pages = pageHolders.get(e.txn) ?? new Map<number, LockModeName>();
      pages.set(e.item, e.mode);
      pageHolders.set(e.txn, pages);
      for (const [owner, fileMode] of fileHolders) {
        const covered = implicit[fileMode];
        if (owner !== e.txn && covered !== undefined && !lockModesCompatible(covered, e.mode)) {
          return `T${e.txn} is granted ${e.mode} on page ${e.item} while T${owner} holds ${fileMode} on the file`;
        }
      }
    }
  }
  return null;
}

const granularity = fc.record({
  granularity: fc.constantFrom('page', 'file', 'mixed'),
  intentionLocks: fc.boolean(),
  largeTransactionPages: fc.integer({ min: 1, max: 6 }),
  queue: fc.constantFrom('fifo', 'barging'),
  delayMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
  delayHoldsServer: fc.boolean(),
  rerequestOnMiss: fc.boolean(),
  shared: fc.boolean(),
});

const systemExtras = fc.record({
  dataServer: fc.option(
    fc.record({
      beginCpuMs: fc.integer({ min: 0, max: 3 }),
      commitCpuMs: fc.integer({ min: 0, max: 3 }),
      callsPerPhase: fc.integer({ min: 1, max: 3 }),
      lockCpuMs: fc.integer({ min: 0, max: 2 }),
      readCpuMs: fc.integer({ min: 0, max: 2 }),
      readRequestCpuMs: fc.integer({ min: 0, max: 2 }),
      abortCpuMs: fc.integer({ min: 0, max: 2 }),
    }),
    { nil: null },
  ),
  scope: fc.constantFrom('global', 'per-transaction'),
  roundRobin: fc.boolean(),
  quantumMs: fc.integer({ min: 1, max: 3 }),
  internalThinkMs: fc.integer({ min: 0, max: 5 }),
});

/** A random small scenario with the granularity options; shared mode only without writes. */
function granularScenario(): fc.Arbitrary<RawScenario> {
  return fc
    .tuple(randomScenario({ locking: 'on' }), granularity, systemExtras)
    .map(([raw, g, extras]) => {
      const { shared, ...locking } = g;
      const workload = raw['workload'] as RawScenario;
      const system = raw['system'] as RawScenario;
      const types = (workload['types'] as RawScenario[]).map((type) =>
        shared
          ? {
              ...type,
              program: (type['program'] as RawScenario[]).map((step) =>
                step['op'] === 'access' ? { ...step, writeProbability: 0 } : step,
              ),
            }
          : type,
      );
      const cpu = system['cpu'] as RawScenario;
      return {
        ...raw,
        workload: { ...workload, types, internalThinkMs: extras.internalThinkMs },
        system: {
          ...system,
          buffer: { ...(system['buffer'] as RawScenario), scope: extras.scope },
          cpu: extras.roundRobin
            ? { ...cpu, scheduling: 'round-robin', quantumMs: extras.quantumMs }
            : cpu,
          dataServer: extras.dataServer,
        },
        locking: {
          ...(raw['locking'] as RawScenario),
          ...locking,
          ...(shared ? { mode: 'shared' } : {}),
        },
      };
    });
}

describe('lock granularity over random small scenarios', () => {
  it('never holds incompatible locks at once, file and intention locks included', () => {
    fc.assert(
      fc.property(granularScenario(), (raw) => {
        const { events } = runRecorded(raw);
        expect(checkLockCompatibility(events)).toBeNull();
        expect(checkImplicitLocks(events)).toBeNull();
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('releases every lock at commit or abort', () => {
    fc.assert(
      fc.property(granularScenario(), (raw) => {
        expect(checkLockRelease(runRecorded(raw).events)).toBeNull();
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('keeps the committed history conflict-serializable under every policy', () => {
    fc.assert(
      fc.property(granularScenario(), (raw) => {
        expect(precedenceCycle(committedHistory(runRecorded(raw).events))).toBeNull();
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('never aborts a large transaction under mixed locking, which locks only the file', () => {
    fc.assert(
      fc.property(granularScenario(), (raw) => {
        const { scenario, events } = runRecorded(raw);
        if (scenario.locking.granularity !== 'mixed') return;
        const large = scenario.workload.types.map((t) => isLargeType(t, scenario.locking));
        const typeOf = new Map<number, number>();
        for (const e of events) {
          if (e.kind === 'txn.submit') typeOf.set(e.txn, e.type);
          if (e.kind === 'txn.abort') expect(large[typeOf.get(e.txn)!]).toBe(false);
          if (e.kind === 'lock.grant' && large[typeOf.get(e.txn)!] === true) {
            expect(e.item).toBe(FILE_ITEM);
          }
        }
      }),
      { numRuns, ...replayParams() },
    );
  });
});
