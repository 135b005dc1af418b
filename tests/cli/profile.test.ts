/**
 * `--profile` on `sim run`, `sim sweep` and `sim trace`: stdout the same bytes as without
 * it, and on stderr a line per run (in plan order, from worker threads too) with its engine
 * and trace events, wall and CPU time and events per CPU-second, then one for the process.
 * Runs the bundled CLI (scripts/sim.mjs): a few short runs, about 0.2 CPU-s each.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

function sim(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/sim.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const RUN_LINE =
  /^sim profile: run (\d+) of (\d+)(?: \(([^)]*)\))?: ([\d,]+) engine events, ([\d,]+) trace events, wall [\d.]+ ms, CPU [\d.]+ ms, (?:[\d,]+|-) engine events per CPU-second(?:, (main thread|worker \d+), started at ([\d.]+) ms)?$/;
const PROCESS_LINE =
  /^sim profile: whole process: (\d+) runs?, wall [\d.]+ ms, CPU [\d.]+ ms \(all threads\)$/;

/** The stderr lines, each run line parsed. */
function profileOf(stderr: string) {
  const lines = stderr.trimEnd().split('\n');
  const last = lines.pop()!;
  expect(last).toMatch(PROCESS_LINE);
  return lines.map((line) => {
    const m = RUN_LINE.exec(line);
    expect(m, line).not.toBeNull();
    return {
      index: Number(m![1]),
      of: Number(m![2]),
      label: m![3] ?? '',
      engineEvents: Number(m![4]!.replaceAll(',', '')),
      traceEvents: Number(m![5]!.replaceAll(',', '')),
      thread: m![6] ?? null,
      startedMs: m![7] === undefined ? null : Number(m![7]),
    };
  });
}

describe('sim --profile', () => {
  it('leaves the rows of sim run unchanged and gives each variant a line on stderr', () => {
    const args = ['run', 'textbook-2pl', '--set', 'run.durationMs=1000'];
    const plain = sim(...args);
    const profiled = sim(...args, '--profile');
    expect(profiled.status).toBe(0);
    expect(profiled.stdout).toBe(plain.stdout);
    expect(plain.stderr).toBe('');
    const runs = profileOf(profiled.stderr);
    expect(runs.map((r) => [r.index, r.of, r.label])).toEqual([
      [1, 2, 'variant 2pl'],
      [2, 2, 'variant no-locks'],
    ]);
    for (const r of runs) {
      expect(r.engineEvents).toBeGreaterThan(100);
      expect(r.traceEvents).toBe(0);
    }
  });

  it('leaves the CSV of a sweep on two worker threads unchanged, lines in plan order', () => {
    const args = ['sweep', 'mpl-thrashing', '--format', 'csv', '--set', 'run.durationMs=500'];
    args.push('--set', 'run.warmupMs=0', '--set', 'sweep.values=[2,4,6]', '--jobs', '2');
    const plain = sim(...args);
    const profiled = sim(...args, '--profile');
    expect(profiled.status).toBe(0);
    expect(profiled.stdout).toBe(plain.stdout);
    const runs = profileOf(profiled.stderr);
    expect(runs.map((r) => r.label)).toEqual([
      'workload.terminals=2',
      'workload.terminals=4',
      'workload.terminals=6',
    ]);
    expect(runs[2]!.engineEvents).toBeGreaterThan(runs[0]!.engineEvents);
  });

  it('starts the sweep with its biggest point and says which thread ran each run, and when', () => {
    const args = ['sweep', 'mpl-thrashing', '--format', 'csv', '--set', 'run.durationMs=500'];
    args.push('--set', 'run.warmupMs=0', '--set', 'sweep.values=[2,4,6]', '--jobs', '2');
    const runs = profileOf(sim(...args, '--profile').stderr);
    expect(runs.map((r) => r.label)).toEqual([
      'workload.terminals=2',
      'workload.terminals=4',
      'workload.terminals=6',
    ]);
    for (const r of runs) expect(r.thread).toMatch(/^(main thread|worker 1)$/);
    const first = runs.toSorted((a, b) => a.startedMs! - b.startedMs!)[0]!;
    expect(first.label).toBe('workload.terminals=6');
  });

  it('leaves a trace unchanged and counts the trace events it recorded', () => {
    const args = ['trace', 'textbook-2pl', '--variant', 'no-locks', '--set', 'run.durationMs=300'];
    const plain = sim(...args);
    const profiled = sim(...args, '--profile');
    expect(profiled.status).toBe(0);
    expect(profiled.stdout).toBe(plain.stdout);
    const runs = profileOf(profiled.stderr);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.label).toBe('variant no-locks');
    expect(runs[0]!.index).toBe(2);
    expect(runs[0]!.traceEvents).toBeGreaterThan(100);
  });
});
