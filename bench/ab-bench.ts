/**
 * Two versions of the engine compared in one process, their runs interleaved: `npm run
 * bench:ab -- <rev> [case ...] [--rounds N]` checks out `rev` beside this tree (a detached
 * git worktree under bench-results/), bundles one engine case runner (ab-case.ts, with this
 * tree's engine-cases.ts) from each, loads both bundles, warms each with three runs, then
 * runs them in turns, N rounds (default 16), the first of each pair alternating. It prints
 * each version's median events per CPU-second and, per round, this tree's rate ÷ `rev`'s:
 * median, min and max. Each round's two runs share the minute, so a machine whose speed
 * drifts by a third between processes (as these shared ones do) moves the ratio far less
 * than it moves timings taken in separate processes. The two share one heap, though: where
 * garbage collection is much of a run (1,000 terminals) one version pays for the other's
 * garbage, so compare such cases in separate processes. Defaults: `baseline` (textbook-2pl).
 * A tool for development, not part of `npm run bench`; it asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.ts';
import { cpuSeconds } from './cpu-clock.ts';
import { takeNumberOption } from './number-option.ts';

const args = process.argv.slice(2);
const rounds = takeNumberOption(args, '--rounds', 16);
const [rev, ...cases] = args;
if (rev === undefined) {
  console.error('usage: npm run bench:ab -- <rev> [case ...] [--rounds N]');
  process.exit(1);
}
const names = cases.length > 0 ? cases : ['baseline'];

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = `${ROOT}bench-results/`;
const BASE = `${OUT}ab-base/`;

/** Bundles ab-case.ts of the tree at `root` into bench-results/ab-<label>.mjs there. */
const bundle = (root: string, label: string): Promise<string> =>
  bundleForNode(root, 'bench/ab-case.ts', `ab-${label}.mjs`);

type Runner = { runCase(name: string): number };

/** Events per CPU-second of one run. */
function rate(runner: Runner, name: string): number {
  const start = cpuSeconds();
  const events = runner.runCase(name);
  return events / (cpuSeconds() - start);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
};

mkdirSync(OUT, { recursive: true });
if (existsSync(BASE)) execFileSync('git', ['worktree', 'remove', '--force', BASE], { cwd: ROOT });
execFileSync('git', ['worktree', 'add', '--detach', BASE, rev], { cwd: ROOT, stdio: 'ignore' });
try {
  symlinkSync(`${ROOT}node_modules`, `${BASE}node_modules`);
  // The same runner and the same cases in both versions.
  for (const file of ['ab-case.ts', 'engine-cases.ts']) {
    cpSync(`${ROOT}bench/${file}`, `${BASE}bench/${file}`);
  }
  const base = (await import(pathToFileURL(await bundle(BASE, 'base')).href)) as Runner;
  const head = (await import(pathToFileURL(await bundle(ROOT, 'head')).href)) as Runner;
  console.log(
    `this tree ÷ ${rev}, ${rounds} interleaved rounds in one process (events per CPU-second)`,
  );
  for (const name of names) {
    for (let i = 0; i < 3; i++) {
      rate(base, name);
      rate(head, name);
    }
    const baseRates: number[] = [];
    const headRates: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // The first of each pair alternates, so neither version always runs right after the other.
      let baseRate: number;
      let headRate: number;
      if (i % 2 === 0) {
        baseRate = rate(base, name);
        headRate = rate(head, name);
      } else {
        headRate = rate(head, name);
        baseRate = rate(base, name);
      }
      baseRates.push(baseRate);
      headRates.push(headRate);
      ratios.push(headRate / baseRate);
    }
    const fmt = (v: number) => Math.round(v).toLocaleString('en-US');
    console.log(
      `${name.padEnd(22)} ${rev} ${fmt(median(baseRates))}, this tree ${fmt(median(headRates))}; ` +
        `ratio median ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, ` +
        `max ${Math.max(...ratios).toFixed(3)})`,
    );
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', BASE], { cwd: ROOT });
  rmSync(BASE, { recursive: true, force: true });
}
