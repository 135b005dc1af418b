/**
 * Asymptotic bounds of a closed network (Denning and Buzen, "The operational analysis of
 * queueing network models"): throughput X(N) <= min(N / (D + Z), 1 / Dmax), and response
 * time R(N) >= max(D, N * Dmax - Z), where D is the total demand, Dmax the bottleneck's and
 * Z the think time. They hold for any service distribution; they say nothing of locks.
 */
import { msToSeconds } from '../base/time.ts';
import { bottleneck, totalDemandMs, type QueueingNetwork } from './network.ts';

export interface BoundsPoint {
  n: number;
  /** The light-load bound N / (D + Z), in tx/s. */
  lightLoadTps: number;
  /** The bottleneck bound 1 / Dmax, in tx/s (Infinity without a queueing centre). */
  bottleneckTps: number;
  /** The smaller of the two: no run can do better. */
  upperTps: number;
  /** The lower bound on mean response time, in ms. */
  minResponseMs: number;
}

export function asymptoticBounds(net: QueueingNetwork, n: number): BoundsPoint {
  const d = totalDemandMs(net);
  const dmax = bottleneck(net)?.demandMs ?? 0;
  const lightLoadTps = d + net.thinkMs > 0 ? n / msToSeconds(d + net.thinkMs) : Infinity;
  const bottleneckTps = dmax > 0 ? 1 / msToSeconds(dmax) : Infinity;
  return {
    n,
    lightLoadTps,
    bottleneckTps,
    upperTps: Math.min(lightLoadTps, bottleneckTps),
    minResponseMs: Math.max(d, n * dmax - net.thinkMs),
  };
}

/** N*, where the two throughput bounds cross: (D + Z) / Dmax. */
export function saturationPopulation(net: QueueingNetwork): number {
  const dmax = bottleneck(net)?.demandMs ?? 0;
  return dmax > 0 ? (totalDemandMs(net) + net.thinkMs) / dmax : Infinity;
}
