/**
 * `sim sweep --jobs N`: the planned runs shared out over N threads, the main thread and
 * N - 1 workers. Each worker is sent the runs as planned (no parsing or planning again) and
 * all threads take runs from one shared queue, longest expected first (run-order.ts), so the
 * biggest point starts at once and the small ones fill in at the end. The main thread runs
 * points too while the workers start (a worker costs a start-up and a JIT warm-up of its
 * own). The rows come back by index, so they print in plan order and with the same bytes as
 * one after another, whichever thread ran which run; once every row is in, a worker still
 * starting is stopped rather than waited for. Leaves out stopping the other threads early
 * when one fails (the sweep then fails as a whole once the main thread's runs are done).
 */
import { Worker } from 'node:worker_threads';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { longestFirst, takeInOrder } from './run-order.ts';
import { runRow, type RunResult } from './run-row.ts';

/** What a worker is sent: the runs, the order to take them in and the shared queue. */
export interface SweepJob {
  runs: PlannedRun[];
  order: number[];
  /** One Int32 cell: the next place in `order` to take (run-order.ts's `takeInOrder`). */
  next: SharedArrayBuffer;
  /** Whether to measure each run (`--profile`). */
  profile: boolean;
  /** How `--profile` names the thread: "worker 1", "worker 2", … */
  thread: string;
}

/** A run's row and cost, and which thread ran it (for `--profile`). */
export interface ThreadResult extends RunResult {
  thread: string;
}

/** A worker's word: one run's row, or what stopped it. */
export type SweepMessage =
  ({ kind: 'row'; index: number } & ThreadResult) | { kind: 'error'; message: string };

/** Runs `runs` on `jobs` threads (the main one included); their rows (and costs) in plan order. */
export async function runSweepOnThreads(
  runs: PlannedRun[],
  jobs: number,
  profile: boolean,
): Promise<ThreadResult[]> {
  const threads = Math.max(1, Math.min(jobs, runs.length));
  const rows = new Array<ThreadResult | undefined>(runs.length);
  const order = longestFirst(runs);
  const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  let missing = runs.length;
  let workers: Worker[] = [];
  const allIn = new Promise<void>((resolve, reject) => {
    const record = (index: number, result: ThreadResult) => {
      rows[index] = result;
      if (--missing === 0) resolve();
    };
    workers = Array.from({ length: threads - 1 }, (_, k) =>
      startWorker({ runs, order, next, profile, thread: `worker ${k + 1}` }, record, (e) => {
        if (missing > 0) reject(e);
      }),
    );
    // The main thread takes runs until none are left; the workers' messages wait meanwhile.
    takeInOrder(order, new Int32Array(next), (index) => {
      record(index, { ...runRow(runs[index]!, profile), thread: 'main thread' });
    });
  });
  try {
    await allIn;
  } finally {
    // Every row is in: a worker still starting (it would find the queue empty) is not waited for.
    for (const w of workers) void w.terminate();
  }
  return rows.map((r, i) => {
    if (r === undefined) throw new Error(`sweep worker gave no row for run ${i}`);
    return r;
  });
}

/** Starts one worker, which sends each row it ran to `record` and what stops it to `fail`. */
function startWorker(
  job: SweepJob,
  record: (index: number, result: ThreadResult) => void,
  fail: (e: Error) => void,
): Worker {
  // From the bundle (scripts/build-cli.mjs), the bundle itself is the worker (entry.ts).
  // Run from source (tsx), a worker needs the TypeScript loader too (threads do not inherit
  // it): a small script registers it, then imports the worker module.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = fromSource ? new URL('./sweep-worker.ts', import.meta.url) : new URL(import.meta.url);
  const api = fromSource ? import.meta.resolve('tsx/esm/api') : '';
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  const w = fromSource
    ? new Worker(boot, { eval: true, workerData: job })
    : new Worker(url, { workerData: job });
  w.on('message', (m: SweepMessage) => {
    if (m.kind === 'error') fail(new Error(m.message));
    else record(m.index, { row: m.row, profile: m.profile, thread: m.thread });
  });
  w.on('error', fail);
  w.on('exit', (code) => {
    if (code !== 0) fail(new Error(`sweep ${job.thread} exited with ${code}`));
  });
  return w;
}
