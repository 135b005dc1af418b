/**
 * `sim sweep --jobs N`: the planned runs shared out over N threads, the main thread and
 * N - 1 workers. The workers are started first, so that they load while the main thread
 * parses and plans; each is then sent the runs as planned (no parsing or planning again)
 * and all threads take runs from one shared queue, longest expected first (run-order.ts),
 * so the biggest point starts at once and the small ones fill in at the end. The main
 * thread runs points too while the workers start (a worker costs a start-up and a JIT
 * warm-up of its own). The rows come back by index, so they print in plan order and with
 * the same bytes as one after another, whichever thread ran which run; once every row is
 * in, a worker still starting is stopped rather than waited for. Leaves out stopping the
 * other threads early when one fails (the sweep then fails as a whole once the main
 * thread's runs are done), and matching the workers to the plan: they start before it is
 * known, so `--jobs 8` on a 3-run sweep starts 7 (the ones left without a run are stopped).
 */
import { Worker } from 'node:worker_threads';
import type { PlannedRun } from '../scenario/run-plan.ts';
import { longestFirst, takeInOrder } from './run-order.ts';
import { runRow, type RunResult } from './run-row.ts';

/** What a worker is started with. */
export interface SweepWorkerData {
  /** How `--profile` names the thread: "worker 1", "worker 2", … */
  thread: string;
}

/** What a worker is sent once the runs are planned: the runs, their order and the queue. */
export interface SweepJob {
  runs: PlannedRun[];
  order: number[];
  /** One Int32 cell: the next place in `order` to take (run-order.ts's `takeInOrder`). */
  next: SharedArrayBuffer;
  /** Whether to measure each run (`--profile`). */
  profile: boolean;
}

/** A run's row and cost, and which thread ran it (for `--profile`). */
export interface ThreadResult extends RunResult {
  thread: string;
}

/** A worker's word: one run's row, or what stopped it. */
export type SweepMessage =
  ({ kind: 'row'; index: number } & ThreadResult) | { kind: 'error'; message: string };

/** The workers of one sweep: started at once, given the runs by `run`, ended by `stop`. */
export class SweepThreads {
  readonly #workers: Worker[];
  #record: ((index: number, result: ThreadResult) => void) | null = null;
  #fail: ((e: Error) => void) | null = null;
  /** A worker's failure before `run` was called, reported by `run`. */
  #early: Error | null = null;
  #stopped = false;

  /** Starts `count` workers; they wait for `run`. */
  constructor(count: number) {
    this.#workers = Array.from({ length: count }, (_, k) =>
      startWorker(
        { thread: `worker ${k + 1}` },
        (m) => {
          if (m.kind === 'error') this.#failed(new Error(m.message));
          else this.#record?.(m.index, { row: m.row, profile: m.profile, thread: m.thread });
        },
        (e) => this.#failed(e),
      ),
    );
  }

  #failed(e: Error): void {
    if (this.#stopped) return;
    if (this.#fail === null) this.#early ??= e;
    else this.#fail(e);
  }

  /** Runs `runs` on the workers and the main thread; their rows (and costs) in plan order. */
  async run(runs: PlannedRun[], profile: boolean): Promise<ThreadResult[]> {
    const rows = new Array<ThreadResult | undefined>(runs.length);
    const job: SweepJob = {
      runs,
      order: longestFirst(runs),
      next: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
      profile,
    };
    let missing = runs.length;
    await new Promise<void>((resolve, reject) => {
      if (this.#early !== null) return reject(this.#early);
      this.#record = (index, result) => {
        rows[index] = result;
        if (--missing === 0) resolve();
      };
      this.#fail = (e) => {
        if (missing > 0) reject(e);
      };
      // A worker thread's port takes no target origin.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      for (const w of this.#workers) w.postMessage(job);
      // The main thread takes runs until none are left; the workers' messages wait meanwhile.
      takeInOrder(job.order, new Int32Array(job.next), (index) => {
        this.#record?.(index, { ...runRow(runs[index]!, profile), thread: 'main thread' });
      });
    });
    return rows.map((r, i) => {
      if (r === undefined) throw new Error(`sweep worker gave no row for run ${i}`);
      return r;
    });
  }

  /** Ends every worker, whatever it is doing (a worker still starting is not waited for). */
  stop(): void {
    this.#stopped = true;
    for (const w of this.#workers) void w.terminate();
  }
}

/** Starts one worker, which sends what it posts to `onMessage` and what stops it to `fail`. */
function startWorker(
  data: SweepWorkerData,
  onMessage: (m: SweepMessage) => void,
  fail: (e: Error) => void,
): Worker {
  // From the bundle (scripts/build-cli.mjs), the worker is the bundle beside it,
  // sweep-worker.mjs (no zod, no parser). Run from source (tsx), a worker needs the
  // TypeScript loader too (threads do not inherit it): a small script registers it, then
  // imports the worker module.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './sweep-worker.ts' : './sweep-worker.mjs', import.meta.url);
  const api = fromSource ? import.meta.resolve('tsx/esm/api') : '';
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  const w = fromSource
    ? new Worker(boot, { eval: true, workerData: data })
    : new Worker(url, { workerData: data });
  w.on('message', onMessage);
  w.on('error', fail);
  w.on('exit', (code) => {
    if (code !== 0) fail(new Error(`sweep ${data.thread} exited with ${code}`));
  });
  return w;
}
