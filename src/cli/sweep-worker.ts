/**
 * One worker thread of `sim sweep --jobs N` (sweep-jobs.ts): started before the runs are
 * planned, it waits for them, then takes runs from the queue it shares with the main thread
 * and the other workers, longest expected first, posts each run's row with its plan index,
 * and ends when none are left. The runs arrive as the main thread planned them, so a worker
 * neither parses nor plans, and the bundled CLI builds this module into a bundle of its own
 * (dist-cli/cli/sweep-worker.mjs, without zod). Leaves out error reporting beyond one message: the main thread
 * already checked the scenario and options.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { takeInOrder } from './run-order.ts';
import { runRow } from './run-row.ts';
import type { SweepJob, SweepMessage, SweepWorkerData } from './sweep-jobs.ts';

const { thread } = workerData as SweepWorkerData;
const port = parentPort!;
// A worker thread's port has no origin to check: postMessage takes no target origin here.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
const post = (m: SweepMessage) => port.postMessage(m);
port.once('message', (job: SweepJob) => {
  try {
    takeInOrder(job.order, new Int32Array(job.next), (index) => {
      post({ kind: 'row', index, thread, ...runRow(job.runs[index]!, job.profile) });
    });
  } catch (e) {
    post({ kind: 'error', message: `sweep ${thread}: ${(e as Error).stack ?? String(e)}` });
  }
});
