import { describe, expect, it } from 'vitest';
import {
  maxArrivalTps,
  md1ResponseMs,
  mg1ResponseMs,
  mm1ResponseMs,
  openResponseMs,
  queueName,
} from './open-queue.ts';
import type { QueueingNetwork } from './network.ts';

describe('open queues', () => {
  it('give M/M/1 s/(1-ρ) and M/D/1 s + ρs/(2(1-ρ)), M/G/1 between them', () => {
    expect(mm1ResponseMs(10, 0.5)).toBe(20);
    expect(md1ResponseMs(10, 0.5)).toBe(15);
    expect(mg1ResponseMs(10, 1, 0.5)).toBe(20);
    expect(mg1ResponseMs(10, 0, 0.5)).toBe(15);
    expect(mm1ResponseMs(10, 1)).toBe(Infinity);
    expect([queueName(1), queueName(0), queueName(0.3)]).toEqual(['M/M/1', 'M/D/1', 'M/G/1']);
  });

  it('add up a network: one fixed-service disk is M/D/1 plus the delays', () => {
    const net: QueueingNetwork = {
      centres: [{ name: 'disk', demandMs: 10, visits: 1, serviceCv2: 0 }],
      delayMs: 3,
      thinkMs: 0,
    };
    expect(maxArrivalTps(net)).toBeCloseTo(100, 9);
    expect(openResponseMs(net, 50)).toBeCloseTo(3 + 15, 9);
    expect(openResponseMs(net, 100)).toBe(Infinity);
  });
});
