/**
 * The command line's own speed, each figure beside its target: how long a small `sim run`
 * takes from start to exit (bundled, through npm, and from source with tsx for a same-run
 * ratio), and the wall time of a 10-point sweep (charm-concurrency under strict 2PL, 2 to 20
 * terminals) on `--jobs 2`, at two sizes: 72 s a point (about 17,000 committed, more
 * attempts with the aborted ones) and 87 s a point (at least 20,000 committed at every
 * point). Each command runs in a fresh process, three times; it prints min / median / max,
 * and the CPU time the process tree used; for the sweeps also, from `--profile`, the CPU of
 * the runs themselves, when the first run started (and a worker thread's first: its
 * start-up) and how long a thread sat idle at the end (the other still running its last
 * point). `npm run bench` runs it after the engine cases and
 * writes bench-results/cli.json. A benchmark, not a test: it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { msToSeconds } from '../src/base/time.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;
const REPEATS = 3;
const LOAD_BEFORE = loadavg()[0]!;

interface Timing {
  wallMs: number;
  /**
   * CPU time of the whole process tree (npm and tsx start a second process), from Linux's
   * count of waited-for children's time; elsewhere the CLI's own `--profile` line.
   */
  cpuMs: number;
  stdout: string;
  /** From the `--profile` lines on stderr (runs that name their thread): see `threadsOf`. */
  threads: Threads | null;
}

/**
 * Where a run's time went by thread, from its `--profile` lines: the runs' own CPU (the
 * threads that ran them, JIT compilation and GC helper threads left out), when the first
 * run started, and how long the thread that finished first then sat idle at the end.
 */
interface Threads {
  runsCpuMs: number;
  firstStartMs: number;
  /** When a worker thread's first run started (its start-up and wait for the plan). */
  firstWorkerStartMs: number;
  idleAtEndMs: number;
}

const RUN_LINE =
  /wall ([\d.]+) ms, CPU ([\d.]+) ms, .*, (main thread|worker \d+), started at ([\d.]+) ms$/;

function threadsOf(stderr: string): Threads | null {
  const ends = new Map<string, number>();
  let runsCpuMs = 0;
  let firstStartMs = Infinity;
  let firstWorkerStartMs = Infinity;
  for (const line of stderr.split('\n')) {
    const m = RUN_LINE.exec(line);
    if (m === null) continue;
    const [wall, cpu, thread, start] = [Number(m[1]), Number(m[2]), m[3]!, Number(m[4])];
    runsCpuMs += cpu;
    firstStartMs = Math.min(firstStartMs, start);
    if (thread !== 'main thread') firstWorkerStartMs = Math.min(firstWorkerStartMs, start);
    ends.set(thread, Math.max(ends.get(thread) ?? 0, start + wall));
  }
  if (ends.size === 0) return null;
  const done = [...ends.values()];
  const idleAtEndMs = Math.max(...done) - Math.min(...done);
  return { runsCpuMs, firstStartMs, firstWorkerStartMs, idleAtEndMs };
}

/** User plus system time of this process's waited-for children, in ms (Linux; else null). */
function childrenCpuMs(): number | null {
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    const TICK_MS = 10; // USER_HZ is 100 on Linux
    return Number.isFinite(ticks) ? ticks * TICK_MS : null;
  } catch {
    return null;
  }
}

/** Runs a command once with `--profile` and times it from spawn to exit. */
function timeOnce(command: string, args: string[]): Timing {
  const cpu0 = childrenCpuMs();
  const start = performance.now();
  const out = spawnSync(command, [...args, '--profile'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  const wallMs = performance.now() - start;
  const cpu1 = childrenCpuMs();
  if (out.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${out.stderr}`);
  const threads = threadsOf(out.stderr);
  if (cpu0 !== null && cpu1 !== null) {
    return { wallMs, cpuMs: cpu1 - cpu0, stdout: out.stdout, threads };
  }
  const cpu = /whole process: .* CPU ([\d.]+) ms/.exec(out.stderr);
  return { wallMs, cpuMs: cpu === null ? NaN : Number(cpu[1]), stdout: out.stdout, threads };
}

interface Spread {
  min: number;
  median: number;
  max: number;
}

function spread(xs: number[]): Spread {
  const s = xs.toSorted((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s.at(-1)! };
}

const seconds = (ms: number) => msToSeconds(ms).toFixed(2);
const show = (s: Spread) => `${seconds(s.min)} / ${seconds(s.median)} / ${seconds(s.max)} s`;

interface Figure {
  name: string;
  wall: Spread;
  cpu: Spread;
  target: string;
  /** For a sweep: the runs' own CPU, the first run's start and the idle end (`Threads`). */
  runsCpu?: Spread;
  firstStart?: Spread;
  firstWorkerStart?: Spread;
  idleAtEnd?: Spread;
}

function measure(name: string, target: string, command: string, args: string[]): Figure {
  const runs = Array.from({ length: REPEATS }, () => timeOnce(command, args));
  const figure: Figure = {
    name,
    wall: spread(runs.map((r) => r.wallMs)),
    cpu: spread(runs.map((r) => r.cpuMs)),
    target,
  };
  const threads = runs.map((r) => r.threads).filter((t) => t !== null);
  if (args[1] === 'sweep' && threads.length === runs.length) {
    figure.runsCpu = spread(threads.map((t) => t.runsCpuMs));
    figure.firstStart = spread(threads.map((t) => t.firstStartMs));
    figure.idleAtEnd = spread(threads.map((t) => t.idleAtEndMs));
    const workers = threads.map((t) => t.firstWorkerStartMs).filter(Number.isFinite);
    if (workers.length === threads.length) figure.firstWorkerStart = spread(workers);
  }
  return figure;
}

const SMALL_RUN = ['run', 'textbook-2pl', '--set', 'run.durationMs=1000'];
const SWEEP_VALUES = '[2,4,6,8,10,12,14,16,18,20]';
/** The sweep at `durationMs` simulated a point: charm-concurrency, strict 2PL, 2-20 terminals. */
const sweepArgs = (durationMs: number) => [
  'scripts/sim.mjs',
  'sweep',
  'charm-concurrency',
  '--set',
  'compare=[]',
  '--format',
  'csv',
  '--set',
  `sweep.values=${SWEEP_VALUES}`,
  '--set',
  `run.durationMs=${durationMs}`,
];
/** 72 s a point: 16,600-17,700 committed (18,000-66,000 attempts with the aborted ones). */
const SWEEP = sweepArgs(72_000);
/** 87 s a point: at least 20,000 committed at every point, the target's count read strictly. */
const SWEEP_20K = sweepArgs(87_000);

/** "N points, a-b committed (c-d attempts) each", from one sweep's CSV rows. */
function sweepSize(args: string[]): string {
  const lines = timeOnce(process.execPath, [...args, '--jobs', '2'])
    .stdout.trim()
    .split('\n');
  const header = lines[0]!.split(',');
  const rows = lines.slice(1).map((l) => l.split(','));
  const column = (name: string) => rows.map((r) => Number(r[header.indexOf(name)]));
  const committed = column('committed');
  const aborted = column('aborted');
  const attempts = committed.map((c, i) => c + aborted[i]!);
  const range = (xs: number[]) => `${Math.min(...xs)}-${Math.max(...xs)}`;
  return `${rows.length} points, ${range(committed)} committed (${range(attempts)} attempts) each`;
}

// Build the bundle first if a source changed, so no figure includes a rebuild.
timeOnce(process.execPath, ['scripts/sim.mjs', '--help']);

const figures = [
  measure('small run, bundled (node scripts/sim.mjs)', '< 0.5 s', process.execPath, [
    'scripts/sim.mjs',
    ...SMALL_RUN,
  ]),
  measure('small run, npm run sim', '< 0.5 s', 'npm', [
    'run',
    '--silent',
    'sim',
    '--',
    ...SMALL_RUN,
  ]),
  measure('small run, from source (tsx)', 'reference', TSX, ['src/cli/main.ts', ...SMALL_RUN]),
];
figures.push(
  measure(`10-point sweep, --jobs 2 (${sweepSize(SWEEP)})`, '< 3 s', process.execPath, [
    ...SWEEP,
    '--jobs',
    '2',
  ]),
  measure('the same sweep, --jobs 1', 'reference', process.execPath, [...SWEEP, '--jobs', '1']),
  measure(`10-point sweep, --jobs 2 (${sweepSize(SWEEP_20K)})`, '< 3 s', process.execPath, [
    ...SWEEP_20K,
    '--jobs',
    '2',
  ]),
);

console.log(
  `CLI (${REPEATS} runs each; wall and CPU of the process tree as min / median / max; ` +
    `load average before: ${LOAD_BEFORE.toFixed(1)} on this machine)`,
);
for (const f of figures) {
  console.log(`${f.name.padEnd(78)} wall ${show(f.wall)}  CPU ${show(f.cpu)}  target ${f.target}`);
  if (f.runsCpu && f.firstStart && f.idleAtEnd) {
    console.log(
      `${''.padEnd(4)}of which the runs' own threads ${show(f.runsCpu)} (the rest: start-up, JIT ` +
        `and GC threads); first run started at ${show(f.firstStart)}` +
        (f.firstWorkerStart ? `, a worker's first at ${show(f.firstWorkerStart)}` : '') +
        `; a thread idle at the end ${show(f.idleAtEnd)}`,
    );
  }
}
const [bundled, , fromSource, two, one] = figures;
console.log(
  `same-run ratios (medians): bundled ÷ tsx start-to-exit ${(bundled!.wall.median / fromSource!.wall.median).toFixed(2)}, ` +
    `sweep --jobs 2 ÷ --jobs 1 wall ${(two!.wall.median / one!.wall.median).toFixed(2)}`,
);
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../bench-results/cli.json', import.meta.url),
  JSON.stringify({ node: process.version, figures }, null, 2) + '\n',
);
