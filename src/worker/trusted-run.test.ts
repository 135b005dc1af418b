import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type WorkerToUi } from '../protocol/messages.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { SimHandler } from './handler.ts';
import { RunHandler } from './run-handler.ts';
import { trustedRun } from './trusted-run.ts';

const doc = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
doc.run = { durationMs: 1000, warmupMs: 100 };

function runToEnd(handler: RunHandler, run: unknown, tasks: (() => void)[]): void {
  handler.handle({ type: 'run', protocol: PROTOCOL_VERSION, runId: 1, run, traceLimit: 0 });
  while (tasks.length > 0) tasks.shift()!();
}

describe("a worker trusting the page's parse", () => {
  it('runs a run carrying its parsed scenario to the same result as a worker that parses it', () => {
    const plan = planRuns(doc, { seed: 3 });
    if (!plan.ok) throw new Error('the test scenario does not plan');
    const { variant, param, value, doc: runDoc, scenario } = plan.value[0]!;
    const results: WorkerToUi[][] = [[], []];
    const tasks: (() => void)[] = [];
    const trusting = new RunHandler({
      post: (m) => results[0]!.push(m),
      schedule: (t) => tasks.push(t),
      resolve: (run) => trustedRun(run) ?? { ok: false, errors: [{ path: 'run', message: 'no' }] },
      describe: () => 'no',
    });
    runToEnd(trusting, { variant, param, value, doc: runDoc, scenario }, tasks);
    const parsing = new SimHandler({
      post: (m) => results[1]!.push(m),
      schedule: (t) => tasks.push(t),
    });
    runToEnd(parsing, { variant, param, value, doc: runDoc }, tasks);
    const done = results.map((r) => r.find((m) => m.type === 'done'));
    expect(done[0]).toBeDefined();
    expect(done[0]).toEqual(done[1]);
  });

  it('leaves a run without a parsed scenario to the parser', () => {
    expect(trustedRun({ variant: null, param: null, value: null, doc })).toBeNull();
  });
});
