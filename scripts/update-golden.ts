/**
 * `npm run golden:update [id ...]`: recomputes the golden runs (all built-ins, or the ids
 * given), rewrites the files that changed and prints, per run, every field that moved.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  GOLDEN_DIR,
  computeGolden,
  goldenIds,
  goldenPath,
  goldenText,
  type GoldenScenario,
} from '../tests/golden/golden-runs.ts';

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
}

function describeChanges(before: GoldenScenario | null, after: GoldenScenario): string[] {
  if (before === null) return [`${after.scenario}: new (${after.runs.length} runs)`];
  const lines: string[] = [];
  for (const run of after.runs) {
    const old = before.runs.find((r) => r.variant === run.variant);
    const name = `${after.scenario}/${run.variant ?? '-'}`;
    if (old === undefined) {
      lines.push(`${name}: new run`);
      continue;
    }
    const a = new Map<string, unknown>();
    const b = new Map<string, unknown>();
    flatten(old, '', a);
    flatten(run, '', b);
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key)))
        lines.push(
          `${name}: ${key} ${JSON.stringify(a.get(key))} -> ${JSON.stringify(b.get(key))}`,
        );
    }
  }
  for (const old of before.runs)
    if (!after.runs.some((r) => r.variant === old.variant))
      lines.push(`${after.scenario}/${old.variant ?? '-'}: run removed`);
  return lines;
}

const ids = process.argv.length > 2 ? process.argv.slice(2) : goldenIds();
mkdirSync(GOLDEN_DIR, { recursive: true });
let moved = 0;
for (const id of ids) {
  const path = goldenPath(id);
  const before = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as GoldenScenario)
    : null;
  const after = computeGolden(id);
  const text = goldenText(after);
  if (before !== null && goldenText(before) === text) continue;
  writeFileSync(path, text);
  moved++;
  const changes = describeChanges(before, after);
  if (changes.length === 0) changes.push(`${id}: same values, fields in another order`);
  for (const line of changes) process.stdout.write(line + '\n');
}
process.stdout.write(`golden runs: ${moved} of ${ids.length} scenario files changed\n`);
