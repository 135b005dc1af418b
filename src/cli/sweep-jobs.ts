/**
 * `sim sweep --jobs N`: the planned runs shared out over N worker threads (run i goes to
 * worker i mod N), each worker planning the same runs from the same scenario text and
 * options (planning is deterministic) and running only its own. The rows come back by
 * index, so they print in plan order and with the same bytes as one after another.
 * Leaves out load balancing (a slow point holds up only its worker's later points).
 */
import { Worker } from 'node:worker_threads';
import type { RunResult } from './run-row.ts';

/** What a worker needs to plan the runs itself, and which of them are its own. */
export interface SweepJob {
  scenarioText: string;
  overrideTexts: string[];
  seed: number | null;
  /** Whether to measure each run (`--profile`). */
  profile: boolean;
  worker: number;
  workers: number;
}

/** A worker's answer: one row, or the error that stopped it. */
export type SweepMessage =
  ({ kind: 'row'; index: number } & RunResult) | { kind: 'error'; message: string };

/** Runs the sweep's `count` runs on `jobs` workers; their rows (and costs) in plan order. */
export async function runSweepOnWorkers(
  job: Omit<SweepJob, 'worker' | 'workers'>,
  count: number,
  jobs: number,
): Promise<RunResult[]> {
  const workers = Math.max(1, Math.min(jobs, count));
  const rows: (RunResult | undefined)[] = new Array<RunResult | undefined>(count);
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
      (_, worker) =>
        new Promise<void>((resolve, reject) => {
          const data: SweepJob = { ...job, worker, workers };
          const w = fromSource
            ? new Worker(boot, { eval: true, workerData: data })
            : new Worker(url, { workerData: data });
          w.on('message', (m: SweepMessage) => {
            if (m.kind === 'row') rows[m.index] = { row: m.row, profile: m.profile };
            else reject(new Error(m.message));
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
