/**
 * The bundled `sim` (scripts/build-cli.mjs, started by scripts/sim.mjs, which `npm run sim`
 * runs) against the source run through tsx: the same stdout, stderr and exit status byte
 * for byte, its sweep worker threads included (which load a bundle of their own, without
 * zod), and a stale bundle rebuilt before it runs.
 * Costs one build of both bundles (about 1-2 CPU-s), three runs from source (about 1 CPU-s each)
 * and a few bundled runs (0.1-0.3 CPU-s each).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const BUNDLE = join(ROOT, 'dist-cli/cli/sim.mjs');
const WORKER_BUNDLE = join(ROOT, 'dist-cli/cli/sweep-worker.mjs');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const bundled = (...args: string[]) => run(process.execPath, ['scripts/sim.mjs', ...args]);
const fromSource = (...args: string[]) => run(TSX, ['src/cli/main.ts', ...args]);

describe('the bundled sim', () => {
  beforeAll(() => {
    // Make any existing bundle look older than every source, so the launcher must rebuild.
    try {
      utimesSync(BUNDLE, 0, 0);
    } catch {
      // No bundle yet: the launcher builds it all the same.
    }
    const help = bundled('--help');
    expect(help.stderr).toBe('');
    expect(help.status).toBe(0);
  }, 120_000);

  it('is rebuilt by the launcher when a source file is newer than it', () => {
    expect(statSync(BUNDLE).mtimeMs).toBeGreaterThan(
      statSync(join(ROOT, 'src/cli/main.ts')).mtimeMs,
    );
  });

  const cases: [string, string[]][] = [
    ['a run as JSON', ['run', 'textbook-2pl', '--seed', '3', '--set', 'run.durationMs=1000']],
    ['a trace', ['trace', 'textbook-2pl', '--variant', 'no-locks', '--set', 'run.durationMs=300']],
    ['a user error', ['run', 'textbook-2pl', '--set', 'workload.terminalz=3']],
  ];
  for (const [what, args] of cases) {
    it(`prints the same bytes and status as the source for ${what}`, () => {
      const a = bundled(...args);
      const b = fromSource(...args);
      expect(a.stdout).toBe(b.stdout);
      expect(a.stderr).toBe(b.stderr);
      expect(a.status).toBe(b.status);
    });
  }

  it('gives the sweep workers their own bundle, without zod or the scenario parser', () => {
    const worker = readFileSync(WORKER_BUNDLE, 'utf8');
    expect(worker).not.toMatch(/node_modules\/zod\//);
    expect(worker).not.toMatch(/src\/scenario\/parse\.ts/);
    expect(readFileSync(BUNDLE, 'utf8')).toMatch(/node_modules\/zod\//);
    expect(worker.length).toBeLessThan(statSync(BUNDLE).size * 0.6);
  });

  it('sweeps on two worker threads with the same bytes as on one', () => {
    const sweep = ['sweep', 'mpl-thrashing', '--format', 'csv', '--set', 'run.durationMs=500'];
    sweep.push('--set', 'run.warmupMs=0', '--set', 'sweep.values=[2,4,6,8]');
    const two = bundled(...sweep, '--jobs', '2');
    const one = bundled(...sweep, '--jobs', '1');
    expect(two.stderr).toBe('');
    expect(two.status).toBe(0);
    expect(two.stdout.split('\n').length).toBeGreaterThan(4);
    expect(two.stdout).toBe(one.stdout);
  });
});
