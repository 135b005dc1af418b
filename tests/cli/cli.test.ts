/**
 * The CLI as other tools use it: a real process, stdout holding only the result, and user
 * errors as one line on stderr with exit status 2. The row fields checked here are the
 * contract course pages depend on.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

function sim(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/sim.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const CONTRACT_FIELDS = [
  'variant',
  'param',
  'value',
  'seed',
  'terminals',
  'thinkTimeMs',
  'simulatedMs',
  'committed',
  'aborted',
  'throughputTps',
  'meanResponseMs',
  'p95ResponseMs',
  'cpuMs',
  'cpuQueueMs',
  'ioMs',
  'lockWaitMs',
  'logWaitMs',
];

describe('sim run', () => {
  it('prints one JSON row per compare variant with the contract fields', () => {
    const out = sim('run', 'textbook-2pl', '--seed', '3', '--set', 'run.durationMs=2000');
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const rows = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r['variant'])).toEqual(['2pl', 'no-locks']);
    for (const row of rows) {
      for (const field of CONTRACT_FIELDS) expect(row).toHaveProperty(field);
      expect(row).toMatchObject({
        seed: 3,
        terminals: 10,
        thinkTimeMs: 100,
        simulatedMs: 2000,
        param: null,
      });
      expect(row['committed']).toEqual(expect.any(Number));
    }
  });

  it('prints CSV with a header and one line per row, and is deterministic', () => {
    const a = sim('run', 'textbook-2pl', '--format', 'csv', '--set', 'run.durationMs=1000');
    const b = sim('run', 'textbook-2pl', '--format=csv', '--set=run.durationMs=1000');
    expect(a.status).toBe(0);
    const lines = a.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(',').slice(0, CONTRACT_FIELDS.length)).toEqual(CONTRACT_FIELDS);
    expect(a.stdout).toBe(b.stdout);
  });

  it('runs a scenario file, once when it has no variants', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-'));
    const file = join(dir, 'plain.json');
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        id: 'plain',
        title: 'Plain',
        seed: 1,
        run: { durationMs: 500 },
        workload: {
          terminals: 2,
          thinkTimeMs: 5,
          types: [{ name: 't', program: [{ op: 'cpu', ms: 1 }] }],
        },
        system: {
          database: { pages: 10 },
          buffer: { pages: 5 },
          cpu: { count: 1 },
          disks: { count: 1, service: { kind: 'time', ms: 5 } },
        },
      }),
    );
    const out = sim('run', file);
    expect(out.status).toBe(0);
    const rows = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ variant: null, terminals: 2 });
  });
});

describe('sim sweep', () => {
  it('prints a row per swept value per variant', () => {
    const out = sim(
      'sweep',
      'mpl-thrashing',
      '--set',
      'run.durationMs=500',
      '--set',
      'run.warmupMs=0',
      '--set',
      'sweep.values=[2,4,6]',
    );
    expect(out.status).toBe(0);
    const rows = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => [r['param'], r['value'], r['terminals']])).toEqual([
      ['workload.terminals', 2, 2],
      ['workload.terminals', 4, 4],
      ['workload.terminals', 6, 6],
    ]);
  });

  it('prints the same bytes on two worker threads as one after another, JSON and CSV', () => {
    const sweep = ['sweep', 'charm-concurrency', '--set', 'run.durationMs=2000'];
    for (const format of ['json', 'csv']) {
      const one = sim(...sweep, '--format', format, '--jobs', '1');
      const two = sim(...sweep, '--format', format, '--jobs', '2');
      expect(one.status).toBe(0);
      expect(two.status).toBe(0);
      expect(one.stdout.split('\n').length).toBeGreaterThan(4);
      expect(two.stdout).toBe(one.stdout);
    }
  });
});

describe('user errors', () => {
  const cases: [string, string[], RegExp][] = [
    [
      'an unknown built-in id',
      ['run', 'no-such-scenario'],
      /^sim: scenario: unknown built-in id 'no-such-scenario'/,
    ],
    ['a missing file', ['run', './missing.json'], /^sim: scenario: no such file/],
    [
      'an unknown --set path',
      ['run', 'textbook-2pl', '--set', 'workload.terminalz=3'],
      /workload\.terminalz: unknown field/,
    ],
    [
      'an out-of-range value',
      ['run', 'textbook-2pl', '--set', 'system.cpu.count=0'],
      /system\.cpu\.count: /,
    ],
    [
      'a --set path into a prototype',
      ['run', 'textbook-2pl', '--set', '__proto__=1'],
      /^sim: __proto__: "__proto__" is not allowed in a parameter path$/m,
    ],
    ['a bad seed', ['run', 'textbook-2pl', '--seed', '-4'], /--seed: expected a whole number/],
    [
      'a sweep of a scenario without one',
      ['sweep', 'textbook-2pl'],
      /sweep: this scenario has no sweep/,
    ],
    ['an unknown command', ['walk', 'textbook-2pl'], /command: expected run, sweep or trace/],
    ['a bad --jobs', ['sweep', 'mpl-thrashing', '--jobs', '0'], /--jobs: expected a whole number/],
    [
      'a bad --set on a sweep whose worker has already started',
      ['sweep', 'mpl-thrashing', '--jobs', '2', '--set', 'workload.terminalz=3'],
      /workload\.terminalz: unknown field/,
    ],
  ];
  for (const [what, args, message] of cases) {
    it(`exit with status 2 and one line naming the field for ${what}`, () => {
      const out = sim(...args);
      expect(out.status).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(message);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('exit with status 2 naming the file and field for a broken scenario file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"version": 1, "id": "x"');
    const out = sim('run', file);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/broken\.json: not valid JSON/);
  });
});
