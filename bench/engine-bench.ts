/**
 * Engine speed: events per second for the baseline model, next to a bare heap-and-loop
 * reference on the same machine in the same run (the ceiling a model could approach).
 * Run with `npm run bench`; it prints a table and writes bench-results/engine.json.
 * It is a benchmark, not a test: it asserts nothing and numbers vary with the machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createSimulation } from '../src/engine/index.ts';
import { EventQueue, type EventTarget } from '../src/engine/core/event-queue.ts';
import { RandomStream } from '../src/engine/core/random.ts';
import { planRuns } from '../src/scenario/run-plan.ts';

const REPEATS = 3;

function best<T extends { seconds: number }>(measure: () => T): T {
  let winner: T | null = null;
  for (let i = 0; i < REPEATS; i++) {
    const m = measure();
    if (winner === null || m.seconds < winner.seconds) winner = m;
  }
  return winner!;
}

/** The reference: a heap of ~pending events, each firing schedules one more, nothing else. */
function bareLoop(events: number, pending: number) {
  const queue = new EventQueue();
  const rng = new RandomStream(1, 'bench');
  let now = 0;
  const target: EventTarget = {
    fire: () => queue.push(now + 1 + rng.nextInt(10_000), 1, target, null),
  };
  for (let i = 0; i < pending; i++) queue.push(rng.nextInt(10_000), 1, target, null);
  const start = performance.now();
  for (let i = 0; i < events; i++) {
    const e = queue.pop();
    now = e.time;
    e.target.fire(e.value);
  }
  const seconds = (performance.now() - start) / 1000;
  return { events, seconds, eventsPerSecond: events / seconds };
}

function model(id: string, overrides: { path: string; value: unknown }[], recordTrace: boolean) {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const scenario = plan.value[0]!.scenario;
  const run = createSimulation(scenario, { recordTrace });
  const start = performance.now();
  const stats = run.runToEnd();
  const seconds = (performance.now() - start) / 1000;
  const events = run.sim.eventsProcessed;
  return {
    events,
    traceEvents: stats.committed === 0 ? 0 : (run.recorder?.events.length ?? null),
    committed: stats.committed,
    seconds,
    eventsPerSecond: events / seconds,
  };
}

// Warm up the JIT on both paths before measuring.
bareLoop(200_000, 20);
model('textbook-2pl', [{ path: 'run.durationMs', value: 20_000 }], false);

const reference = best(() => bareLoop(3_000_000, 20));
const cases = [
  {
    name: 'textbook-2pl, 1000 s simulated, stats only',
    id: 'textbook-2pl',
    overrides: [{ path: 'run.durationMs', value: 1_000_000 }],
    trace: false,
  },
  {
    name: 'textbook-2pl, 200 s simulated, trace recorded',
    id: 'textbook-2pl',
    overrides: [{ path: 'run.durationMs', value: 200_000 }],
    trace: true,
  },
  {
    name: 'mpl-thrashing at N = 30, stats only',
    id: 'mpl-thrashing',
    overrides: [{ path: 'workload.terminals', value: 30 }],
    trace: false,
  },
];
const results = cases.map((c) => ({
  name: c.name,
  ...best(() => model(c.id, c.overrides, c.trace)),
}));

const rows = [
  {
    name: 'bare heap-and-loop reference',
    eventsPerSecond: reference.eventsPerSecond,
    events: reference.events,
    seconds: reference.seconds,
  },
  ...results,
];
console.log(
  'case'.padEnd(52),
  'events'.padStart(10),
  'seconds'.padStart(8),
  'events/s'.padStart(12),
  'of ref'.padStart(7),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(52),
    String(r.events).padStart(10),
    r.seconds.toFixed(2).padStart(8),
    Math.round(r.eventsPerSecond).toLocaleString('en-US').padStart(12),
    `${((100 * r.eventsPerSecond) / reference.eventsPerSecond).toFixed(0)}%`.padStart(7),
  );
}
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../bench-results/engine.json', import.meta.url),
  JSON.stringify({ node: process.version, reference, results }, null, 2) + '\n',
);
