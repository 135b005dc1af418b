/**
 * The run view built while the trace streams (RunViewBuilder, in chunks as the worker sends
 * them, then its finishing steps through the time-sliced scheduler) is the one-shot
 * buildRunView of the same trace, on a real textbook-2pl run (deadlocks, lock waits) drawn
 * with the two-stage comparison marks, whole and as a cut prefix.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toResultRow } from '../../export/result-row.ts';
import { createSimulation } from '../../model/index.ts';
import { foldTrace } from '../../trace/stats.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { buildRunView, type FinishedRun } from './build-run-view.ts';
import { planBatch } from './plan-batch.ts';
import { previewOf, RunViewBuilder } from './run-view-builder.ts';
import type { RunView } from './run-view.ts';
import { runSliced, SlicedQueue } from './time-slice.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

const json = JSON.parse(
  readFileSync(new URL('../../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as { seed: number; run: { durationMs: number; warmupMs: number } };
json.run.durationMs = 3000;
json.run.warmupMs = 500;
const plan = planBatch(json, json.seed);
if (!plan.ok) throw new Error('textbook-2pl does not plan');
const planned = plan.value.planned[0]!;
const sim = createSimulation(planned.scenario, { recordTrace: true });
sim.runToEnd();
const events: readonly TraceEvent[] = sim.events;
const stats = foldTrace(events);

function finished(trace: readonly TraceEvent[], truncated: boolean): FinishedRun {
  const row = toResultRow(planned, stats);
  return { planned, title: 'T', description: 'D', events: trace, truncated, stats, row };
}

/** Streams `trace` in chunks of `size`, then runs the finishing steps in small slices. */
async function streamed(trace: readonly TraceEvent[], size: number, cut: boolean) {
  const builder = new RunViewBuilder();
  for (let i = 0; i < trace.length; i += size) {
    const end = Math.min(trace.length, i + size);
    builder.append(trace.slice(i, end), cut && end === trace.length);
  }
  let view: RunView | null = null;
  const { events: _, truncated: __, ...ending } = finished(trace, cut);
  const steps = builder.finishSteps({ ...ending, twoStage: true }, (v) => (view = v));
  expect(await runSliced(steps, () => false, 0)).toBe(true);
  return view as RunView | null;
}

describe('a run view built while the trace streams', () => {
  it('has deadlocks and waits to compare', () => {
    const view = buildRunView(finished(events, false));
    expect(view.index.deadlocks.length).toBeGreaterThan(0);
    expect(view.model.waits.length).toBeGreaterThan(0);
  });

  it('equals the one-shot build of the whole trace, with the two-stage marks', async () => {
    const once = buildRunView({ ...finished(events, false), twoStage: true });
    const view = await streamed(events, 997, false);
    expect(once.model.stages).toBeDefined();
    expect(view).toEqual(once);
    const times = events.filter((_, i) => i % 211 === 0).map((e) => e.t);
    for (const t of times) expect(view!.index.stateAt(t)).toEqual(once.index.stateAt(t));
  });

  it('equals the one-shot build of a cut prefix, and says it is cut', async () => {
    const prefix = events.slice(0, Math.floor(events.length / 3));
    const once = buildRunView({ ...finished(prefix, true), twoStage: true });
    const view = await streamed(prefix, 500, true);
    expect(view?.truncated).toBe(true);
    expect(view).toEqual(once);
  });

  it('previews its first events as the timeline of that cut prefix, and the finished view is unchanged by it', async () => {
    const prefix = events.slice(0, 1_500);
    const cut = buildRunView({ ...finished(prefix, true), twoStage: true });
    const preview = previewOf(prefix, { planned, title: 'T', twoStage: true });
    expect(preview.model).toEqual(cut.model);
    expect(preview.model.run.complete).toBe(false);
    expect(preview.model.run.endUs).toBe(prefix.at(-1)!.t);
    expect(preview.index.stateAt(prefix[900]!.t)).toEqual(cut.index.stateAt(prefix[900]!.t));
    expect(preview).toMatchObject({ key: cut.key, variant: cut.variant, title: 'T' });
    const view = await streamed(events, 1_500, false);
    expect(view).toEqual(buildRunView({ ...finished(events, false), twoStage: true }));
  });

  it('builds nothing once cancelled', async () => {
    const builder = new RunViewBuilder();
    builder.append(events);
    let view: RunView | null = null;
    const { events: _, truncated: __, ...ending } = finished(events, false);
    const steps = builder.finishSteps(ending, (v) => (view = v));
    expect(await runSliced(steps, () => true)).toBe(false);
    expect(view).toBeNull();
  });
});

describe('a sliced queue', () => {
  it('runs steps pushed while it drains, in order, and is idle after the last', async () => {
    const queue = new SlicedQueue(0);
    const ran: number[] = [];
    queue.push(
      () => ran.push(1),
      () => queue.push(() => ran.push(3)),
    );
    queue.push(() => ran.push(2));
    await queue.idle();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('runs nothing while held, then every step in order once released', async () => {
    const queue = new SlicedQueue(0);
    const ran: number[] = [];
    let release = (): void => undefined;
    queue.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    queue.push(() => ran.push(1));
    queue.push(() => ran.push(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([]);
    release();
    await queue.idle();
    expect(ran).toEqual([1, 2]);
  });

  it('drops what is left once cancelled', async () => {
    const queue = new SlicedQueue(0);
    const ran: number[] = [];
    queue.push(
      () => ran.push(1),
      () => queue.cancel(),
      () => ran.push(2),
    );
    await queue.idle();
    expect(ran).toEqual([1]);
  });
});

describe('a sliced queue whose steps all fit in one slice', () => {
  it('still runs the steps pushed after it went idle', async () => {
    const queue = new SlicedQueue(1000);
    const ran: number[] = [];
    queue.push(() => ran.push(1));
    await queue.idle();
    queue.push(() => ran.push(2));
    await queue.idle();
    expect(ran).toEqual([1, 2]);
  });
});
