/**
 * The worker's slices are bounded in wall time as well as in events, so a run whose events
 * have become slow still posts progress often and the page's watchdog never takes it for a
 * hung worker; and a run that stops early (saturated, or at its work budget) finishes with
 * a done message whose row says so. The clock here is a stand-in that moves 60 ms a reading (more than a slice).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type WorkerToUi } from '../protocol/messages.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { SimHandler } from './handler.ts';

const TEXT = readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8');

function message(runId: number, edit: (doc: Record<string, unknown>) => void) {
  const doc = JSON.parse(TEXT) as Record<string, unknown>;
  doc.run = { durationMs: 3000, warmupMs: 0 };
  edit(doc);
  const plan = planRuns(doc);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const { variant, param, value, doc: runDoc } = plan.value[0]!;
  return {
    type: 'run',
    protocol: PROTOCOL_VERSION,
    runId,
    run: { variant, param, value, doc: runDoc },
    traceLimit: 0,
  };
}

function drive(sliceEvents: number, clock?: () => number) {
  const posted: WorkerToUi[] = [];
  const tasks: (() => void)[] = [];
  const handler = new SimHandler({
    post: (m) => posted.push(m),
    schedule: (task) => tasks.push(task),
    sliceEvents,
    ...(clock === undefined ? {} : { sliceBudget: { ms: 50, now: clock } }),
  });
  return {
    posted,
    run(data: unknown): void {
      handler.handle(data);
      while (tasks.length > 0) tasks.shift()!();
    },
  };
}

describe('a worker slice', () => {
  it('ends after its wall time, however many events it was allowed', () => {
    let t = 0;
    const { posted, run } = drive(1e9, () => (t += 60));
    run(message(1, () => undefined));
    const progress = posted.filter((m) => m.type === 'progress');
    // 3 s of textbook-2pl is thousands of events: a slice of a billion would post once.
    expect(progress.length).toBeGreaterThan(3);
    expect(posted.at(-1)!.type).toBe('done');
  });

  it('gives the same result as slices by events only', () => {
    let t = 0;
    const timed = drive(1e9, () => (t += 60));
    const counted = drive(2_000);
    timed.run(message(1, () => undefined));
    counted.run(message(1, () => undefined));
    expect(timed.posted.at(-1)).toEqual(counted.posted.at(-1));
  });
});

describe('a run that stops early in a worker', () => {
  it('finishes with done, its row marked stopped with the budget message', () => {
    const { posted, run } = drive(2_000);
    run(
      message(2, (doc) => {
        doc.run = { durationMs: 600_000, warmupMs: 0, maxEvents: 10_000 };
      }),
    );
    const done = posted.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.row).toMatchObject({
      stopped: true,
      saturated: false,
      stopReason: 'stopped after 10000 events: reduce run.durationMs or workload.terminals',
    });
    expect(done.stats.committed).toBeGreaterThan(0);
  });
});
