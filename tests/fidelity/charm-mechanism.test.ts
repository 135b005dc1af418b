/**
 * The two-stage mechanism itself (notes part A, scenarios S1, S5, S6 and claim C12): the
 * paper's Figure 1 under 2PL and TSTE, the HTSTE classifier's choices, and what pinning
 * buys.
 */
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { recordedRun } from './elr-runs.ts';
import { at, runCharm } from './charm-runs.ts';
import { measured, sig3 } from './claims/record.ts';

/** Total lock wait of a transaction in a trace, in µs. */
function lockWaitUs(events: readonly TraceEvent[], txn: number): number {
  let since = -1;
  let total = 0;
  for (const e of events) {
    if (e.kind === 'lock.wait' && e.txn === txn) since = e.t;
    if (e.kind === 'lock.grant' && e.txn === txn && since >= 0) {
      total += e.t - since;
      since = -1;
    }
  }
  return total;
}

/** The first disk read of a transaction: [start, end] of its service. */
function firstReadUs(events: readonly TraceEvent[], txn: number): [number, number] {
  const start = events.find(
    (e) => e.kind === 'service.start' && e.txn === txn && e.work === 'read',
  )!;
  const end = events.find(
    (e) => e.kind === 'service.end' && e.txn === txn && e.t > start.t && e.device === 'disk0',
  )!;
  return [start.t, end.t];
}

describe('Figure 1 in motion (S1)', () => {
  it('under 2PL the second and third transactions wait as long as the first one reads', () => {
    const events = recordedRun('charm-figure1', '2pl').events;
    const [from, to] = firstReadUs(events, 1);
    const read = to - from;
    expect(read).toBe(13_500);
    for (const txn of [2, 3]) {
      // TX2 blocks at 1.2 ms, TX3 at 2.0 ms; both are released within 0.4 ms of the read's end.
      expect(lockWaitUs(events, txn)).toBeGreaterThan(read - 1_600);
      expect(lockWaitUs(events, txn)).toBeLessThanOrEqual(read);
    }
    expect(
      at(runCharm('charm-figure1', { seeds: [1] }), '2pl', '', 'lockWaitFromIoPct'),
    ).toBeGreaterThan(90);
  });

  it('under TSTE nobody waits for a lock and the read happens in the fetch stage', () => {
    const events = recordedRun('charm-figure1', 'tste').events;
    for (const txn of [1, 2, 3]) expect(lockWaitUs(events, txn)).toBe(0);
    const [from] = firstReadUs(events, 1);
    const grants = events.filter((e) => e.kind === 'lock.grant' && e.txn === 1);
    expect(grants.every((g) => g.t > from)).toBe(true);
    const fetch = events.find((e) => e.kind === 'txn.stage' && e.txn === 1 && e.stage === 'fetch');
    expect(fetch!.t).toBeLessThanOrEqual(from);
  });

  it('under OTSTE the first transaction converts: rollback, release, fetch', () => {
    const events = recordedRun('charm-figure1', 'otste').events;
    const stages = events
      .filter((e) => e.kind === 'txn.stage' && e.txn === 1)
      .map((e) => (e.kind === 'txn.stage' ? e.stage : ''));
    expect(stages.slice(0, 4)).toEqual(['operate', 'rollback', 'fetch', 'operate']);
  });
});

describe('HTSTE classifier (S5)', () => {
  it('puts the I/O-heavy type on TSTE, the cached one on OTSTE, the drifting one on 2PL', () => {
    const events = recordedRun('charm-htste-classifier', 'htste').events;
    const last = new Map<number, string>();
    for (const e of events) if (e.kind === 'htste.update') last.set(e.type, e.mode);
    expect([last.get(0), last.get(1), last.get(2)]).toEqual(['tste', 'otste', 'conventional']);
    const r = runCharm('charm-htste-classifier', { seeds: [1] });
    const best = Math.max(at(r, 'tste'), at(r, 'otste'), at(r, '2pl'));
    expect(at(r, 'htste')).toBeGreaterThan(best);
  });
});

describe('pinning (S6, C12)', () => {
  const small = [
    { path: 'system.buffer.pages', value: 150 },
    { path: 'workload.terminals', value: 16 },
    { path: 'run.durationMs', value: 3000 },
  ];
  it('without pins, fetched pages are evicted before the operate stage and lock wait grows back', () => {
    const pinned = runCharm('charm-concurrency', { overrides: small, seeds: [1] });
    const unpinned = runCharm('charm-concurrency', {
      overrides: [...small, { path: 'execution.pinning', value: false }],
      seeds: [1],
    });
    expect(at(unpinned, 'tste', '', 'misprefetchPct')).toBeGreaterThan(
      at(pinned, 'tste', '', 'misprefetchPct') + 5,
    );
    expect(at(unpinned, 'tste', '', 'lockWaitMs')).toBeGreaterThan(
      at(pinned, 'tste', '', 'lockWaitMs') * 1.5,
    );
    expect(at(unpinned, 'tste', '', 'peakPinnedFrames')).toBeLessThan(
      at(pinned, 'tste', '', 'peakPinnedFrames'),
    );
  });

  it('C12: pinned frames stay within the pages of the transactions in flight', () => {
    // Four transactions in flight, each of at most 12 pages.
    const r = runCharm('charm-concurrency', {
      seeds: [1],
      overrides: [{ path: 'run.durationMs', value: 2000 }],
    });
    const peaks = ['tste', 'otste', 'htste'].map((v) => at(r, v, '', 'peakPinnedFrames'));
    measured(
      'charm C12',
      `peak pinned ${peaks.map(sig3).join(' / ')} frames (bound 48)`,
      peaks.every((p) => p > 0 && p <= 48),
    );
    for (const v of ['tste', 'otste', 'htste']) {
      expect(at(r, v, '', 'peakPinnedFrames')).toBeGreaterThan(0);
      expect(at(r, v, '', 'peakPinnedFrames')).toBeLessThanOrEqual(4 * 12);
    }
    expect(at(r, '2pl', '', 'peakPinnedFrames')).toBe(0);
  });
});
