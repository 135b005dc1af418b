/**
 * One engine benchmark case, run in a fresh process so cases do not share JIT feedback:
 * `tsx bench/engine-case.ts <case>` prints one JSON line with the best of three timed
 * batches, after a warm-up of at least one CPU-second and half a million engine events (so
 * a case of a few thousand events is measured with a warm JIT and a heap grown to its
 * steady size, like a case of a million). A batch repeats the case until it has
 * spent at least BATCH_CPU_SECONDS (events summed ÷ CPU summed), the same rule for every
 * case, so a case timed in hundredths of a second is not moved threefold by one
 * descheduling; a case that takes longer than that runs once per batch, as before.
 */
import { EventQueue, type EventTarget } from '../src/kernel/event-queue.ts';
import { RandomStream } from '../src/kernel/random.ts';
import { cpuSeconds } from './cpu-clock.ts';
import { kernelMm1, processMm1 } from './kernel-mm1.ts';
import { CASES, createCaseRun, type CaseResult, type ModelCase } from './engine-cases.ts';

export { CASES, type CaseResult } from './engine-cases.ts';

/** A heap of 20 pending events; each firing schedules one more; nothing else. */
function bareLoop(events: number): CaseResult {
  const queue = new EventQueue();
  const rng = new RandomStream(1, 'bench');
  let now = 0;
  const target: EventTarget = {
    fire: () => queue.push(now + 1 + rng.nextInt(10_000), 1, target, null),
  };
  for (let i = 0; i < 20; i++) queue.push(rng.nextInt(10_000), 1, target, null);
  const start = cpuSeconds();
  for (let i = 0; i < events; i++) {
    const e = queue.pop();
    now = e.time;
    queue.recycle(e);
    target.fire(null);
  }
  const seconds = cpuSeconds() - start;
  return { events, seconds, eventsPerSecond: events / seconds, traceEvents: 0 };
}

function modelRun(model: ModelCase): CaseResult {
  const run = createCaseRun(model);
  const start = cpuSeconds();
  run.runToEnd();
  const seconds = cpuSeconds() - start;
  const events = run.sim.eventsProcessed;
  return { events, seconds, eventsPerSecond: events / seconds, traceEvents: run.events.length };
}

/**
 * The warm-up before the timed repeats: at least this much CPU time and this many engine
 * events, in at most so many runs. The events count too because a case of a few thousand
 * events a run fills its CPU-second in a dozen runs, while V8 is still growing its young
 * generation: `bench/gc-share.ts` saw the 1,000-terminal 5 s case's runs promote several MB
 * to the old generation at each collection until about the 55th run, and take 8-12 ms each
 * after it, against 15-45 ms before.
 */
const WARM_UP_CPU_SECONDS = 1;
const WARM_UP_EVENTS = 500_000;
const WARM_UP_MAX_REPEATS = 200;
/** A timed batch repeats the case until it has spent at least this much CPU time. */
const BATCH_CPU_SECONDS = 0.3;
const BATCHES = 3;

/** Runs `measure` until the runs have spent BATCH_CPU_SECONDS, summing what they count. */
function batch(measure: () => CaseResult): CaseResult {
  let events = 0;
  let seconds = 0;
  let traceEvents = 0;
  let customers: number | undefined;
  let runs = 0;
  do {
    const m = measure();
    events += m.events;
    seconds += m.seconds;
    traceEvents += m.traceEvents;
    if (m.customers !== undefined) customers = (customers ?? 0) + m.customers;
    runs++;
  } while (seconds < BATCH_CPU_SECONDS);
  const result: CaseResult = {
    events,
    seconds,
    eventsPerSecond: events / seconds,
    traceEvents,
    runs,
  };
  if (customers !== undefined) {
    result.customers = customers;
    result.customersPerSecond = customers / seconds;
  }
  return result;
}

const name = process.argv[2] ?? '';
const spec = CASES[name];
if (spec !== undefined) {
  const measure = (): CaseResult => {
    if (name === 'mm1' || name === 'mm1processes') {
      const r = name === 'mm1' ? kernelMm1(1_000_000) : processMm1(300_000);
      return { ...r, eventsPerSecond: r.events / r.seconds, traceEvents: 0 };
    }
    return spec.model === null ? bareLoop(3_000_000) : modelRun(spec.model);
  };
  // Warm the JIT and the heap the same way for every case: repeat until the warm-up has spent
  // a CPU-second and seen half a million events (at least once, at most 200 times), so a
  // short case is timed warm, as a long one.
  let warmSeconds = 0;
  let warmEvents = 0;
  for (
    let i = 0;
    i < WARM_UP_MAX_REPEATS && (warmSeconds < WARM_UP_CPU_SECONDS || warmEvents < WARM_UP_EVENTS);
    i++
  ) {
    const warm = measure();
    warmSeconds += warm.seconds;
    warmEvents += warm.events;
  }
  const batches: CaseResult[] = [];
  for (let i = 0; i < BATCHES; i++) batches.push(batch(measure));
  const rate = (r: CaseResult) => r.customersPerSecond ?? r.eventsPerSecond;
  const rates = batches.map(rate).sort((a, b) => a - b);
  const best = batches.find((r) => rate(r) === rates.at(-1))!;
  best.spread = [rates[0]!, rates[1]!, rates[2]!];
  process.stdout.write(JSON.stringify(best) + '\n');
}
