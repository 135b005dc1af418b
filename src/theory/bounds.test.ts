import { describe, expect, it } from 'vitest';
import { asymptoticBounds, saturationPopulation } from './bounds.ts';
import { mvaCurve } from './mva.ts';
import type { QueueingNetwork } from './network.ts';

const net: QueueingNetwork = {
  centres: [
    { name: 'cpu', demandMs: 5, visits: 5, serviceCv2: 1 },
    { name: 'disk', demandMs: 20, visits: 2, serviceCv2: 1 },
  ],
  delayMs: 0,
  thinkMs: 75,
};

describe('asymptotic bounds', () => {
  it('are N / (D + Z) under light load and 1 / Dmax beyond N* = (D + Z) / Dmax', () => {
    expect(saturationPopulation(net)).toBe(5);
    expect(asymptoticBounds(net, 2).upperTps).toBeCloseTo(20, 9);
    expect(asymptoticBounds(net, 8).upperTps).toBeCloseTo(50, 9);
    expect(asymptoticBounds(net, 8).minResponseMs).toBe(85);
  });

  it('are never beaten by the MVA curve', () => {
    for (const p of mvaCurve(net, 40)) {
      const b = asymptoticBounds(net, p.n);
      expect(p.throughputTps).toBeLessThanOrEqual(b.upperTps + 1e-9);
      expect(p.responseMs).toBeGreaterThanOrEqual(b.minResponseMs - 1e-9);
    }
  });
});
