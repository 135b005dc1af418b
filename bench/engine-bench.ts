/**
 * Engine speed: events per second for the baseline model, next to a bare heap-and-loop
 * reference on the same machine in the same run (the ceiling a model could approach). Each
 * case runs in its own process (bench/engine-case.ts), best of three timed batches of at
 * least 0.3 CPU-seconds each after a warm-up, timed in CPU seconds (bench/cpu-clock.ts).
 * `npm run bench` prints a table, then the figures ("Lecture speed") beside their
 * targets as same-run ratios, and writes bench-results/engine.json. `--runs N` repeats the
 * whole set N times and prints each figure's min / median / max over the runs. A
 * benchmark, not a test: it asserts nothing, and numbers vary with the machine and its load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CASES, type CaseResult } from './engine-case.ts';

const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
const script = new URL('./engine-case.ts', import.meta.url).pathname;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg < 0 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]));

type Named = CaseResult & { name: string; title: string };

/** The figures: each a same-run ratio, with its target. */
interface Figure {
  title: string;
  target: number;
  value: (byName: (name: string) => Named) => number;
}

const FIGURES: Figure[] = [
  {
    title: 'textbook-2pl stats only, events/s ÷ bare reference',
    target: 0.12,
    value: (c) => c('baseline').eventsPerSecond / c('reference').eventsPerSecond,
  },
  {
    title: 'kernel M/M/1 customers/s ÷ bare heap loop events/s',
    target: 0.65,
    value: (c) => c('mm1').customersPerSecond! / c('reference').eventsPerSecond,
  },
  {
    title: 'events/s at 1,000 terminals ÷ at 10 (think 0)',
    target: 1 / 3,
    value: (c) => c('contention1000').eventsPerSecond / c('contention10').eventsPerSecond,
  },
  {
    title: 'the same, 1,000 terminals for 60 s',
    target: 1 / 3,
    value: (c) => c('contention1000steady').eventsPerSecond / c('contention10').eventsPerSecond,
  },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function runAll(): Named[] {
  const results: Named[] = [];
  for (const [name, spec] of Object.entries(CASES)) {
    const out = execFileSync(tsx, [script, name], { encoding: 'utf8' });
    results.push({ name, title: spec.title, ...(JSON.parse(out) as CaseResult) });
  }
  return results;
}

function printTable(results: Named[]): void {
  const reference = results.find((r) => r.name === 'reference')!;
  console.log(
    'case'.padEnd(50),
    'events'.padStart(10),
    'seconds'.padStart(8),
    'runs'.padStart(5),
    'events/s'.padStart(12),
    'of ref'.padStart(7),
  );
  for (const r of results) {
    const perSecond = r.customersPerSecond ?? r.eventsPerSecond;
    console.log(
      r.title.padEnd(50),
      String(r.events).padStart(10),
      r.seconds.toFixed(2).padStart(8),
      String(r.runs ?? 1).padStart(5),
      Math.round(perSecond).toLocaleString('en-US').padStart(12),
      pct(perSecond / reference.eventsPerSecond).padStart(7),
    );
  }
}

const all: Named[][] = [];
const figureValues: number[][] = FIGURES.map(() => []);
for (let run = 0; run < runs; run++) {
  const results = runAll();
  all.push(results);
  if (runs > 1) console.log(`run ${run + 1} of ${runs}`);
  printTable(results);
  const byName = (name: string) => results.find((r) => r.name === name)!;
  FIGURES.forEach((f, i) => figureValues[i]!.push(f.value(byName)));
}

console.log();
console.log(
  'figure (same-run ratio)'.padEnd(54),
  (runs > 1 ? 'min / median / max' : 'value').padStart(26),
  'target'.padStart(8),
);
FIGURES.forEach((f, i) => {
  const values = [...figureValues[i]!].sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)]!;
  const shown =
    runs > 1 ? `${pct(values[0]!)} / ${pct(median)} / ${pct(values.at(-1)!)}` : pct(median);
  const met = median >= f.target ? 'met' : 'not met';
  console.log(f.title.padEnd(54), shown.padStart(26), `≥ ${pct(f.target)}`.padStart(8), met);
});

mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../bench-results/engine.json', import.meta.url),
  JSON.stringify({ node: process.version, results: all.at(-1), runs: all }, null, 2) + '\n',
);
