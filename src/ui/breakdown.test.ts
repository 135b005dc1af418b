import { describe, expect, it } from 'vitest';
import { toResultRow, type ResultRow } from '../export/result-row.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { tlsRunStats, tlsUnitScenario } from '../../tests/fixtures/tls-test-run.ts';
import { BREAKDOWN, categoryValue, TLS_BREAKDOWN, visibleCategories } from './breakdown.ts';

function tlsRow(): ResultRow {
  const scenario = tlsUnitScenario(20);
  const plan = planRuns(scenario);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return toResultRow(plan.value[0]!, tlsRunStats());
}

const twoPhaseRow = {
  cpuMs: 3,
  cpuQueueMs: 1,
  ioMs: 10,
  lockWaitMs: 2,
  logWaitMs: 0,
  otherMs: 0,
  busyMs: null,
  cacheMissMs: null,
  latchStallMs: null,
  failedMs: null,
  idleMs: null,
} as unknown as ResultRow;

describe('the response-time breakdown of a thread-level speculation run', () => {
  it('is told in TLS terms (busy, cache miss, latch stall, failed, idle), not as all "other"', () => {
    const row = tlsRow();
    expect(row.otherMs).toBeGreaterThan(0);
    expect(visibleCategories([row]).map((c) => c.key)).toEqual(TLS_BREAKDOWN.map((c) => c.key));
    expect(row.busyMs).toBeGreaterThan(0);
  });

  it('adds up to the mean response time', () => {
    const row = tlsRow();
    const sum = TLS_BREAKDOWN.reduce((s, c) => s + categoryValue(row, c.key), 0);
    expect(sum).toBeCloseTo(row.meanResponseMs, 3);
  });
});

describe('the breakdown categories', () => {
  it('stay the core ones for a run without TLS, and for a mix of runs', () => {
    expect(visibleCategories([twoPhaseRow]).map((c) => c.key)).toEqual(
      BREAKDOWN.filter((c) => c.key !== 'otherMs').map((c) => c.key),
    );
    expect(visibleCategories([twoPhaseRow, tlsRow()]).map((c) => c.key)).toContain('cpuMs');
  });

  it('read a missing TLS value of a 2PL row as zero', () => {
    expect(categoryValue(twoPhaseRow, 'busyMs')).toBe(0);
    expect(categoryValue(twoPhaseRow, 'ioMs')).toBe(10);
  });
});
