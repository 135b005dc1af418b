/**
 * `sim trace` as other tools use it: a real process whose stdout is one run's Chrome trace
 * JSON (the file the page's download gives), checked for what Perfetto needs and for what
 * each technique should show.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ChromeTraceEvent, ChromeTraceFile } from '../../src/trace/chrome-trace-format.ts';
import { exportChromeTrace } from '../../src/ui/share/trace-file.ts';
import { MODEL_VERSION } from '../../src/base/model-version.ts';
import { provenanceOf } from '../../src/export/provenance.ts';
import { scenarioHash } from '../../src/scenario/url-codec.ts';
import { builtinTrace, plannedBuiltin } from '../fixtures/builtin-trace.ts';
import { chromeTraceProblems, threadKey, threadNames } from '../fixtures/chrome-trace-checks.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function sim(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/sim.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs `sim trace`, expects success, and parses stdout. */
function simTrace(...args: string[]): { text: string; file: ChromeTraceFile } {
  const out = sim('trace', ...args);
  expect(out.stderr).toBe('');
  expect(out.status).toBe(0);
  return { text: out.stdout, file: JSON.parse(out.stdout) as ChromeTraceFile };
}

const end = (e: ChromeTraceEvent): number => e.ts + (e.dur ?? 0);

/** The thread each transaction's attempts are drawn on. */
function attemptThreads(events: readonly ChromeTraceEvent[]): Map<number, string> {
  const threads = new Map<number, string>();
  for (const e of events)
    if (e.ph === 'X' && e.cat === 'txn') threads.set(e.args!.txn as number, threadKey(e));
  return threads;
}

describe('sim trace', () => {
  it('prints the bytes the page downloads for the same run, and takes the first variant by default', () => {
    const { text, file } = simTrace('charm-figure1');
    const run = plannedBuiltin('charm-figure1', '2pl');
    const events = builtinTrace('charm-figure1', '2pl');
    const title = run.scenario.compare.find((v) => v.id === '2pl')!.title;
    const doc = JSON.parse(readFileSync('scenarios/charm-figure1.json', 'utf8')) as unknown;
    const provenance = provenanceOf('charm-figure1', doc, doc);
    expect(text).toBe(exportChromeTrace({ events, title, truncated: false }, provenance));
    expect(file.otherData).toMatchObject({
      variant: '2pl',
      scenarioId: 'charm-figure1',
      modelVersion: MODEL_VERSION,
      scenarioHash: scenarioHash(doc),
    });
  });

  it('records no scenario hash once a --set edits the built-in', () => {
    const { file } = simTrace('charm-figure1', '--set', 'run.durationMs=200');
    expect(file.otherData).not.toHaveProperty('scenarioHash');
  });

  it('shows fetch stages of charm-figure1 under TSTE on the transaction threads', () => {
    const { file } = simTrace('charm-figure1', '--variant', 'tste');
    expect(chromeTraceProblems(file)).toEqual([]);
    const fetches = file.traceEvents.filter((e) => e.ph === 'X' && e.name === 'fetch');
    expect(fetches.length).toBeGreaterThan(0);
    const threads = attemptThreads(file.traceEvents);
    for (const f of fetches) expect(threadKey(f)).toBe(threads.get(f.args!.txn as number));
  });

  it('gives tls-optimizations without DBMS changes a thread per CPU with epochs, and violation flows', () => {
    const { file } = simTrace('tls-optimizations', '--variant', 'no-optimizations');
    expect(chromeTraceProblems(file)).toEqual([]);
    const names = threadNames(file);
    const cpus = plannedBuiltin('tls-optimizations', 'no-optimizations').scenario.tls!.cpus;
    for (let cpu = 1; cpu <= cpus; cpu++) {
      const epochs = file.traceEvents.filter(
        (e) => e.ph === 'X' && names.get(threadKey(e)) === `CPU ${cpu}` && /^E\d+$/.test(e.name),
      );
      expect(epochs.length, `CPU ${cpu}`).toBeGreaterThan(0);
    }
    expect([...names.values()].filter((n) => /^CPU \d+$/.test(n))).toHaveLength(cpus);
    const violations = file.traceEvents.filter((e) => e.ph === 's' && e.cat === 'tls.violation');
    const finishes = new Map(file.traceEvents.filter((e) => e.ph === 'f').map((e) => [e.id, e]));
    expect(violations.length).toBeGreaterThan(0);
    for (const v of violations) {
      expect(names.get(threadKey(v))).toMatch(/^CPU \d+$/);
      expect(names.get(threadKey(finishes.get(v.id)!))).toMatch(/^CPU \d+$/);
    }
  });

  const tiers: [string, string[]][] = [
    ['disk-cache', ['controller', 'disk']],
    ['nvem-cache', ['controller', 'disk', 'nvem']],
  ];
  for (const [variant, kinds] of tiers) {
    it(`gives storage-second-level-cache (${variant}) a thread for every unit of every tier device`, () => {
      const short = [
        { path: 'run.durationMs', value: 300 },
        { path: 'run.warmupMs', value: 0 },
      ];
      const { file } = simTrace(
        'storage-second-level-cache',
        '--variant',
        variant,
        ...short.flatMap((o) => ['--set', `${o.path}=${o.value}`]),
      );
      expect(chromeTraceProblems(file)).toEqual([]);
      const names = [...threadNames(file)]
        .filter(([key]) => key.startsWith('2:'))
        .map(([, n]) => n);
      const events = builtinTrace('storage-second-level-cache', variant, short);
      const devices = events.find((e) => e.kind === 'run.start')!.devices;
      expect(devices.map((d) => d.kind)).toEqual(expect.arrayContaining(kinds));
      for (const d of devices) {
        const units = names.filter((n) => n === d.id || n.startsWith(`${d.id} #`));
        expect(units, d.id).toHaveLength(d.units);
      }
    });
  }

  it('draws lock waits of locking-baseline under file locking as slices on the waiting threads', () => {
    const short = [
      { path: 'run.durationMs', value: 60000 },
      { path: 'run.warmupMs', value: 0 },
    ];
    const { file } = simTrace(
      'locking-baseline',
      '--variant',
      'file',
      ...short.flatMap((o) => ['--set', `${o.path}=${o.value}`]),
    );
    expect(chromeTraceProblems(file)).toEqual([]);
    // The waits, paired from the trace itself: lock.wait to the same transaction's grant.
    const events = builtinTrace('locking-baseline', 'file', short);
    const waits: { txn: number; from: number; to: number }[] = [];
    const open = new Map<number, number>();
    for (const e of events) {
      if (e.kind === 'lock.wait') open.set(e.txn, e.t);
      else if (e.kind === 'lock.grant' && open.has(e.txn)) {
        if (e.t > open.get(e.txn)!) waits.push({ txn: e.txn, from: open.get(e.txn)!, to: e.t });
        open.delete(e.txn);
      }
    }
    expect(waits.length).toBeGreaterThan(0);
    const threads = attemptThreads(file.traceEvents);
    const lockWaits = file.traceEvents.filter((e) => e.ph === 'X' && e.name === 'lock wait');
    for (const w of waits) {
      const slice = lockWaits.find(
        (e) => threadKey(e) === threads.get(w.txn) && e.ts === w.from && end(e) === w.to,
      );
      expect(slice, `T${w.txn} waits ${w.from}..${w.to}`).toBeDefined();
    }
  });

  it('exits with status 2 and one line naming --variant and the allowed ids for an unknown variant', () => {
    const out = sim('trace', 'charm-figure1', '--variant', 'nope');
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(/^sim: --variant: no variant 'nope' \(variants: 2pl, tste, otste\)/);
  });

  it('refuses --variant for run, which runs every variant', () => {
    const out = sim('run', 'charm-figure1', '--variant', 'tste');
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/^sim: --variant: only for trace/);
  });
});
