/**
 * The panels' helpers on a real run of the textbook-2pl scenario (shortened), checked
 * against direct computations over the trace.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../model/index.ts';
import { parseScenario } from '../../scenario/parse.ts';
import { ActivityFold, NO_LISTENER } from '../../trace/activity.ts';
import { TraceIndex } from '../../trace/state-at.ts';
import { countersView } from './counters-view.ts';
import { eventContext, isRoutineEvent } from './describe-event.ts';
import { devicesView } from './devices-view.ts';
import { recentEventLines } from './event-window.ts';
import { lockTableView } from './lock-table.ts';
import { logView } from './log-view.ts';
import { deadlockWindowUs } from './pacing.ts';
import { layoutWaitForGraph } from './wait-for-layout.ts';

const json = JSON.parse(
  readFileSync(new URL('../../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as { run: { durationMs: number; warmupMs: number } };
json.run.durationMs = 3000;
json.run.warmupMs = 500;
const parsed = parseScenario(json);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const run = createSimulation(parsed.value, { recordTrace: true });
run.runToEnd();
const events = run.events;
const index = new TraceIndex(events);
const context = eventContext(events);
const sampleTimes = events.filter((_, i) => i % 151 === 0).map((e) => e.t);

describe('the panels on a textbook-2pl run', () => {
  it("reads each transaction's submission where the activity fold reports it", () => {
    const submitUs = new Map<number, number>();
    const fold = new ActivityFold({
      ...NO_LISTENER,
      submit: (txn, t) => {
        if (!submitUs.has(txn)) submitUs.set(txn, t);
      },
    });
    for (const e of events) fold.accept(e);
    expect(submitUs.size).toBeGreaterThan(100);
    expect(context.submitUs).toEqual(submitUs);
  });

  it('has locks, waits and deadlocks to show', () => {
    expect(sampleTimes.length).toBeGreaterThan(30);
    expect(index.deadlocks.length).toBeGreaterThan(0);
    expect(sampleTimes.some((t) => index.stateAt(t).waitsFor.length > 0)).toBe(true);
  });

  it('lists every locked item or counts it, contended items first', () => {
    for (const t of sampleTimes) {
      const state = index.stateAt(t);
      const view = lockTableView(state.locks, { deadlock: state.deadlock });
      expect(view.rows.length + view.moreRows).toBe(state.locks.length);
      const contended = view.rows.map((r) => r.waiters.length > 0);
      expect(contended).toEqual([...contended].sort((a, b) => Number(b) - Number(a)));
      for (const r of view.rows) {
        for (const w of r.waiters)
          expect(w.text).toMatch(/^T\d+ wants (IS|IX|S|SIX|X)( \(upgrade\))?$/);
      }
    }
  });

  it('draws a node for every transaction of an edge and an arrow for every waiter-holder pair', () => {
    for (const t of sampleTimes) {
      const state = index.stateAt(t);
      const layout = layoutWaitForGraph(state.waitsFor, state.deadlock);
      const txns = new Set(state.waitsFor.flatMap((e) => [e.from, e.to]));
      expect(layout.nodes.map((n) => n.txn)).toEqual([...txns].sort((a, b) => a - b));
      const pairs = new Set(state.waitsFor.map((e) => `${e.from}>${e.to}`));
      expect(
        layout.edges
          .filter((e) => !e.broken)
          .map((e) => `${e.from}>${e.to}`)
          .sort(),
      ).toEqual([...pairs].sort());
      // Deadlock detection runs on every block, so the graph at rest has no cycle.
      expect(layout.nodes.some((n) => n.inCycle)).toBe(false);
    }
  });

  it('shows each deadlock with its victim while inside the window, and says the victim is youngest', () => {
    for (const d of index.deadlocks) {
      const state = index.stateAt(d.t + 1000, { deadlockWindowUs: deadlockWindowUs(40) });
      const layout = layoutWaitForGraph(state.waitsFor, state.deadlock);
      expect(layout.nodes.find((n) => n.victim)?.txn).toBe(state.deadlock!.victim);
      const lines = recentEventLines(events, d.t, context, { max: 50 });
      const said = lines.find((l) => l.seq === d.seq);
      expect(said?.text).toMatch(/^Deadlock: T\d+ → .*; T\d+ \(youngest\) is aborted$/);
    }
  });

  it('keeps the event window equal to a plain filter of the trace', () => {
    for (const t of sampleTimes) {
      const expected = events
        .filter((e) => e.t <= t && !isRoutineEvent(e, context))
        .slice(-12)
        .map((e) => e.seq);
      expect(recentEventLines(events, t, context).map((l) => l.seq)).toEqual(expected);
    }
  });

  it('shows each busy unit once, and the log and counters agree with the state', () => {
    for (const t of sampleTimes) {
      const state = index.stateAt(t);
      for (const [i, row] of devicesView(state.devices).entries()) {
        expect(row.boxes.filter((b) => b.busy)).toHaveLength(state.devices[i]!.busyUnits);
      }
      const log = logView(state.log, t, 1000);
      expect(log.records.map((r) => r.lsn)).toEqual(state.log.buffered.map((r) => r.lsn));
      const counters = countersView(state.counters, t, run.warmupUs);
      expect(counters.warmingUp).toBe(t < run.warmupUs);
    }
  });
});
