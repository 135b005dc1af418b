/**
 * The timed notes of locking-both, locking-file-size, locking-lock-cost and
 * locking-think-time, each checked against the state the page shows at its moment (lock
 * table, wait-for graph, devices, deadlocks, lanes) for the runs it talks about. Small
 * transactions are type 0, the large one type 1; the file is lock item -1.
 */
import { describe, expect, it } from 'vitest';
import { msToUs } from '../../src/base/time.ts';
import { FILE_ITEM } from '../../src/trace/trace-event.ts';
import { runVariant, type NoteRun } from './note-runs.ts';

const SMALL = 0;
const LARGE = 1;
const runs = new Map<string, NoteRun>();

function run(id: string, variant: string, untilMs: number): NoteRun {
  const key = `${id}/${variant}`;
  let r = runs.get(key);
  if (r === undefined || r.scenario.run.warmupMs + r.scenario.run.durationMs < untilMs)
    runs.set(key, (r = runVariant(id, variant, untilMs)));
  return r;
}

function at(id: string, variant: string, ms: number) {
  const r = run(id, variant, ms + 3_000);
  const state = r.index.stateAt(msToUs(ms));
  const typeOf = (txn: number) => r.model.transactions.find((t) => t.txn === txn)?.type;
  const file = state.locks.find((l) => l.item === FILE_ITEM);
  const large = state.transactions.find((t) => t.type === LARGE);
  /** The first deadlock at or after the moment, within `withinMs`. */
  const nextDeadlock = (withinMs: number) =>
    r.index.deadlocks.find((d) => d.t >= msToUs(ms) && d.t - msToUs(ms) <= msToUs(withinMs));
  return { r, state, typeOf, file, large, nextDeadlock };
}

/** The large transaction holds X on the file, and the small ones queue at it. */
function largeHoldsFileWithQueue(s: ReturnType<typeof at>): void {
  expect(s.file?.holders.map((h) => [s.typeOf(h.txn), h.mode])).toEqual([[LARGE, 'X']]);
  expect(s.file?.waiters.length).toBeGreaterThan(0);
  for (const w of s.file!.waiters) expect(s.typeOf(w.txn)).toBe(SMALL);
}

/** The large transaction spends time thinking (idle between steps) while it holds X. */
function thinksWhileHoldingFile(s: ReturnType<typeof at>): void {
  const txn = s.file!.holders[0]!.txn;
  const lane = s.r.model.transactions.find((t) => t.txn === txn)!.lane;
  const idle = s.r.model.txnLanes[lane]!.segments.filter(
    (g) => g.txn === txn && g.state === 'idle-in-txn' && g.startUs >= s.file!.holders[0]!.sinceUs,
  );
  expect(idle.length).toBeGreaterThan(0);
}

/** A deadlock follows within a second between the large one and a small one. */
function largeSmallDeadlock(s: ReturnType<typeof at>, victim: number): void {
  const d = s.nextDeadlock(1_000);
  expect(d).toBeDefined();
  expect(d!.cycle.map(s.typeOf).toSorted()).toEqual([SMALL, LARGE]);
  expect(s.typeOf(d!.victim)).toBe(victim);
}

describe('locking-both notes', () => {
  it('13.6 s: file locking, the large one holds X and thinks while holding it; small ones queue', () => {
    const s = at('locking-both', 'file', 13_600);
    largeHoldsFileWithQueue(s);
    thinksWhileHoldingFile(s);
  });

  it('19.5 s: mixed locking, the large one has just got X after the IX locks cleared', () => {
    const s = at('locking-both', 'mixed', 19_500);
    largeHoldsFileWithQueue(s);
    expect(msToUs(19_500) - s.file!.holders[0]!.sinceUs).toBeLessThan(msToUs(2_000));
    const before = at('locking-both', 'mixed', 13_600);
    expect(before.large?.activity.state).toBe('lock-wait');
    for (const h of before.file!.holders) expect(h.mode).toBe('IX');
  });

  it('248.9 s: page locking, a large-small deadlock follows and the small one is the victim', () => {
    largeSmallDeadlock(at('locking-both', 'page', 248_900), SMALL);
  });
});

describe('locking-file-size notes', () => {
  it('5.4 s: a file queue, mixed read fills its map without waits, no locks has no map', () => {
    const file = at('locking-file-size', 'file', 5_400);
    expect(file.file?.waiters.length).toBeGreaterThan(0);
    const read = at('locking-file-size', 'mixed-read', 5_400);
    expect(read.state.locks.length).toBeGreaterThan(0);
    for (const l of read.state.locks) {
      expect(l.waiters).toEqual([]);
      for (const h of l.holders) expect(['S', 'IS']).toContain(h.mode);
    }
    expect(read.state.transactions.some((t) => t.activity.state === 'lock-wait')).toBe(false);
    expect(at('locking-file-size', 'no-locks', 5_400).state.locks).toEqual([]);
  });

  it("110.6 s: page locking, the run's first wait-for cycle forms between large and small", () => {
    const s = at('locking-file-size', 'page', 110_600);
    const d = s.nextDeadlock(1_000);
    expect(s.r.index.deadlocks[0]).toEqual(d);
    expect(d!.cycle.map(s.typeOf).toSorted()).toEqual([SMALL, LARGE]);
  });
});

describe('locking-lock-cost notes', () => {
  it('9.9 s: file locking, the large one holds X on the file after one lock request', () => {
    const s = at('locking-lock-cost', 'file', 9_900);
    largeHoldsFileWithQueue(s);
    const txn = s.file!.holders[0]!.txn;
    const grants = s.r.events.filter(
      (e) => e.kind === 'lock.grant' && e.txn === txn && e.t <= msToUs(9_900),
    );
    expect(grants).toHaveLength(1);
  });

  it("55.2 s: page locking, the data server's queue holds most lanes", () => {
    const s = at('locking-lock-cost', 'page', 55_200);
    const server = s.state.devices.find((d) => d.id === 'server')!;
    expect(server.busyUnits).toBe(1);
    expect(server.queueLength * 2).toBeGreaterThan(s.state.transactions.length);
  });

  it('127.3 s: page locking, two small ones deadlock and the younger is the victim', () => {
    const s = at('locking-lock-cost', 'page', 127_300);
    const d = s.nextDeadlock(1_000)!;
    expect(d.cycle.map(s.typeOf)).toEqual([SMALL, SMALL]);
    expect(d.victim).toBe(Math.max(...d.cycle));
  });
});

describe('locking-think-time notes', () => {
  it('11.2 s: file locking, the large one holds X and will think while holding it', () => {
    const s = at('locking-think-time', 'file', 11_200);
    largeHoldsFileWithQueue(s);
    thinksWhileHoldingFile(s);
  });

  it('15.8 s: page locking, the large one waits for a page a thinking small one holds', () => {
    const s = at('locking-think-time', 'page', 15_800);
    expect(s.large?.activity.state).toBe('lock-wait');
    const blockers = s.state.waitsFor.filter((e) => e.from === s.large!.txn).map((e) => e.to);
    expect(blockers.length).toBeGreaterThan(0);
    for (const b of blockers) {
      const blocker = s.state.transactions.find((t) => t.txn === b)!;
      expect([blocker.type, blocker.activity.state]).toEqual([SMALL, 'idle-in-txn']);
    }
    const others = s.state.transactions.filter(
      (t) => t.txn !== s.large!.txn && t.txn !== blockers[0],
    );
    expect(others.some((t) => t.activity.state !== 'lock-wait')).toBe(true);
  });

  it('104.5 s: page locking, a large-small cycle forms and the small one is the victim', () => {
    largeSmallDeadlock(at('locking-think-time', 'page', 104_500), SMALL);
  });
});
