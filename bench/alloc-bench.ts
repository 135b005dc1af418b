/**
 * Bytes the engine allocates per event, by V8's sampling heap profiler with the objects
 * that garbage collection already freed kept in the count: unlike seconds, the figure
 * barely moves with the machine's load, so two versions of the engine can be compared on a
 * busy machine, and each byte saved is work the young-generation collector no longer does.
 * `npm run bench:alloc -- [case ...] [--runs M] [--top N]` runs each case (engine-cases.ts)
 * three times to warm up, then M times sampled (one sample per KB allocated), and prints
 * bytes per event and, with `--top`, the N functions that allocate most. Set-up
 * (`createSimulation`) is counted too, since its objects are young when the run starts.
 * A tool for development, not part of `npm run bench`; it asserts nothing.
 */
import { Session } from 'node:inspector/promises';
import { CASES, createCaseRun } from './engine-cases.ts';
import { takeNumberOption } from './number-option.ts';

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children?: ProfileNode[];
}

const args = process.argv.slice(2);
const runs = takeNumberOption(args, '--runs', 3);
const top = takeNumberOption(args, '--top', 0);
const names = args.length > 0 ? args : ['baseline', 'contention10', 'contention1000'];

const session = new Session();
session.connect();

for (const name of names) {
  const model = CASES[name]?.model;
  if (!model) throw new Error(`${name}: not a model case (${Object.keys(CASES).join(', ')})`);
  for (let i = 0; i < 3; i++) createCaseRun(model).runToEnd();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let events = 0;
  for (let i = 0; i < runs; i++) {
    const run = createCaseRun(model);
    run.runToEnd();
    events += run.sim.eventsProcessed;
  }
  const { profile } = await session.post('HeapProfiler.stopSampling');
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode): void => {
    const file = node.callFrame.url.split('/src/')[1] ?? '(runtime)';
    const site = `${node.callFrame.functionName || '(anonymous)'} ${file}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children ?? []) walk(child);
  };
  walk(profile.head as ProfileNode);
  console.log(
    `${CASES[name]!.title.padEnd(55)} ${(total / events).toFixed(0).padStart(6)} bytes/event` +
      ` (${runs} runs, ${events} events)`,
  );
  const sites = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [site, bytes] of sites) {
    console.log(`    ${(bytes / events).toFixed(1).padStart(7)} ${site}`);
  }
}
