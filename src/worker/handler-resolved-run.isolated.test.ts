/**
 * A worker given a resolved run (planned on the page) validates its document once and plans
 * nothing: the planner and the parser are spied on while the handler starts and finishes it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type WorkerToUi } from '../protocol/messages.ts';
import { parseScenario } from '../scenario/parse.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { SimHandler } from './handler.ts';

vi.mock('../scenario/parse.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../scenario/parse.ts')>();
  return { ...actual, parseScenario: vi.fn(actual.parseScenario) };
});
vi.mock('../scenario/run-plan.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../scenario/run-plan.ts')>();
  return { ...actual, planRuns: vi.fn(actual.planRuns) };
});

const doc = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
doc.run = { durationMs: 1000, warmupMs: 100 };

describe('a worker given a resolved run', () => {
  it('parses its document once, never plans, and runs it to the end', () => {
    const plan = planRuns(doc, { seed: 5 });
    if (!plan.ok) throw new Error('the test scenario does not plan');
    const { variant, param, value, doc: runDoc } = plan.value.at(-1)!;
    vi.mocked(planRuns).mockClear();
    vi.mocked(parseScenario).mockClear();

    const posted: WorkerToUi[] = [];
    const tasks: (() => void)[] = [];
    const handler = new SimHandler({ post: (m) => posted.push(m), schedule: (t) => tasks.push(t) });
    handler.handle({
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId: 1,
      run: { variant, param, value, doc: runDoc },
      traceLimit: 0,
    });
    while (tasks.length > 0) tasks.shift()!();

    expect(vi.mocked(planRuns)).not.toHaveBeenCalled();
    expect(vi.mocked(parseScenario)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(parseScenario)).toHaveBeenCalledWith(runDoc);
    const done = posted.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.row).toMatchObject({ variant, seed: 5 });
  });
});
