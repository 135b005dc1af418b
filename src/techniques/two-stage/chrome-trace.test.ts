import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_PID, toChromeTrace } from '../../export/chrome-trace.ts';
import { builtinTrace } from '../../../tests/fixtures/builtin-trace.ts';
import { chromeTraceProblems } from '../../../tests/fixtures/chrome-trace-checks.ts';
import type { ChromeTraceEvent } from '../../trace/chrome-trace-format.ts';

/** The thread each transaction's attempts are on. */
function attemptThreads(events: readonly ChromeTraceEvent[]): Map<number, number> {
  const threads = new Map<number, number>();
  for (const e of events)
    if (e.ph === 'X' && e.cat === 'txn') threads.set(e.args!.txn as number, e.tid);
  return threads;
}

describe('two-stage execution in the Chrome trace', () => {
  it('puts each TSTE fetch and operate stage on its transaction thread, inside an attempt', () => {
    const events = builtinTrace('charm-figure1', 'tste');
    const file = toChromeTrace(events);
    expect(chromeTraceProblems(file)).toEqual([]);
    const threads = attemptThreads(file.traceEvents);
    const fetches = file.traceEvents.filter((e) => e.ph === 'X' && e.name === 'fetch');
    const fetchStages = events.filter((e) => e.kind === 'txn.stage' && e.stage === 'fetch');
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches.length).toBeLessThanOrEqual(fetchStages.length);
    for (const f of fetches) {
      expect(f.pid).toBe(TRANSACTIONS_PID);
      expect(f.tid).toBe(threads.get(f.args!.txn as number));
      expect(f.args).toMatchObject({ stage: 'fetch', mode: 'tste' });
      const attempt = file.traceEvents.find(
        (e) =>
          e.cat === 'txn' &&
          e.ph === 'X' &&
          e.tid === f.tid &&
          e.ts <= f.ts &&
          e.ts + e.dur! >= f.ts + f.dur!,
      );
      expect(attempt).toBeDefined();
    }
    expect(file.traceEvents.some((e) => e.ph === 'X' && e.name === 'operate')).toBe(true);
  });

  it('shows an OTSTE conversion as a rollback slice followed by a fetch stage', () => {
    const events = builtinTrace('charm-figure1', 'otste');
    const file = toChromeTrace(events);
    expect(chromeTraceProblems(file)).toEqual([]);
    const rollbacks = file.traceEvents.filter((e) => e.ph === 'X' && e.name === 'rollback');
    expect(rollbacks).toHaveLength(
      events.filter((e) => e.kind === 'txn.stage' && e.stage === 'rollback').length,
    );
    expect(rollbacks.length).toBeGreaterThan(0);
    for (const r of rollbacks) {
      const next = file.traceEvents.find(
        (e) => e.ph === 'X' && e.name === 'fetch' && e.tid === r.tid && e.ts === r.ts + r.dur!,
      );
      expect(next).toBeDefined();
    }
  });

  it('writes no stages for a conventional run', () => {
    const file = toChromeTrace(builtinTrace('charm-figure1', '2pl'));
    expect(file.traceEvents.some((e) => e.cat === 'stage.parent')).toBe(false);
  });
});
