/**
 * Instructions per warm run of the engine's cases, counted by valgrind (cachegrind without
 * its cache simulation): unlike seconds, a count barely moves with the machine's load, so
 * two versions of the engine can be compared on a busy machine. `npm run bench:instructions
 * -- [case ...] [--warm W] [--runs M] [--set path=value ...]` bundles
 * instructions-driver.ts with Vite (as the command line ships, so no TypeScript loader is
 * counted), runs each case W + M times and W times under valgrind with `node
 * --single-threaded`, and prints the difference per measured run and per engine event.
 * The JIT's inlining still moves a count by about 2-3% from one build to the next, so a
 * smaller change cannot be judged from one pair. A tool for development, not part of
 * `npm run bench`; it needs valgrind (`apt-get install valgrind`).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bundleForNode } from './bundle-for-node.ts';
import { CASES } from './engine-cases.ts';
import { takeNumberOption } from './number-option.ts';

/** Each case's default overrides: textbook-2pl at 100 s, as earlier counts were taken. */
const SHORTER: Record<string, string[]> = {
  baseline: ['run.durationMs=100000'],
  traced: ['run.durationMs=100000'],
};

const args = process.argv.slice(2);
const warm = takeNumberOption(args, '--warm', 10);
const measured = takeNumberOption(args, '--runs', 3);
const sets: string[] = [];
for (let at = args.indexOf('--set'); at >= 0; at = args.indexOf('--set')) {
  sets.push(args.splice(at, 2)[1]!);
}
const names = args.length > 0 ? args : ['baseline', 'contention10', 'contention1000'];
for (const name of names) {
  if (!CASES[name]?.model) throw new Error(`not a model case: ${name} (see bench/engine-cases.ts)`);
}
if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind is not installed: apt-get install valgrind');
  process.exit(1);
}

// One folder below the repository, as engine-cases.ts is, so `../scenarios/` still resolves.
const ROOT = new URL('..', import.meta.url).pathname;
const driver = `${ROOT}bench-results/instructions-driver-${process.pid}.mjs`;

/** Instructions of one valgrind process that runs the case warm + `runs` times; events a run. */
function count(name: string, runs: number, extra: string[]): { refs: number; events: number } {
  const result = spawnSync(
    'valgrind',
    ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null']
      .concat(['node', '--single-threaded', driver, name, String(warm), String(runs)])
      .concat(extra),
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const match = /I\s+refs:\s+([\d,]+)/.exec(result.stderr);
  if (result.status !== 0 || match === null) throw new Error(result.stderr.slice(-2000));
  return { refs: Number(match[1]!.replaceAll(',', '')), events: Number(result.stdout.trim()) };
}

try {
  await bundleForNode(
    ROOT,
    'bench/instructions-driver.ts',
    `instructions-driver-${process.pid}.mjs`,
  );
  console.log(
    'case'.padEnd(22),
    'instructions/run'.padStart(17),
    'events/run'.padStart(11),
    'per event'.padStart(10),
  );
  for (const name of names) {
    const extra = [...(SHORTER[name] ?? []), ...sets];
    const base = count(name, 0, extra);
    const full = count(name, measured, extra);
    const perRun = (full.refs - base.refs) / measured;
    console.log(
      `${name}${extra.length > 0 ? ` (${extra.join(' ')})` : ''}`.padEnd(22),
      `${(perRun / 1e6).toFixed(1)} M`.padStart(17),
      String(full.events).padStart(11),
      Math.round(perRun / full.events)
        .toLocaleString('en-US')
        .padStart(10),
    );
  }
} finally {
  rmSync(driver, { force: true });
}
