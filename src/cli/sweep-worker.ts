/**
 * One worker thread of `sim sweep --jobs N` (sweep-jobs.ts): plans the sweep from the
 * scenario text as the main thread did, runs the runs whose index is its own, and posts
 * each row with its index. Leaves out error reporting beyond one message: the main thread
 * already checked the scenario and options before starting workers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseOverrideText, type Override } from '../scenario/overrides.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { runRow } from './run-row.ts';
import type { SweepJob, SweepMessage } from './sweep-jobs.ts';

const job = workerData as SweepJob;
// A worker thread's port has no origin to check: postMessage takes no target origin here.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
const post = (m: SweepMessage) => parentPort!.postMessage(m);
const overrides: Override[] = [];
for (const text of job.overrideTexts) {
  const o = parseOverrideText(text);
  if (o.ok) overrides.push(o.value);
}
const plan = planRuns(JSON.parse(job.scenarioText), { overrides, seed: job.seed, sweep: true });
if (!plan.ok) post({ kind: 'error', message: 'sweep worker: the plan did not parse' });
else {
  plan.value.forEach((run, index) => {
    if (index % job.workers !== job.worker) return;
    post({ kind: 'row', index, ...runRow(run, job.profile) });
  });
}
