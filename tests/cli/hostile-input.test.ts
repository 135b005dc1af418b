/**
 * The CLI given hostile or careless input: documents and `--set` values nested far too
 * deep, a pair of techniques that mean nothing together, and a file saved with a UTF-8
 * byte-order mark. Each is a user error (exit 2, one line on stderr naming the field, no
 * stack trace) or, for the BOM, simply accepted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

function textbook(): { workload: { types: { program: unknown[] }[] } } {
  return JSON.parse(readFileSync(join(ROOT, 'scenarios/textbook-2pl.json'), 'utf8'));
}

function writeTemp(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lockstep-')), name);
  writeFileSync(file, text);
  return file;
}

function expectOneLineUserError(out: ReturnType<typeof sim>, message: RegExp): void {
  expect(out.status).toBe(2);
  expect(out.stdout).toBe('');
  expect(out.stderr).toMatch(message);
  expect(out.stderr.trim().split('\n')).toHaveLength(1);
  expect(out.stderr).not.toMatch(/\n\s+at |RangeError|internal error/);
}

describe('sim with hostile input', () => {
  it('refuses a scenario file with loops nested 1,000 deep, naming the field and the allowed depth', () => {
    const doc = textbook();
    let program = doc.workload.types[0]!.program;
    for (let i = 0; i < 1000; i++) program = [{ op: 'loop', count: 1, body: program }];
    doc.workload.types[0]!.program = program;
    const out = sim('run', writeTemp('deep.json', JSON.stringify(doc)));
    expectOneLineUserError(
      out,
      /^sim: .*deep\.json: workload\.types\.0\.program\.0\.body\..*nested deeper than 64 levels/,
    );
  });

  it('refuses a --set value nested 50,000 deep, naming the path and the allowed depth', () => {
    const value = '['.repeat(50_000) + ']'.repeat(50_000);
    const out = sim('run', 'textbook-2pl', '--set', `workload.terminals=${value}`);
    expectOneLineUserError(out, /^sim: workload\.terminals[.0]*: nested deeper than 64 levels/);
  });

  it('names the field inside a union and the values it allows for a fractional count', () => {
    const out = sim('run', 'textbook-2pl', '--set', 'workload.types.0.program.0.count=0.5');
    expectOneLineUserError(
      out,
      /^sim: workload\.types\.0\.program\.0\.count: expected a whole number or an object, received 0\.5$/m,
    );
  });

  it('names the missing entry for a --set past the end of a list', () => {
    const out = sim('run', 'textbook-2pl', '--set', 'workload.types.99.name=x');
    expectOneLineUserError(out, /^sim: workload\.types\.99: there is no such entry/);
  });

  it('refuses two techniques that mean nothing together on one line naming both fields', () => {
    const out = sim(
      'run',
      'textbook-2pl',
      '--set',
      'execution.mode=tste',
      '--set',
      'concurrencyControl={"algorithm":"occ"}',
    );
    expectOneLineUserError(
      out,
      /^sim: execution\.mode: 'tste' cannot run with concurrencyControl\.algorithm 'occ'/,
    );
  });

  const quoting: [string, string[]][] = [
    ['a --set without = spanning two lines', ['run', 'textbook-2pl', '--set', 'abc\ndef']],
    ['an unknown built-in id spanning two lines', ['run', 'no\nsuch']],
    [
      'a --set without = 10,000 characters long',
      ['run', 'textbook-2pl', '--set', 'x'.repeat(10_000)],
    ],
    [
      'a --set value with an unknown field whose name spans two lines',
      ['run', 'textbook-2pl', '--set', 'workload={"a\\nb": 1}'],
    ],
  ];
  for (const [what, args] of quoting) {
    it(`quotes the input on one short line for ${what}`, () => {
      const out = sim(...args);
      expectOneLineUserError(out, /^sim: /);
      // the unknown-id message lists every built-in id after the quoted input
      expect(out.stderr.replace(/\(built-ins: .*\)/, '').length).toBeLessThan(200);
    });
  }

  it('accepts a scenario file that starts with a UTF-8 byte-order mark, as the page does', () => {
    const file = writeTemp('bom.json', '\uFEFF' + JSON.stringify(textbook()));
    const out = sim('run', file, '--set', 'run.durationMs=200');
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual(
      JSON.parse(sim('run', 'textbook-2pl', '--set', 'run.durationMs=200').stdout),
    );
  });
});

describe('sim with an oversized scenario file', () => {
  it('refuses a 3 MB file by its size before reading it, naming the limit', () => {
    const file = writeTemp('huge.json', `{"pad": "${'x'.repeat(3 * 1024 * 1024)}"}`);
    expectOneLineUserError(
      sim('run', file),
      /^sim: scenario: .*huge\.json: too large for a scenario \(3\.0 MB; at most 2\.0 MB\)$/m,
    );
  });
});
