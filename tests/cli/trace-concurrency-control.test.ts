/**
 * `sim trace` of the restart-based concurrency-control scenario as other tools read it: under
 * wound-wait, each wound is a flow from the wounder's transaction thread to the victim's;
 * under optimistic control, each failed validation is an instant on the transaction's
 * thread. Shortened runs (20 s, no warm-up) keep the process quick.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ChromeTraceEvent, ChromeTraceFile } from '../../src/trace/chrome-trace-format.ts';
import { chromeTraceProblems } from '../fixtures/chrome-trace-checks.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Runs `sim trace cc-blocking-vs-restart --variant <variant>`, shortened, and parses stdout. */
function traceOf(variant: string): ChromeTraceFile {
  const args = ['scripts/sim.mjs', 'trace', 'cc-blocking-vs-restart', '--variant', variant];
  args.push('--set', 'run.durationMs=20000', '--set', 'run.warmupMs=0');
  const out = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(out.stderr).toBe('');
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout) as ChromeTraceFile;
}

/** The thread each transaction's attempts are drawn on. */
function attemptThreads(events: readonly ChromeTraceEvent[]): Map<number, number> {
  const threads = new Map<number, number>();
  for (const e of events)
    if (e.ph === 'X' && e.cat === 'txn') threads.set(e.args!.txn as number, e.tid);
  return threads;
}

describe('sim trace of cc-blocking-vs-restart', () => {
  it('draws each wound under wound-wait as a flow from the wounder thread to the victim thread', () => {
    const file = traceOf('wound-wait');
    expect(chromeTraceProblems(file)).toEqual([]);
    const threads = attemptThreads(file.traceEvents);
    const starts = file.traceEvents.filter((e) => e.ph === 's' && e.name === 'wound');
    const finishes = file.traceEvents.filter((e) => e.ph === 'f' && e.name === 'wound');
    expect(starts.length).toBeGreaterThan(0);
    expect(finishes).toHaveLength(starts.length);
    for (const s of starts) {
      const f = finishes.find((x) => x.id === s.id)!;
      expect(s.tid).toBe(threads.get(s.args!.wounder as number));
      expect(f.tid).toBe(threads.get(s.args!.victim as number));
      expect(f.ts).toBe(s.ts);
    }
    expect(file.traceEvents.some((e) => e.name === 'validation failed')).toBe(false);
  });

  it('marks each failed validation under occ as an instant on the transaction thread', () => {
    const file = traceOf('occ');
    expect(chromeTraceProblems(file)).toEqual([]);
    const threads = attemptThreads(file.traceEvents);
    const failures = file.traceEvents.filter((e) => e.name === 'validation failed');
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) {
      expect(f.ph).toBe('i');
      expect(f.tid).toBe(threads.get(f.args!.txn as number));
    }
    expect(file.traceEvents.some((e) => e.name === 'wound')).toBe(false);
    // Restart delays are slices between attempts.
    expect(file.traceEvents.some((e) => e.ph === 'X' && e.name === 'restart delay')).toBe(true);
  });
});
