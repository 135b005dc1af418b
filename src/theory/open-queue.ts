/**
 * An open bottleneck device under Poisson arrivals: the mean response time of an M/M/1
 * queue (exponential service) and of an M/D/1 queue (fixed service,
 * Pollaczek-Khinchine), as curves over the arrival rate. One visit per transaction makes
 * them exact; with several, each visit is taken to see the same queue (an approximation).
 * The other centres are added as M/M/1 residences and the delays as they are. Leaves out
 * locks, the log and finite populations.
 */
import { msToSeconds } from '../base/time.ts';
import type { QueueingCentre, QueueingNetwork } from './network.ts';

/** M/M/1 mean response time, service s ms at utilization rho (Infinity at rho >= 1). */
export function mm1ResponseMs(serviceMs: number, rho: number): number {
  return rho < 1 ? serviceMs / (1 - rho) : Infinity;
}

/** M/D/1 mean response time, fixed service s ms at utilization rho (Infinity at rho >= 1). */
export function md1ResponseMs(serviceMs: number, rho: number): number {
  return rho < 1 ? serviceMs + (rho * serviceMs) / (2 * (1 - rho)) : Infinity;
}

/**
 * M/G/1 mean response time (Pollaczek-Khinchine), service s ms with squared coefficient of
 * variation c² at utilization rho: M/M/1 at c² = 1, M/D/1 at c² = 0.
 */
export function mg1ResponseMs(serviceMs: number, cv2: number, rho: number): number {
  return rho < 1 ? serviceMs + (rho * serviceMs * (1 + cv2)) / (2 * (1 - rho)) : Infinity;
}

/** The queue's name for a service variability: M/M/1, M/D/1 or M/G/1. */
export function queueName(cv2: number): string {
  return cv2 === 1 ? 'M/M/1' : cv2 === 0 ? 'M/D/1' : 'M/G/1';
}

/** A centre's utilization at an arrival rate in tx/s. */
export function utilization(centre: QueueingCentre, arrivalTps: number): number {
  return arrivalTps * msToSeconds(centre.demandMs);
}

/** A centre's residence time per transaction at an arrival rate (M/G/1 per visit). */
export function residenceMs(centre: QueueingCentre, arrivalTps: number): number {
  const rho = utilization(centre, arrivalTps);
  if (centre.visits <= 0) return 0;
  return centre.visits * mg1ResponseMs(centre.demandMs / centre.visits, centre.serviceCv2, rho);
}

/** The whole open network's mean response time at an arrival rate (Infinity when saturated). */
export function openResponseMs(net: QueueingNetwork, arrivalTps: number): number {
  return net.centres.reduce((s, c) => s + residenceMs(c, arrivalTps), net.delayMs);
}

/** The highest arrival rate the network sustains: 1 / Dmax, in tx/s. */
export function maxArrivalTps(net: QueueingNetwork): number {
  const dmax = net.centres.reduce((m, c) => Math.max(m, c.demandMs), 0);
  return dmax > 0 ? 1 / msToSeconds(dmax) : Infinity;
}
