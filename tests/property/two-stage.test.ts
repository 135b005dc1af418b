/**
 * Property tests of two-stage execution over random small scenarios (the model
 * invariants' random scenarios, run under TSTE, OTSTE or HTSTE, with or without pinning,
 * with data-dependent accesses): a page pinned by a transaction's fetch (or OTSTE's
 * optimistic pass) is never evicted before the transaction ends, no incompatible locks are
 * held at once, every lock is released, the history of final operate stages is
 * conflict-serializable, and the same seed gives the same trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { randomScenario, runRecorded, type RawScenario } from './random-scenario.ts';
import { replayParams } from './replay-params.ts';
import { checkLockCompatibility, checkLockRelease, precedenceCycle } from './trace-checks.ts';

const numRuns = Number(process.env['FC_NUM_RUNS'] ?? 60);

const execution = fc.record({
  mode: fc.constantFrom('tste', 'otste', 'htste'),
  pinning: fc.boolean(),
  rollbackCpuMsPerWrite: fc.constantFrom(0, 0.5, 2),
  misprefetchPerCommit: fc.constantFrom(0, 0.2, 0.9),
  htste: fc.record({
    decideAfter: fc.integer({ min: 1, max: 5 }),
    reevaluateEvery: fc.constant(3),
  }),
});

function twoStageScenario(): fc.Arbitrary<RawScenario> {
  return fc
    .tuple(
      randomScenario({ locking: 'on' }),
      execution,
      fc.boolean(),
      fc.integer({ min: 1, max: 40 }),
    )
    .map(([raw, exec, dependent, frames]) => {
      const workload = raw['workload'] as RawScenario;
      const system = raw['system'] as RawScenario;
      const types = (workload['types'] as RawScenario[]).map((type) => ({
        ...type,
        program: (type['program'] as RawScenario[]).map((step) =>
          step['op'] === 'access' && dependent ? { ...step, dataDependent: true } : step,
        ),
      }));
      return {
        ...raw,
        workload: { ...workload, types },
        system: { ...system, buffer: { pages: frames } },
        execution: exec,
      };
    });
}

/** A page evicted while a live attempt holds its stage pin on it, or null. */
function checkPins(events: readonly TraceEvent[]): string | null {
  const pins = new Map<number, Set<number>>();
  const fetching = new Set<number>();
  /** OTSTE attempts in their optimistic pass (every page touched is pinned). */
  const optimistic = new Set<number>();
  for (const e of events) {
    if (e.kind === 'txn.stage') {
      if (!pins.has(e.txn)) pins.set(e.txn, new Set());
      fetching.delete(e.txn);
      if (e.stage === 'fetch') {
        fetching.add(e.txn);
        optimistic.delete(e.txn);
      } else if (e.stage === 'operate' && e.mode === 'otste' && pins.get(e.txn)!.size === 0) {
        optimistic.add(e.txn);
      } else if (e.stage === 'rollback') {
        optimistic.delete(e.txn);
      } else if (e.stage === 'done') {
        pins.delete(e.txn);
        optimistic.delete(e.txn);
      }
    } else if (e.kind === 'page.access') {
      if (fetching.has(e.txn) || optimistic.has(e.txn)) pins.get(e.txn)?.add(e.page);
    } else if (e.kind === 'page.evict') {
      for (const [txn, pages] of pins) {
        if (pages.has(e.page)) return `page ${e.page} evicted while T${txn} pins it`;
      }
    }
  }
  return null;
}

/** Page accesses of each committed transaction's final operate stage, in trace order. */
function operateHistory(events: readonly TraceEvent[]) {
  const lastOperate = new Map<number, number>();
  const commitSeq = new Map<number, number>();
  for (const e of events) {
    if (e.kind === 'txn.stage' && e.stage === 'operate') lastOperate.set(e.txn, e.seq);
    else if (e.kind === 'txn.commit') commitSeq.set(e.txn, e.seq);
  }
  return events.flatMap((e) => {
    if (e.kind !== 'page.access') return [];
    const from = lastOperate.get(e.txn);
    const to = commitSeq.get(e.txn);
    if (from === undefined || to === undefined || e.seq < from || e.seq > to) return [];
    return [{ txn: e.txn, page: e.page, write: e.write }];
  });
}

describe('two-stage execution over random small scenarios', () => {
  it('never evicts a pinned page; locks stay compatible and are all released', () => {
    fc.assert(
      fc.property(twoStageScenario(), (raw) => {
        const { events, scenario } = runRecorded(raw);
        if (scenario.execution.pinning) expect(checkPins(events)).toBeNull();
        expect(checkLockCompatibility(events)).toBeNull();
        expect(checkLockRelease(events)).toBeNull();
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('keeps the committed history conflict-serializable', () => {
    fc.assert(
      fc.property(twoStageScenario(), (raw) => {
        expect(precedenceCycle(operateHistory(runRecorded(raw).events))).toBeNull();
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('gives the same trace for the same seed', () => {
    fc.assert(
      fc.property(twoStageScenario(), (raw) => {
        expect(JSON.stringify(runRecorded(raw).events)).toBe(
          JSON.stringify(runRecorded(raw).events),
        );
      }),
      { numRuns: Math.ceil(numRuns / 3), ...replayParams() },
    );
  });
});
