/**
 * The pool with stand-in workers (Node has no Web Workers): healthy ones drive the real
 * message handler, others hang or crash, so replacing dead workers can be tested.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WorkerToUi } from '../protocol/messages.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { SimClient, type RunRequest } from './client.ts';
import { SimHandler } from './handler.ts';
import { SimPool } from './pool.ts';

type Behaviour = 'healthy' | 'hangs' | 'crashes';

/** Just enough of the Worker interface for SimClient. */
class StandInWorker {
  private readonly listeners: Record<string, ((event: unknown) => void)[]> = {};
  private readonly handler: SimHandler;
  terminated = false;

  constructor(private readonly behaviour: Behaviour) {
    this.handler = new SimHandler({
      post: (data: WorkerToUi) => this.dispatch('message', { data }),
      schedule: (task) => setTimeout(task, 0),
      sliceEvents: 5_000,
    });
  }

  addEventListener(type: string, listener: (event: unknown) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }

  postMessage(data: unknown): void {
    if (this.terminated || this.behaviour === 'hangs') return;
    if (this.behaviour === 'crashes') {
      setTimeout(
        () => this.dispatch('error', { message: 'boom', preventDefault: () => undefined }),
        0,
      );
      return;
    }
    setTimeout(() => this.handler.handle(data), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  private dispatch(type: string, event: unknown): void {
    if (this.terminated) return;
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
}

const doc = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
doc['run'] = { durationMs: 500, warmupMs: 0 };
const plan = planRuns(doc);
if (!plan.ok) throw new Error('the test scenario does not plan');
const { variant, param, value, doc: runDoc } = plan.value.find((r) => r.variant === '2pl')!;
const request: RunRequest = { run: { variant, param, value, doc: runDoc } };

function poolWhoseFirstWorker(first: Behaviour) {
  const made: StandInWorker[] = [];
  const pool = new SimPool(1, () => {
    const worker = new StandInWorker(made.length === 0 ? first : 'healthy');
    made.push(worker);
    return new SimClient(() => worker as unknown as Worker, 100);
  });
  return { pool, made };
}

describe('SimPool', () => {
  it('reports a hung worker as an error, replaces it, and runs the rest', async () => {
    const { pool, made } = poolWhoseFirstWorker('hangs');
    const outcomes = await pool.runBatch([request, request, request]).results;
    expect(outcomes[0]).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/stopped responding/),
    });
    expect(outcomes.slice(1).map((o) => o.kind)).toEqual(['done', 'done']);
    expect(made).toHaveLength(2);
    expect(made[0]!.terminated).toBe(true);
  });

  it('reports a crashed worker as an error and replaces it', async () => {
    const { pool, made } = poolWhoseFirstWorker('crashes');
    const outcomes = await pool.runBatch([request, request]).results;
    expect(outcomes[0]).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/crashed: boom/),
    });
    expect(outcomes[1]!.kind).toBe('done');
    expect(made).toHaveLength(2);
  });

  it('keeps a healthy worker for the next batch', async () => {
    const { pool, made } = poolWhoseFirstWorker('healthy');
    await pool.runBatch([request]).results;
    const again = await pool.runBatch([request]).results;
    expect(again[0]!.kind).toBe('done');
    expect(made).toHaveLength(1);
    pool.terminate();
  });

  it('pauses a batch: no run finishes and none starts until it is resumed', async () => {
    const { pool } = poolWhoseFirstWorker('healthy');
    let settled = false;
    const batch = pool.runBatch([request, request]);
    batch.pause();
    void batch.results.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300)); // longer than the hang timeout
    expect(settled).toBe(false);
    batch.resume();
    const outcomes = await batch.results;
    expect(outcomes.map((o) => o.kind)).toEqual(['done', 'done']);
    pool.terminate();
  });

  it("streams each run's trace to the batch listener, tagged with its index", async () => {
    const { pool } = poolWhoseFirstWorker('healthy');
    const counts = [0, 0];
    const traced = { ...request, traceLimit: 1_000_000 };
    const order: number[] = [];
    const outcomes = await pool.runBatch([traced, request], {
      onTrace: (index, events) => (counts[index]! += events.length),
      onOutcome: (index) => order.push(index),
    }).results;
    expect(order.toSorted()).toEqual([0, 1]);
    expect(outcomes.map((o) => o.kind)).toEqual(['done', 'done']);
    expect(counts[0]).toBeGreaterThan(100);
    expect(counts[1]).toBe(0);
    pool.terminate();
  });
});
