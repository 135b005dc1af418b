/**
 * What the statistics folds cost, without the model: records a scenario's trace once, then
 * replays it into a fresh `StatsFold` through a `TraceSink` as the engine feeds it (the
 * device events and page accesses through the sink's typed calls with reused event
 * objects, the others through `emit`), and prints CPU nanoseconds per trace event, min /
 * median / max over the repeats after a warm-up. A benchmark, not a test.
 * `npx tsx bench/folds-bench.ts [scenario] [repeats] [path=value ...]`.
 */
import { readFileSync } from 'node:fs';
import { cpuSeconds } from './cpu-clock.ts';
import { createSimulation } from '../src/model/index.ts';
import { planRuns } from '../src/scenario/run-plan.ts';
import { StatsFold } from '../src/trace/stats.ts';
import type { TraceEvent, TraceEventInput } from '../src/trace/trace-event.ts';
import { TraceSink } from '../src/trace/trace-sink.ts';

const [scenario = 'textbook-2pl', repeatsArg = '15', ...sets] = process.argv.slice(2);
const overrides = (sets.length > 0 ? sets : ['run.durationMs=200000']).map((s) => {
  const [path = '', raw = ''] = s.split('=');
  return { path, value: JSON.parse(raw) as unknown };
});
const doc: unknown = JSON.parse(
  readFileSync(new URL(`../scenarios/${scenario}.json`, import.meta.url), 'utf8'),
);
const plan = planRuns(doc, { overrides });
if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
const recorded = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
recorded.runToEnd();
const events: readonly TraceEvent[] = recorded.events;

function replay(): number {
  const stats = new StatsFold();
  const sink = new TraceSink([stats], true);
  const start = cpuSeconds();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.kind) {
      case 'queue.enter':
        sink.emitQueueEnter(e.t, e.device, e.txn);
        break;
      case 'queue.leave':
        sink.emitQueueLeave(e.t, e.device, e.txn);
        break;
      case 'service.start':
        sink.emitServiceStart(e.t, e.device, e.unit, e.txn, e.work, e.fromQueue);
        break;
      case 'service.end':
        sink.emitServiceEnd(e.t, e.device, e.unit, e.txn);
        break;
      case 'page.access':
        sink.emitPageAccess(e.t, e.txn, e.page, e.write, e.hit);
        break;
      default:
        sink.emit(e as TraceEventInput);
    }
  }
  stats.result();
  return cpuSeconds() - start;
}

const repeats = Number(repeatsArg);
for (let i = 0; i < 3; i++) replay();
const ns = Array.from({ length: repeats }, () => (1e9 * replay()) / events.length).sort(
  (a, b) => a - b,
);
const f = (x: number) => x.toFixed(1);
console.log(
  `${scenario}: ${events.length} trace events, ns/event min ${f(ns[0]!)} median ${f(ns[repeats >> 1]!)} max ${f(ns[repeats - 1]!)}`,
);
