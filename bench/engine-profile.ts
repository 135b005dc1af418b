/**
 * A CPU-profile driver, not a benchmark: runs one scenario to its end, stats only, a few
 * times, so `node --cpu-prof --import tsx bench/engine-profile.ts <scenario> [path=value ...]`
 * profiles the engine's hot path. Prints events, trace events and CPU seconds per run.
 */
import { readFileSync } from 'node:fs';
import { cpuSeconds } from './cpu-clock.ts';
import { createSimulation } from '../src/model/index.ts';
import { planRuns } from '../src/scenario/run-plan.ts';

const [scenario = 'textbook-2pl', ...sets] = process.argv.slice(2);
const repeats = Number(process.env['REPEATS'] ?? 3);
const overrides = sets.map((s) => {
  const [path = '', raw = ''] = s.split('=');
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    /* a string */
  }
  return { path, value };
});
const doc: unknown = JSON.parse(
  readFileSync(new URL(`../scenarios/${scenario}.json`, import.meta.url), 'utf8'),
);
const plan = planRuns(doc, { overrides });
if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
for (let i = 0; i < repeats; i++) {
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: false });
  const start = cpuSeconds();
  const stats = run.runToEnd();
  const seconds = cpuSeconds() - start;
  const events = run.sim.eventsProcessed;
  console.log(
    `${scenario}: ${events} events, ${stats.committed} committed, ${seconds.toFixed(3)} CPU-s, ${Math.round(events / seconds)} events/s`,
  );
}
