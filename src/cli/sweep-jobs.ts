/**
 * `sim sweep --jobs N`: the planned runs shared out over N worker threads, each planning
 * the same runs from the same scenario text and options (planning is deterministic). Work
 * is handed out one run at a time: a worker says it is ready, gets the next run's index,
 * sends back that run's row and gets another, so a slow point (many terminals) does not
 * hold up a fixed share of the others. The rows come back by index, so they print in plan
 * order and with the same bytes as one after another, whichever worker ran which run.
 * Leaves out ordering runs by expected cost (they are handed out in plan order).
 */
import { Worker } from 'node:worker_threads';
import type { RunResult } from './run-row.ts';

/** What a worker needs to plan the runs itself. */
export interface SweepJob {
  scenarioText: string;
  overrideTexts: string[];
  seed: number | null;
  /** Whether to measure each run (`--profile`). */
  profile: boolean;
}

/** A worker's word: ready for a run, one run's row, or the error that stopped it. */
export type SweepMessage =
  | { kind: 'ready' }
  | ({ kind: 'row'; index: number } & RunResult)
  | { kind: 'error'; message: string };

/** The main thread's answer to a worker: the index of the run to do next, or null to stop. */
export type SweepOrder = number | null;

/** Runs the sweep's `count` runs on `jobs` workers; their rows (and costs) in plan order. */
export async function runSweepOnWorkers(
  job: SweepJob,
  count: number,
  jobs: number,
): Promise<RunResult[]> {
  const workers = Math.max(1, Math.min(jobs, count));
  const rows: (RunResult | undefined)[] = new Array<RunResult | undefined>(count);
  let next = 0;
  // From the bundle (scripts/build-cli.mjs), the bundle itself is the worker (entry.ts).
  // Run from source (tsx), a worker needs the TypeScript loader too (threads do not inherit
  // it): a small script registers it, then imports the worker module.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = fromSource ? new URL('./sweep-worker.ts', import.meta.url) : new URL(import.meta.url);
  const api = fromSource ? import.meta.resolve('tsx/esm/api') : '';
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<void>((resolve, reject) => {
          const w = fromSource
            ? new Worker(boot, { eval: true, workerData: job })
            : new Worker(url, { workerData: job });
          const handOut = () => {
            const order: SweepOrder = next < count ? next++ : null;
            // A worker thread's port takes no target origin (see sweep-worker.ts).
            // oxlint-disable-next-line unicorn/require-post-message-target-origin
            w.postMessage(order);
          };
          w.on('message', (m: SweepMessage) => {
            if (m.kind === 'error') return reject(new Error(m.message));
            if (m.kind === 'row') rows[m.index] = { row: m.row, profile: m.profile };
            handOut();
          });
          w.on('error', reject);
          w.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`sweep worker exited with ${code}`)),
          );
        }),
    ),
  );
  return rows.map((r, i) => {
    if (r === undefined) throw new Error(`sweep worker gave no row for run ${i}`);
    return r;
  });
}
