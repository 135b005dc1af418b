/**
 * The indexed replay against linear ones on built-in runs: TraceIndex (keyframes, a
 * forward cursor, per-transaction lock items) must answer exactly what a replay from the
 * start answers, and its lock table must equal one kept by scanning every entry on each
 * release, the way the replay did before it was indexed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { replayState, TraceIndex } from './state-at.ts';
import type { TraceEvent } from './trace-event.ts';
import type { LockTableRow } from './trace-state.ts';

function builtinEvents(id: string, durationMs: number): readonly TraceEvent[] {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides: [{ path: 'run.durationMs', value: durationMs }] });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  run.runToEnd();
  return run.events;
}

/** The lock table after the events up to `timeUs`, every release scanning every entry. */
function linearLocks(events: readonly TraceEvent[], timeUs: number): LockTableRow[] {
  type Entry = Pick<LockTableRow, 'holders' | 'waiters'>;
  const locks = new Map<number, Entry>();
  const entry = (item: number): Entry => {
    const found = locks.get(item) ?? { holders: [], waiters: [] };
    locks.set(item, found);
    return found;
  };
  const removeEverywhere = (txn: number, holding: boolean): void => {
    for (const [item, e] of locks) {
      const w = e.waiters.findIndex((x) => x.txn === txn);
      if (w >= 0) e.waiters.splice(w, 1);
      const h = holding ? e.holders.findIndex((x) => x.txn === txn) : -1;
      if (h >= 0) e.holders.splice(h, 1);
      if (e.holders.length === 0 && e.waiters.length === 0) locks.delete(item);
    }
  };
  for (const e of events) {
    if (e.t > timeUs) break;
    if (e.kind === 'deadlock') removeEverywhere(e.victim, false);
    else if (e.kind === 'lock.release-all') removeEverywhere(e.txn, true);
    else if (e.kind === 'lock.wait') {
      const x = entry(e.item);
      const upgrade = x.holders.some((h) => h.txn === e.txn);
      const at = upgrade ? x.waiters.findIndex((w) => !w.upgrade) : -1;
      const waiter = { txn: e.txn, mode: e.mode, sinceUs: e.t, upgrade };
      if (at < 0) x.waiters.push(waiter);
      else x.waiters.splice(at, 0, waiter);
    } else if (e.kind === 'lock.grant') {
      const x = entry(e.item);
      const w = x.waiters.findIndex((y) => y.txn === e.txn);
      if (w >= 0) x.waiters.splice(w, 1);
      const held = x.holders.find((h) => h.txn === e.txn);
      if (held !== undefined) held.mode = e.mode;
      else x.holders.push({ txn: e.txn, mode: e.mode, sinceUs: e.t });
    }
  }
  return [...locks].sort((a, b) => a[0] - b[0]).map(([item, x]) => ({ item, ...x }));
}

/** Forward in small steps, back, forward again, repeated and out of order. */
function playheadPath(events: readonly TraceEvent[]): number[] {
  const endUs = events.at(-1)!.t;
  const steps = Array.from({ length: 40 }, (_, i) => (endUs * (i + 5)) / 60);
  const jumps = Array.from({ length: 20 }, (_, i) => (((i * 7919) % 20) / 20) * endUs);
  return [...steps, ...jumps, ...steps.slice(10, 20), endUs, 0];
}

const RUNS: [string, number][] = [
  ['textbook-2pl', 2000],
  ['locking-both', 1500],
  ['elr-crash', 1500],
  ['cc-blocking-vs-restart', 1500],
];

describe.each(RUNS)('the indexed state of a %s run', (id, durationMs) => {
  const events = builtinEvents(id, durationMs);
  const index = new TraceIndex(events, { keyframeEvery: 300 });

  it('has locks to index', () => {
    expect(events.some((e) => e.kind === 'lock.release-all')).toBe(true);
  });

  it('equals a replay from the start wherever the playhead goes', () => {
    for (const t of playheadPath(events)) expect(index.stateAt(t)).toEqual(replayState(events, t));
  });

  it('keeps the lock table a scan of every entry keeps', () => {
    for (const t of playheadPath(events))
      expect(index.stateAt(t).locks).toEqual(linearLocks(events, t));
  });
});
