/**
 * The heap a run holds, per terminal: `npm run bench:live -- [case ...] [--until-ms T]
 * [--top N]` bundles live-driver.ts with Vite (as the command line ships), runs each case
 * in a fresh process to T simulated milliseconds (default 100: at 1,000 terminals every
 * terminal has begun its first transaction by then) and prints the bytes its objects hold
 * then, in total and per terminal, with the N largest groups by constructor. Like bytes
 * allocated (`bench:alloc`), the figure does not move with the machine's load. It is the
 * one that sets the 1,000-terminal case's speed: the young-generation collector copies
 * those objects, twice each, while the run is young. A tool for development, not part of
 * `npm run bench`; it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bundleForNode } from './bundle-for-node.ts';
import { takeNumberOption } from './number-option.ts';

interface LiveHeap {
  events: number;
  total: number;
  terminals: number | null;
  groups: { group: string; bytes: number; count: number }[];
}

const args = process.argv.slice(2);
const untilMs = takeNumberOption(args, '--until-ms', 100);
const top = takeNumberOption(args, '--top', 12);
const names = args.length > 0 ? args : ['contention1000'];

const ROOT = new URL('..', import.meta.url).pathname;
const fileName = `live-driver-${process.pid}.mjs`;
try {
  const driver = await bundleForNode(ROOT, 'bench/live-driver.ts', fileName);
  for (const name of names) {
    const result = spawnSync(process.execPath, [driver, name, String(untilMs)], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (result.status !== 0) throw new Error(result.stderr.slice(-2000));
    const heap = JSON.parse(result.stdout) as LiveHeap;
    const per = heap.terminals ?? 1;
    const unit = heap.terminals === null ? 'run' : 'terminal';
    console.log(
      `${name} at ${untilMs} ms simulated (${heap.events} events): ` +
        `${(heap.total / 1e6).toFixed(2)} MB held, ${Math.round(heap.total / per)} bytes a ${unit}`,
    );
    for (const g of heap.groups.slice(0, top)) {
      const bytes = String(Math.round(g.bytes / per)).padStart(7);
      console.log(`  ${bytes} B a ${unit} ${String(g.count).padStart(7)} objects  ${g.group}`);
    }
  }
} finally {
  rmSync(`${ROOT}bench-results/${fileName}`, { force: true });
}
