import { describe, expect, it } from 'vitest';
import { stamp } from '../../../../tests/fixtures/hand-made-traces.ts';
import type { TraceEventInput } from '../../../trace/trace-event.ts';
import { formatPct, twoStageTimeline, twoStageViewAt } from './two-stage-view.ts';

const start = {
  kind: 'run.start',
  t: 0,
  scenarioId: 'hand',
  variant: null,
  seed: 1,
  warmupUs: 0,
  endUs: 100,
  devices: [
    { id: 'cpu', kind: 'cpu', units: 1 },
    { id: 'disk0', kind: 'disk', units: 1 },
  ],
  terminals: 2,
  transactionTypes: ['hot', 'cold'],
} satisfies TraceEventInput;

const htste = stamp([
  start,
  { kind: 'txn.stage', t: 5, txn: 1, stage: 'fetch', mode: 'tste', pinnedFrames: 0 },
  { kind: 'txn.stage', t: 8, txn: 1, stage: 'operate', mode: 'tste', pinnedFrames: 3 },
  {
    kind: 'htste.update',
    t: 10,
    type: 0,
    mode: 'tste',
    instances: 1,
    misprefetchPct: 0,
    conversionPct: 100,
  },
  {
    kind: 'htste.update',
    t: 20,
    type: 0,
    mode: 'otste',
    instances: 2,
    misprefetchPct: 12.5,
    conversionPct: 50,
  },
  { kind: 'txn.stage', t: 20, txn: 1, stage: 'done', mode: 'tste', pinnedFrames: 0 },
]);

describe('the two-stage panel view', () => {
  const timeline = twoStageTimeline(htste);

  it('gives each type its latest HTSTE decision at the playhead', () => {
    const at15 = twoStageViewAt(timeline, 15, 10);
    expect(at15.badges.map((b) => [b.type, b.modeLabel, b.instances])).toEqual([
      ['hot', 'TSTE', 1],
      ['cold', 'TSTE', 0],
    ]);
    expect(at15.badges[1]!.misprefetchPct).toBeNull();
    const at25 = twoStageViewAt(timeline, 25, 10);
    expect(at25.badges[0]).toMatchObject({ modeLabel: 'OTSTE', misprefetchPct: 12.5 });
    expect(at25.runModeText).toBeNull();
  });

  it('reads the pinned frames at the playhead against the buffer', () => {
    expect(twoStageViewAt(timeline, 9, 12)).toMatchObject({ pinnedFrames: 3, pinnedPct: 25 });
    expect(twoStageViewAt(timeline, 21, 12).pinnedFrames).toBe(0);
    expect(twoStageViewAt(timeline, 9, null).pinnedPct).toBeNull();
  });

  it('names the run mode outside HTSTE', () => {
    const tste = twoStageTimeline(htste.filter((e) => e.kind !== 'htste.update'));
    expect(twoStageViewAt(tste, 9, null).runModeText).toBe('TSTE for every type.');
    const plain = twoStageTimeline(stamp([start]));
    expect(twoStageViewAt(plain, 9, null).runModeText).toMatch(/^Conventional 2PL/);
  });

  it('blames lock wait on the disk read at the root of the chain, as it accrues', () => {
    const events = stamp([
      start,
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'lock.grant', t: 0, txn: 1, item: 1, mode: 'X' },
      {
        kind: 'service.start',
        t: 0,
        device: 'disk0',
        unit: 0,
        txn: 1,
        work: 'read',
        fromQueue: false,
      },
      { kind: 'lock.wait', t: 10, txn: 2, item: 1, mode: 'S', blockers: [1] },
      { kind: 'service.end', t: 30, device: 'disk0', unit: 0, txn: 1 },
      { kind: 'lock.release-all', t: 40, txn: 1 },
      { kind: 'lock.grant', t: 40, txn: 2, item: 1, mode: 'S' },
    ]);
    const t = twoStageTimeline(events);
    expect(twoStageViewAt(t, 5, null).ioBlamePct).toBe(0);
    expect(twoStageViewAt(t, 30, null).ioBlamePct).toBe(100);
    // 20 µs of the 30 µs wait were behind the read.
    expect(twoStageViewAt(t, 40, null).ioBlamePct).toBeCloseTo(66.67, 1);
  });

  it('formats percentages', () => {
    expect([formatPct(null), formatPct(0), formatPct(3.25), formatPct(66.7)]).toEqual([
      '–',
      '0%',
      '3.3%',
      '67%',
    ]);
  });
});
