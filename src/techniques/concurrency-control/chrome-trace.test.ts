import { describe, expect, it } from 'vitest';
import { toChromeTrace } from '../../export/chrome-trace.ts';
import { builtinTrace } from '../../../tests/fixtures/builtin-trace.ts';
import { chromeTraceProblems } from '../../../tests/fixtures/chrome-trace-checks.ts';

const SHORT = [
  { path: 'run.durationMs', value: 8000 },
  { path: 'run.warmupMs', value: 0 },
];

describe('restart-based concurrency control in the Chrome trace', () => {
  it('shows immediate-restart conflicts as instants and each restart delay as a slice of its length', () => {
    const events = builtinTrace('cc-blocking-vs-restart', 'immediate-restart', SHORT);
    const file = toChromeTrace(events);
    expect(chromeTraceProblems(file)).toEqual([]);
    const conflicts = file.traceEvents.filter((e) => e.name === 'conflict');
    expect(conflicts).toHaveLength(events.filter((e) => e.kind === 'cc.conflict').length);
    expect(conflicts.length).toBeGreaterThan(0);
    // Every restart delay (drawn by the shared part of the export) is a slice of its length.
    const endUs = events.at(-1)!.t;
    const delays = events.filter((e) => e.kind === 'cc.restart-delay' && e.delayUs > 0);
    expect(delays.length).toBeGreaterThan(0);
    for (const d of delays) {
      if (d.kind !== 'cc.restart-delay' || d.t + d.delayUs > endUs) continue;
      const slice = file.traceEvents.find(
        (e) => e.ph === 'X' && e.name === 'restart delay' && e.ts === d.t && e.args!.txn === d.txn,
      );
      expect(slice?.dur).toBe(d.delayUs);
    }
  });

  it('adds nothing under blocking 2PL', () => {
    const file = toChromeTrace(builtinTrace('cc-blocking-vs-restart', '2pl', SHORT));
    const names = new Set(file.traceEvents.map((e) => e.name));
    for (const name of ['wound', 'conflict', 'validation failed'])
      expect(names.has(name)).toBe(false);
  });
});
