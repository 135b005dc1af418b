import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../model/index.ts';
import { tlsUnitScenario } from '../../../tests/fixtures/tls-test-run.ts';
import { buildSegments } from '../../trace/segments.ts';
import { foldTrace } from '../../trace/stats.ts';
import { TlsLaneBuilder } from './lanes.ts';
import type { TlsTraceEvent } from './events.ts';

const phase = (
  t: number,
  cpu: number,
  epoch: number,
  p: 'speculative' | 'wait-token' | 'idle',
): TlsTraceEvent => ({
  kind: 'tls.phase',
  t,
  seq: 0,
  txn: 1,
  cpu,
  epoch,
  phase: p,
  cacheMissShare: 0,
});

describe('TLS CPU lanes', () => {
  it('mark an epoch’s work from the rewind point on as failed, splitting the segment it falls in', () => {
    const lanes = new TlsLaneBuilder();
    lanes.reset(2);
    lanes.accept(phase(0, 1, 1, 'speculative'));
    lanes.accept(phase(40, 1, 1, 'wait-token'));
    lanes.accept(phase(50, 1, 1, 'speculative'));
    lanes.accept({
      kind: 'epoch.violate',
      t: 70,
      seq: 0,
      txn: 1,
      epoch: 1,
      cpu: 1,
      producer: 0,
      producerCpu: 0,
      location: 'x',
      loadUs: 20,
      rewindToUs: 10,
    });
    lanes.accept(phase(90, 1, -1, 'idle'));
    const lane = lanes.lanes[1]!.map((s) => [s.startUs, s.endUs, s.phase, s.failed]);
    expect(lane).toEqual([
      [0, 10, 'speculative', false],
      [10, 40, 'speculative', true],
      [40, 50, 'wait-token', false],
      [50, 70, 'speculative', true],
      [70, 90, 'speculative', false],
    ]);
  });
});

describe('a TLS run', () => {
  const model = createSimulation(tlsUnitScenario(30), { recordTrace: true });
  const stats = model.runToEnd();

  it('has the same statistics folded from its recorded trace, and shares that add up to 100%', () => {
    expect(foldTrace(model.events)).toEqual(stats);
    const t = stats.tls!;
    expect(t.transactions).toBeGreaterThan(0);
    expect(t.busyPct + t.idlePct + t.failedPct + t.latchStallPct + t.cacheMissPct).toBeCloseTo(
      100,
      6,
    );
    expect(stats.meanResponseMs).toBeCloseTo(t.meanLatencyMs, 6);
  });

  it('gives the timeline one lane per CPU, violations with a location, and a token hop per epoch', () => {
    const tls = buildSegments(model.events).tls!;
    expect(tls.lanes).toHaveLength(4);
    expect(tls.violations.length).toBeGreaterThan(0);
    expect(tls.violations.every((v) => v.storeUs >= v.loadUs && v.location !== '')).toBe(true);
    expect(tls.tokenHops.length).toBeGreaterThanOrEqual(tls.commits.length);
    for (const lane of tls.lanes) {
      for (let i = 1; i < lane.length; i++)
        expect(lane[i]!.startUs).toBeGreaterThanOrEqual(lane[i - 1]!.endUs);
    }
  });
});
