/**
 * The worker's message handling, driven directly (no real worker): runs, invalid
 * scenarios, cancelling and protocol versions. `schedule` is a queue the test drains, so
 * the order of slices and messages is fully under the test's control.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { toResultRow } from '../export/result-row.ts';
import { PROTOCOL_VERSION, type WorkerToUi } from '../protocol/messages.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { SimHandler } from './handler.ts';

const TEXT = readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8');

/** The built-in scenario, shortened so each test run takes a fraction of a second. */
function shortDoc(): Record<string, unknown> {
  const doc = JSON.parse(TEXT) as Record<string, unknown>;
  doc.run = { durationMs: 5000, warmupMs: 500 };
  return doc;
}

function harness(sliceEvents = 2_000) {
  const posted: WorkerToUi[] = [];
  const tasks: (() => void)[] = [];
  const handler = new SimHandler({
    post: (m) => posted.push(m),
    schedule: (task) => tasks.push(task),
    sliceEvents,
  });
  /** Runs scheduled slices until none are left (or `limit` of them have run). */
  const drain = (limit = Infinity): number => {
    let ran = 0;
    while (tasks.length > 0 && ran < limit) {
      tasks.shift()!();
      ran++;
    }
    return ran;
  };
  return { handler, posted, drain };
}

interface RunOptions {
  variant?: string;
  seed?: number;
  doc?: unknown;
}

/** The run the page would send: planned there (seed and variant applied), resolved. */
function resolved({ variant = '2pl', seed, doc = shortDoc() }: RunOptions = {}) {
  const plan = planRuns(doc, { seed: seed ?? null });
  if (!plan.ok) throw new Error('the test scenario does not plan');
  const { param, value, doc: runDoc } = plan.value.find((r) => r.variant === variant)!;
  return { variant, param, value, doc: runDoc };
}

const run = (
  runId: number,
  { variant, seed, doc, ...extra }: RunOptions & Record<string, unknown> = {},
) => ({
  type: 'run',
  protocol: PROTOCOL_VERSION,
  runId,
  run: resolved({ variant, seed, doc }),
  traceLimit: 0,
  ...extra,
});

describe('SimHandler', () => {
  it('posts progress, then done with the same stats as the engine run directly', () => {
    const { handler, posted, drain } = harness();
    handler.handle(run(1, { seed: 7 }));
    expect(posted).toEqual([]); // nothing happens until the first slice is scheduled
    expect(drain()).toBeGreaterThan(1);

    const kinds = posted.map((m) => m.type);
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.slice(0, -1).every((k) => k === 'progress')).toBe(true);
    expect(kinds.filter((k) => k === 'progress').length).toBeGreaterThan(1);
    expect(posted.every((m) => m.runId === 1)).toBe(true);

    const progress = posted.filter((m) => m.type === 'progress');
    const times = progress.map((p) => p.simulatedMs);
    expect(times.toSorted((a, b) => a - b)).toEqual(times);
    expect(progress.at(-1)).toMatchObject({ simulatedMs: 5500, totalMs: 5500 });

    const done = posted.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.stats.committed).toBeGreaterThan(0);
    expect(progress.at(-1)!.committed).toBe(done.stats.committed);

    const plan = planRuns(shortDoc(), { seed: 7 });
    if (!plan.ok) throw new Error('plan failed');
    const planned = plan.value.find((r) => r.variant === '2pl')!;
    const direct = createSimulation(planned.scenario, { variant: '2pl' }).runToEnd();
    expect(done.stats).toEqual(direct);
    expect(done.row).toEqual(toResultRow(planned, direct));
    expect(done.row.seed).toBe(7);
    expect(handler.activeRuns).toBe(0);
  });

  it('runs the resolved variant it is given', () => {
    const { handler, posted, drain } = harness(50_000);
    handler.handle(run(2, { variant: 'no-locks' }));
    drain();
    const done = posted.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.row.variant).toBe('no-locks');
    expect(done.stats.lockWaits).toBe(0);
  });

  it('reports an invalid scenario with the path of the field', () => {
    const { handler, posted, drain } = harness();
    const message = run(3);
    (message.run.doc as { workload: Record<string, unknown> }).workload.terminals = -3;
    handler.handle(message);
    drain();
    expect(posted).toHaveLength(1);
    const error = posted[0]!;
    if (error.type !== 'error') throw new Error('expected error');
    expect(error.code).toBe('invalid-scenario');
    expect(error.runId).toBe(3);
    expect(error.errors.map((e) => e.path)).toContain('workload.terminals');
    expect(error.message).toContain('workload.terminals');
  });

  it('reports a resolved document that is no scenario or has a bad seed as invalid', () => {
    const { handler, posted } = harness();
    const notAScenario = run(4);
    notAScenario.run.doc = 'not a scenario';
    const badSeed = run(5);
    (badSeed.run.doc as Record<string, unknown>).seed = 2 ** 32;
    handler.handle(notAScenario);
    handler.handle(badSeed);
    expect(posted.map((m) => [m.type, m.runId, m.type === 'error' ? m.code : null])).toEqual([
      ['error', 4, 'invalid-scenario'],
      ['error', 5, 'invalid-scenario'],
    ]);
    const paths = posted.map((m) => (m.type === 'error' ? m.errors.map((e) => e.path) : []));
    expect(paths[1]).toEqual(['seed']);
  });

  it('carries the sweep point it was given into the result row', () => {
    const { handler, posted, drain } = harness(50_000);
    const message = run(13);
    message.run = { ...message.run, param: 'workload.terminals', value: 4 };
    (message.run.doc as { workload: Record<string, unknown> }).workload.terminals = 4;
    handler.handle(message);
    drain();
    const done = posted.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.row).toMatchObject({ param: 'workload.terminals', value: 4, terminals: 4 });
  });

  it('stops a run on cancel: no more messages for it, no done', () => {
    const { handler, posted, drain } = harness(500);
    handler.handle(run(7));
    expect(drain(2)).toBe(2);
    expect(posted.map((m) => m.type)).toEqual(['progress', 'progress']);
    handler.handle({ type: 'cancel', runId: 7 });
    expect(handler.activeRuns).toBe(0);
    drain();
    expect(posted).toHaveLength(2);
    expect(posted.some((m) => m.type === 'done')).toBe(false);
  });

  it('cancels only the run named, and ignores cancels for unknown runs', () => {
    const { handler, posted, drain } = harness(500);
    handler.handle(run(8));
    handler.handle(run(9, { variant: 'no-locks' }));
    handler.handle({ type: 'cancel', runId: 123 });
    drain(1);
    expect(posted.filter((m) => m.runId === 8)).toHaveLength(1);
    handler.handle({ type: 'cancel', runId: 8 });
    drain();
    const done = posted.filter((m) => m.type === 'done').map((m) => m.runId);
    expect(done).toEqual([9]);
    expect(posted.filter((m) => m.runId === 8).every((m) => m.type === 'progress')).toBe(true);
  });

  it('holds a paused run between slices and finishes it, unchanged, once resumed', () => {
    const { handler, posted, drain } = harness(500);
    handler.handle(run(11, { seed: 3 }));
    drain(2);
    handler.handle({ type: 'pause', runId: 11 });
    drain();
    const whilePaused = posted.length;
    drain();
    expect(posted).toHaveLength(whilePaused);
    expect(posted.some((m) => m.type === 'done')).toBe(false);
    handler.handle({ type: 'resume', runId: 11 });
    drain();
    const done = posted.find((m) => m.type === 'done');

    const reference = harness(500);
    reference.handler.handle(run(11, { seed: 3 }));
    reference.drain();
    const expected = reference.posted.find((m) => m.type === 'done');
    expect(done).toEqual(expected);
  });

  it('cancels a paused run for good: resuming it later does nothing', () => {
    const { handler, posted, drain } = harness(500);
    handler.handle(run(12));
    drain(1);
    handler.handle({ type: 'pause', runId: 12 });
    drain();
    handler.handle({ type: 'cancel', runId: 12 });
    handler.handle({ type: 'resume', runId: 12 });
    drain();
    expect(posted.some((m) => m.type === 'done')).toBe(false);
    expect(handler.activeRuns).toBe(0);
  });

  it('refuses a run from another protocol version', () => {
    const { handler, posted, drain } = harness();
    handler.handle(run(10, { protocol: PROTOCOL_VERSION + 1 }));
    drain();
    expect(posted).toEqual([
      expect.objectContaining({ type: 'error', runId: 10, code: 'protocol-mismatch', errors: [] }),
    ]);
  });

  it('answers malformed messages with an internal error instead of throwing', () => {
    const { handler, posted } = harness();
    handler.handle(null);
    handler.handle({ type: 'explode', runId: 11 });
    handler.handle({ ...run(12), run: { ...resolved(), variant: 5 } });
    expect(posted.map((m) => (m.type === 'error' ? [m.runId, m.code] : null))).toEqual([
      [-1, 'internal'],
      [11, 'internal'],
      [12, 'internal'],
    ]);
  });

  it('streams the trace in one batch per slice, in order, equal to a recorded run', () => {
    const { handler, posted, drain } = harness(3_000);
    handler.handle(run(4, { traceLimit: 1_000_000 }));
    const slices = drain();
    const chunks = posted.flatMap((m) => (m.type === 'trace' ? [m] : []));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThanOrEqual(slices);
    const streamed = chunks.flatMap((c) => c.events);
    const plan = planRuns(shortDoc());
    if (!plan.ok) throw new Error('plan failed');
    const direct = createSimulation(plan.value[0]!.scenario, { recordTrace: true, variant: '2pl' });
    direct.runToEnd();
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(direct.events));
    expect(chunks.every((c) => !c.truncated)).toBe(true);
    expect(posted[posted.length - 1]!.type).toBe('done');
  });

  it('stops streaming at the trace limit, says so once, and still finishes the run', () => {
    const { handler, posted, drain } = harness(3_000);
    handler.handle(run(5, { traceLimit: 5_000 }));
    drain();
    const chunks = posted.flatMap((m) => (m.type === 'trace' ? [m] : []));
    expect(chunks.reduce((n, c) => n + c.events.length, 0)).toBe(5_000);
    expect(chunks.filter((c) => c.truncated)).toHaveLength(1);
    expect(chunks[chunks.length - 1]!.truncated).toBe(true);
    expect(posted[posted.length - 1]!.type).toBe('done');
  });

  it('attributes the whole response time of a run whose trace it cut, and of no run it does not trace', () => {
    const { handler, posted, drain } = harness(3_000);
    handler.handle(run(8, { traceLimit: 5_000 }));
    handler.handle(run(9));
    drain();
    const done = posted.flatMap((m) => (m.type === 'done' ? [m] : []));
    const cut = done.find((m) => m.runId === 8)!;
    expect(cut.attribution?.committed).toBe(cut.stats.committed);
    expect(cut.attribution?.meanResponseMs).toBe(cut.stats.meanResponseMs);
    const sum = cut.attribution!.parts.reduce((s, p) => s + p.ms, 0);
    expect(sum).toBeCloseTo(cut.stats.meanResponseMs, 9);
    expect(done.find((m) => m.runId === 9)!.attribution).toBeUndefined();
  });

  it('streams no trace unless asked', () => {
    const { handler, posted, drain } = harness();
    handler.handle(run(6));
    drain();
    expect(posted.some((m) => m.type === 'trace')).toBe(false);
  });

  it('refuses a run whose trace limit is not a whole number', () => {
    const { handler, posted } = harness();
    handler.handle(run(7, { traceLimit: -1 }));
    expect(posted).toEqual([
      expect.objectContaining({ type: 'error', runId: 7, code: 'internal' }),
    ]);
  });
});

describe('a handler with a wall-clock budget per slice', () => {
  it('ends each slice once its budget is spent, and the run still ends with the same result', () => {
    const clock = { t: 0 };
    const posted: WorkerToUi[] = [];
    const tasks: (() => void)[] = [];
    const plan = planRuns(shortDoc(), { seed: 7 });
    if (!plan.ok) throw new Error('the test scenario does not plan');
    const { variant, param, value, doc } = plan.value[0]!;
    // Every engine step of a slice "takes" 5 ms: a 12 ms budget ends a slice after 3 steps.
    const budgeted = new SimHandler({
      post: (m) => posted.push(m),
      schedule: (t) => tasks.push(t),
      sliceEvents: 1_000_000,
      sliceBudget: { ms: 12, now: () => (clock.t += 5) },
    });
    budgeted.handle({
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId: 1,
      run: { variant, param, value, doc },
      traceLimit: 0,
    });
    tasks.shift()!();
    // One slice: 3 steps of SLICE_STEP_EVENTS, then the run waits for its next turn.
    expect(tasks).toHaveLength(1);
    budgeted.handle({ type: 'cancel', runId: 1 });
    while (tasks.length > 0) tasks.shift()!();
    expect(posted.filter((m) => m.type === 'done')).toEqual([]);

    const again = harness(1_000_000);
    const whole: WorkerToUi[] = [];
    const sliced = new SimHandler({
      post: (m) => whole.push(m),
      schedule: (t) => tasks.push(t),
      sliceEvents: 1_000_000,
      sliceBudget: { ms: 12, now: () => (clock.t += 5) },
    });
    const message = {
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId: 2,
      run: { variant, param, value, doc },
      traceLimit: 0,
    };
    sliced.handle(message);
    let slices = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      slices++;
    }
    again.handler.handle(message);
    again.drain();
    expect(slices).toBeGreaterThan(1); // unbudgeted, 1,000,000 events would be one slice
    const progress = whole.filter((m) => m.type === 'progress');
    expect(progress.length).toBeLessThan(slices); // at most one per PROGRESS_EVERY_MS
    expect(whole.find((m) => m.type === 'done')).toEqual(
      again.posted.find((m) => m.type === 'done'),
    );
  });
});
