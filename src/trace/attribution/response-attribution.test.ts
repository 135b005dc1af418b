import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { foldTrace } from '../stats.ts';
import { partsSum, type ResponseAttribution } from './attribution-types.ts';
import { attributeTrace } from './response-attribution.ts';

function part(a: ResponseAttribution, key: string): number {
  return a.parts.find((p) => p.key === key)?.ms ?? NaN;
}

describe('response-time attribution', () => {
  const a = attributeTrace(deadlockTrace);

  it('files every microsecond of the hand-made deadlock trace under the part it was spent in', () => {
    // T2 (55 µs): CPU queue 10, CPU 10, between steps 10, disk 15, own log wait 10.
    // T1 (65 µs): its aborted attempt (30) and restart delay (10) are restarted work; then it
    // waits for T2 while T2 reads (5, I/O root) and waits for its flush (10, log root); CPU 10.
    expect(a.committed).toBe(2);
    expect(part(a, 'queue:cpu')).toBeCloseTo(0.005, 9);
    expect(part(a, 'service:cpu')).toBeCloseTo(0.01, 9);
    expect(part(a, 'service:disk')).toBeCloseTo(0.0075, 9);
    expect(part(a, 'other')).toBeCloseTo(0.005, 9);
    expect(part(a, 'log-wait')).toBeCloseTo(0.005, 9);
    expect(part(a, 'restarted')).toBeCloseTo(0.02, 9);
    expect(part(a, 'lock-io')).toBeCloseTo(0.0025, 9);
    expect(part(a, 'lock-log')).toBeCloseTo(0.005, 9);
    expect(part(a, 'lock-contention')).toBe(0);
  });

  it('sums its parts to the mean response time the statistics report', () => {
    expect(a.meanResponseMs).toBe(foldTrace(deadlockTrace).meanResponseMs);
    expect(partsSum(a)).toBeCloseTo(a.meanResponseMs, 12);
  });

  it('splits a TLS run’s latency by its CPU-time shares, squashed work as restarted', () => {
    const tls = attributeTrace(deadlockTrace, {
      busyPct: 50,
      idlePct: 10,
      failedPct: 20,
      latchStallPct: 10,
      cacheMissPct: 10,
    });
    // The between-steps 5 µs of this trace stand in for a TLS run's whole latency.
    expect(part(tls, 'other')).toBe(0);
    expect(part(tls, 'restarted')).toBeCloseTo(0.02 + 0.001, 9);
    expect(part(tls, 'service:cpu')).toBeCloseTo(0.01 + 0.0025, 9);
    expect(partsSum(tls)).toBeCloseTo(tls.meanResponseMs, 12);
  });
});
