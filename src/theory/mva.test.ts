import { describe, expect, it } from 'vitest';
import { mvaAt, mvaCurve } from './mva.ts';
import type { QueueingNetwork } from './network.ts';

const centre = (name: string, demandMs: number, serviceCv2 = 1) => ({
  name,
  demandMs,
  visits: 1,
  serviceCv2,
});

describe('mean value analysis', () => {
  it('gives one terminal the throughput 1 / (D + Z): nobody to queue behind', () => {
    const net: QueueingNetwork = {
      centres: [centre('cpu', 10), centre('disk', 30)],
      delayMs: 5,
      thinkMs: 55,
    };
    const p = mvaAt(net, 1);
    expect(p.responseMs).toBeCloseTo(45, 9);
    expect(p.throughputTps).toBeCloseTo(10, 9);
  });

  it('matches the closed-form machine-repairman answer for one centre without think time', () => {
    // One FCFS exponential centre, N customers, Z = 0: X = 1/D, R = N·D.
    const net: QueueingNetwork = { centres: [centre('disk', 20)], delayMs: 0, thinkMs: 0 };
    const curve = mvaCurve(net, 4);
    expect(curve.map((p) => p.responseMs)).toEqual([20, 40, 60, 80]);
    expect(curve.every((p) => Math.abs(p.throughputTps - 50) < 1e-9)).toBe(true);
  });

  it('follows the recursion by hand for two centres at populations 2 and 3', () => {
    // Hand iteration: demands 6 and 2 ms, Z = 0.
    const net: QueueingNetwork = {
      centres: [centre('a', 6), centre('b', 2)],
      delayMs: 0,
      thinkMs: 0,
    };
    // n=1: R = 8, X = 1/8, Q = (0.75, 0.25)
    // n=2: R = 6·1.75 + 2·1.25 = 13, X = 2/13, Q = (10.5·2/13, 2.5·2/13)
    const q1 = (10.5 * 2) / 13;
    const q2 = (2.5 * 2) / 13;
    const r3 = 6 * (1 + q1) + 2 * (1 + q2);
    expect(mvaAt(net, 3).responseMs).toBeCloseTo(r3, 9);
    expect(mvaAt(net, 2).responseMs).toBeCloseTo(13, 9);
  });

  it('approaches the bottleneck bound 1 / Dmax as the population grows', () => {
    const net: QueueingNetwork = {
      centres: [centre('cpu', 4), centre('disk', 10)],
      delayMs: 0,
      thinkMs: 100,
    };
    const last = mvaCurve(net, 200).at(-1)!;
    expect(last.throughputTps).toBeGreaterThan(99);
    expect(last.throughputTps).toBeLessThanOrEqual(100);
  });

  it('queues less with fixed service when the FCFS correction is asked for, and not otherwise', () => {
    const net: QueueingNetwork = { centres: [centre('disk', 10, 0)], delayMs: 0, thinkMs: 10 };
    const exact = mvaAt(net, 3).responseMs;
    const corrected = mvaAt(net, 3, { fcfsCorrection: true }).responseMs;
    expect(corrected).toBeLessThan(exact);
    const exponential: QueueingNetwork = { ...net, centres: [centre('disk', 10, 1)] };
    expect(mvaAt(exponential, 3, { fcfsCorrection: true }).responseMs).toBeCloseTo(exact, 9);
  });

  it('solves many equal centres as one class, with the same answer as listing them', () => {
    const many: QueueingNetwork = {
      centres: [centre('cpu', 3), centre('d0', 2), centre('d1', 2), centre('d2', 2)],
      delayMs: 1,
      thinkMs: 20,
    };
    // By hand with three separate disks: the recursion is symmetric, so compare with a
    // network whose disks differ by a hair (no grouping) at several populations.
    const apart: QueueingNetwork = {
      ...many,
      centres: [
        centre('cpu', 3),
        centre('d0', 2),
        centre('d1', 2 + 1e-12),
        centre('d2', 2 - 1e-12),
      ],
    };
    for (const n of [1, 5, 30]) {
      expect(mvaAt(many, n).responseMs).toBeCloseTo(mvaAt(apart, n).responseMs, 9);
    }
  });
});
