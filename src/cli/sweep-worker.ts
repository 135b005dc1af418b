/**
 * One worker thread of `sim sweep --jobs N` (sweep-jobs.ts): plans the sweep from the
 * scenario text as the main thread did, says it is ready, then runs each run whose index
 * the main thread sends and posts its row with the index, until it is sent null. Leaves out
 * error reporting beyond one message: the main thread already checked the scenario and
 * options before starting workers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseOverrideText, type Override } from '../scenario/overrides.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { runRow } from './run-row.ts';
import type { SweepJob, SweepMessage, SweepOrder } from './sweep-jobs.ts';

const job = workerData as SweepJob;
const port = parentPort!;
// A worker thread's port has no origin to check: postMessage takes no target origin here.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
const post = (m: SweepMessage) => port.postMessage(m);
const overrides: Override[] = [];
for (const text of job.overrideTexts) {
  const o = parseOverrideText(text);
  if (o.ok) overrides.push(o.value);
}
const plan = planRuns(JSON.parse(job.scenarioText), { overrides, seed: job.seed, sweep: true });
if (!plan.ok) post({ kind: 'error', message: 'sweep worker: the plan did not parse' });
else {
  const runs = plan.value;
  port.on('message', (index: SweepOrder) => {
    const run = index === null ? undefined : runs[index];
    if (index === null || run === undefined) port.close();
    else post({ kind: 'row', index, ...runRow(run, job.profile) });
  });
  post({ kind: 'ready' });
}
