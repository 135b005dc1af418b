/**
 * The sweep's worker threads, started as early as the process can start them. The bundle's
 * entry (entry.ts) reads the arguments and starts them before main.ts and what it imports
 * (zod, the scenario format, every command) are set up, so each worker loads its own
 * bundle meanwhile; main.ts then takes them instead of starting its own. How many: `--jobs`
 * (default: the number of cores) less the main thread, for `sweep` only. Leaves out
 * anything the arguments alone cannot decide: a sweep whose scenario turns out broken still
 * starts them, and main.ts stops them on its way out as before.
 */
import { availableParallelism } from 'node:os';
import { parseArgs, type CliArgs } from './args.ts';
import { SweepThreads } from './sweep-jobs.ts';

let early: SweepThreads | null = null;

/** The threads `args` runs on besides the main one: `--jobs` less one for a sweep, else 0. */
export function workerCount(args: CliArgs): number {
  const jobs = args.command === 'sweep' ? (args.jobs ?? availableParallelism()) : 1;
  return jobs - 1;
}

function startFor(args: CliArgs): SweepThreads | null {
  const count = workerCount(args);
  return count > 0 ? new SweepThreads(count) : null;
}

/** Starts the workers that `argv` asks for, if it parses; `takeWorkers` hands them over. */
export function startWorkersEarly(argv: readonly string[]): void {
  const parsed = parseArgs(argv);
  if (parsed.ok === true) early = startFor(parsed.args);
}

/** The workers started early, or (none started) those `args` asks for, started now. */
export function takeWorkers(args: CliArgs): SweepThreads | null {
  const threads = early ?? startFor(args);
  early = null;
  return threads;
}
