import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planRuns } from '../scenario/run-plan.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import { createSimulation } from './index.ts';

const textbook: unknown = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function variants(doc: unknown, overrides: { path: string; value: unknown }[] = []): Scenario[] {
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value.map((r) => r.scenario);
}

const short = [{ path: 'run.durationMs', value: 3000 }];

describe('a model run', () => {
  it('gives a byte-identical trace and identical stats for the same scenario and seed', () => {
    const [scenario] = variants(textbook, short);
    const a = createSimulation(scenario!, { recordTrace: true });
    const b = createSimulation(scenario!, { recordTrace: true });
    expect(JSON.stringify(a.runToEnd())).toBe(JSON.stringify(b.runToEnd()));
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    expect(a.events.length).toBeGreaterThan(1000);
  });

  it('gives the same trace however it is sliced', () => {
    const [scenario] = variants(textbook, short);
    const whole = createSimulation(scenario!, { recordTrace: true });
    whole.runToEnd();
    const sliced = createSimulation(scenario!, { recordTrace: true });
    let slices = 0;
    while (!sliced.runSlice({ maxEvents: 97 })) slices++;
    expect(slices).toBeGreaterThan(10);
    expect(JSON.stringify(sliced.events)).toBe(JSON.stringify(whole.events));
  });

  it('differs for another seed', () => {
    const [a] = variants(textbook, [...short, { path: 'seed', value: 1 }]);
    const [b] = variants(textbook, [...short, { path: 'seed', value: 2 }]);
    expect(createSimulation(a!).runToEnd().committed).not.toBe(
      createSimulation(b!).runToEnd().committed,
    );
  });

  it('shows blocking, deadlock and restart in textbook-2pl', () => {
    const [twoPhase] = variants(textbook);
    const stats = createSimulation(twoPhase!).runToEnd();
    expect(stats.lockWaits).toBeGreaterThan(50);
    expect(stats.deadlocks).toBeGreaterThan(0);
    expect(stats.aborted).toBe(stats.deadlocks);
    expect(stats.breakdown.lockWaitMs).toBeGreaterThan(0);
    expect(stats.breakdown.logWaitMs).toBeGreaterThan(0);
  });
});

/** Per terminal, the page lists of its committed transactions, in order. */
function pagesByTerminal(events: readonly TraceEvent[]): Map<number, string[]> {
  const terminalOf = new Map<number, number>();
  const pages = new Map<number, number[]>();
  const result = new Map<number, string[]>();
  for (const e of events) {
    if (e.kind === 'txn.submit') terminalOf.set(e.txn, e.terminal);
    else if (e.kind === 'txn.begin') pages.set(e.txn, []);
    else if (e.kind === 'page.access') pages.get(e.txn)!.push(e.page);
    else if (e.kind === 'txn.commit') {
      const terminal = terminalOf.get(e.txn)!;
      result.set(terminal, [...(result.get(terminal) ?? []), pages.get(e.txn)!.join(' ')]);
    }
  }
  return result;
}

describe('variants of one scenario (common random numbers)', () => {
  it('draw identical access sets for each terminal, whatever the technique', () => {
    const [locked, unlocked] = variants(textbook, short).map((s) => {
      const run = createSimulation(s, { recordTrace: true });
      run.runToEnd();
      return pagesByTerminal(run.events);
    });
    expect(locked!.size).toBe(10);
    let compared = 0;
    for (const [terminal, lists] of locked!) {
      const other = unlocked!.get(terminal)!;
      const common = Math.min(lists.length, other.length);
      expect(lists.slice(0, common)).toEqual(other.slice(0, common));
      compared += common;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('draw identical arrival times in an open system', () => {
    const open = {
      version: 1,
      id: 'open',
      title: 'open',
      seed: 3,
      run: { durationMs: 2000 },
      workload: {
        arrivalRateTps: 50,
        types: [
          { name: 't', program: [{ op: 'access', count: 3, writeProbability: 0.5, cpuMs: 1 }] },
        ],
      },
      system: {
        database: { pages: 50 },
        buffer: { pages: 10 },
        cpu: { count: 1 },
        disks: { count: 1, service: { kind: 'time', ms: 4 } },
      },
      compare: [
        { id: 'locks', title: 'locks' },
        { id: 'none', title: 'none', set: { 'locking.enabled': false } },
      ],
    };
    const submits = variants(open).map((s) => {
      const run = createSimulation(s, { recordTrace: true });
      run.runToEnd();
      return run.events.filter((e) => e.kind === 'txn.submit').map((e) => e.t);
    });
    expect(submits[0]!.length).toBeGreaterThan(50);
    expect(submits[0]).toEqual(submits[1]);
  });
});
