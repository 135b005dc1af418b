/**
 * What one frame of the side panels costs on a recorded run: the state at an instant from
 * the trace index, then the lock table, wait-for graph, devices, log, counters and the
 * recent-events list, as the page computes them each frame. Prints CPU milliseconds per
 * frame, min / median / max over the repeats after a warm-up, beside a 20 ms budget. A
 * benchmark, not a test (until 2026-12-02 it was a timed unit test).
 * `npm run bench:panels [-- repeats]`.
 */
import { readFileSync } from 'node:fs';
import { cpuSeconds } from './cpu-clock.ts';
import { createSimulation } from '../src/model/index.ts';
import { parseScenario } from '../src/scenario/parse.ts';
import { TraceIndex } from '../src/trace/state-at.ts';
import { countersView } from '../src/ui/panels/counters-view.ts';
import { eventContext } from '../src/ui/panels/describe-event.ts';
import { devicesView } from '../src/ui/panels/devices-view.ts';
import { recentEventLines } from '../src/ui/panels/event-window.ts';
import { lockTableView } from '../src/ui/panels/lock-table.ts';
import { logView } from '../src/ui/panels/log-view.ts';
import { deadlockWindowUs } from '../src/ui/panels/pacing.ts';
import { layoutWaitForGraph } from '../src/ui/panels/wait-for-layout.ts';

const repeats = Number(process.argv[2] ?? 15);
const doc = JSON.parse(
  readFileSync(new URL('../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as { run: { durationMs: number; warmupMs: number } };
doc.run.durationMs = 3000;
doc.run.warmupMs = 500;
const parsed = parseScenario(doc);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const run = createSimulation(parsed.value, { recordTrace: true });
run.runToEnd();
const events = run.events;
const context = eventContext(events);
const sampleTimes = events.filter((_, i) => i % 151 === 0).map((e) => e.t);

/** CPU milliseconds per frame over every sample instant, on a fresh index. */
function perFrameMs(): number {
  const index = new TraceIndex(events);
  const start = cpuSeconds();
  for (const t of sampleTimes) {
    const state = index.stateAt(t, { deadlockWindowUs: deadlockWindowUs(40) });
    lockTableView(state.locks, { deadlock: state.deadlock });
    layoutWaitForGraph(state.waitsFor, state.deadlock);
    devicesView(state.devices, { timeUs: t });
    logView(state.log, t);
    countersView(state.counters, t, run.warmupUs);
    recentEventLines(events, t, context);
  }
  return ((cpuSeconds() - start) * 1000) / sampleTimes.length;
}

for (let i = 0; i < 5; i++) perFrameMs();
const ms = Array.from({ length: repeats }, perFrameMs).sort((a, b) => a - b);
const [min, median, max] = [ms[0]!, ms[Math.floor(ms.length / 2)]!, ms[ms.length - 1]!];
console.log(
  `panels, one frame (${events.length} events, ${sampleTimes.length} instants): ` +
    `${min.toFixed(3)} / ${median.toFixed(3)} / ${max.toFixed(3)} ms ` +
    `(min / median / max of ${repeats}; target < 20 ms: ${max < 20 ? 'met' : 'NOT met'})`,
);
