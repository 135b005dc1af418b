/**
 * Runs that stop honestly, through the real CLI: an open system that saturates ends early
 * with `saturated: true` and its reason on stderr; a run too big for its work budget stops
 * at the budget with one line on stderr and no stack trace, keeping its partial row. Each
 * process gets a time limit, so a run that never ends fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wideOpenScenario } from '../fixtures/open-system.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const LIMIT_MS = 60_000;

function sim(...args: string[]) {
  const result = spawnSync(TSX, ['src/cli/main.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: LIMIT_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** An open system with room for 10,000 arrivals a second: it never saturates. */
function wideOpen(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lockstep-')), 'wide-open.json');
  const doc = wideOpenScenario({
    id: 'wide-open',
    title: 'Wide open',
    durationMs: 1000,
    arrivalRateTps: 10,
  });
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

type Row = Record<string, unknown>;

describe('sim run on a saturating open system', () => {
  it('ends storage-log-placement at 400 tx/s early: the one-disk logs saturated, the others measured', () => {
    const out = sim('run', 'storage-log-placement', '--set', 'workload.arrivalRateTps=400');
    expect(out.status).toBe(0);
    const rows = JSON.parse(out.stdout) as Row[];
    const byVariant = new Map(rows.map((r) => [r['variant'], r]));
    for (const id of ['disk', 'disk-cache']) {
      expect(byVariant.get(id)).toMatchObject({
        saturated: true,
        stopped: true,
        stopReason: expect.stringMatching(/^saturated: the backlog grew/),
      });
      expect(byVariant.get(id)!['saturatedThroughputTps']).toBeGreaterThan(100);
      expect(byVariant.get(id)!['saturatedThroughputTps']).toBeLessThan(215);
    }
    for (const id of ['ssd', 'nvem']) {
      expect(byVariant.get(id)).toMatchObject({
        saturated: false,
        stopped: false,
        stopReason: null,
        simulatedMs: 10000,
      });
    }
    const lines = out.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^sim: disk: saturated: /);
    expect(lines[1]).toMatch(/^sim: disk-cache: saturated: /);
  });
});

describe('sim run against its work budget', () => {
  it('stops 10,000 arrivals a second over a long run at its budget, with one line and its row', () => {
    const out = sim(
      'run',
      wideOpen(),
      '--set',
      'workload.arrivalRateTps=10000',
      '--set',
      'run.durationMs=100000000',
    );
    expect(out.status).toBe(0);
    expect(out.stderr).toBe(
      'sim: stopped after 2000000 events: reduce run.durationMs or workload.terminals\n',
    );
    const [row] = JSON.parse(out.stdout) as Row[];
    expect(row).toMatchObject({ saturated: false, stopped: true });
    expect(row!['committed']).toEqual(expect.any(Number));
    expect(row!['committed'] as number).toBeGreaterThan(100_000);
  });

  it('takes a smaller budget from run.maxEvents', () => {
    const out = sim(
      'run',
      wideOpen(),
      '--set',
      'run.durationMs=100000',
      '--set',
      'workload.arrivalRateTps=1000',
      '--set',
      'run.maxEvents=5000',
      '--format',
      'csv',
    );
    expect(out.status).toBe(0);
    expect(out.stderr).toBe(
      'sim: stopped after 5000 events: reduce run.durationMs or workload.terminals\n',
    );
    const [header, line] = out.stdout.trim().split('\n');
    expect(header!.split(',').slice(-5)).toEqual([
      'saturated',
      'stopped',
      'stopReason',
      'stoppedAtMs',
      'saturatedThroughputTps',
    ]);
    expect(line).toMatch(
      /,false,true,stopped after 5000 events: reduce run.durationMs or workload.terminals,[\d.]+,$/,
    );
  });

  it('refuses a budget above the hard maximum, naming the field', () => {
    const out = sim('run', wideOpen(), '--set', 'run.maxEvents=1000000000');
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/run\.maxEvents/);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});
