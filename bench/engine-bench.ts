/**
 * Engine speed: events per second for the baseline model, next to a bare heap-and-loop
 * reference on the same machine in the same run (the ceiling a model could approach). Each
 * case runs in its own process (bench/engine-case.ts), best of three after a warm-up.
 * `npm run bench` prints a table and writes bench-results/engine.json. A benchmark, not a
 * test: it asserts nothing, and numbers vary with the machine and its load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CASES, type CaseResult } from './engine-case.ts';

const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
const script = new URL('./engine-case.ts', import.meta.url).pathname;

const results: (CaseResult & { name: string; title: string })[] = [];
for (const [name, spec] of Object.entries(CASES)) {
  const out = execFileSync(tsx, [script, name], { encoding: 'utf8' });
  results.push({ name, title: spec.title, ...(JSON.parse(out) as CaseResult) });
}
const reference = results.find((r) => r.name === 'reference')!;

/** The targets, as a share of the reference's events per second (bench/README.md). */
function targetOf(r: { name: string; title: string }): string {
  if (r.name === 'reference') return '';
  if (r.name === 'baseline') return '≥ 12%';
  if (/M\/M\/1/.test(r.title)) return '≥ 65%';
  return '-';
}

console.log(
  'case'.padEnd(50),
  'events'.padStart(10),
  'seconds'.padStart(8),
  'events/s'.padStart(12),
  'of ref'.padStart(7),
  'target'.padStart(7),
);
for (const r of results) {
  console.log(
    r.title.padEnd(50),
    String(r.events).padStart(10),
    r.seconds.toFixed(2).padStart(8),
    Math.round(r.eventsPerSecond).toLocaleString('en-US').padStart(12),
    `${((100 * r.eventsPerSecond) / reference.eventsPerSecond).toFixed(0)}%`.padStart(7),
    targetOf(r).padStart(7),
  );
}
const c10 = results.find((r) => r.name === 'contention10');
const c1000 = results.find((r) => r.name === 'contention1000');
if (c10 !== undefined && c1000 !== undefined) {
  const ratio = c1000.eventsPerSecond / c10.eventsPerSecond;
  console.log(`events/s at 1,000 terminals ÷ at 10: 1/${(1 / ratio).toFixed(1)} (target ≥ 1/3)`);
}
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../bench-results/engine.json', import.meta.url),
  JSON.stringify({ node: process.version, results }, null, 2) + '\n',
);
