/**
 * A queueing network as theory sees a scenario: service demands per transaction (ms of
 * service summed over all visits) at queueing centres (FCFS, one server each) and at
 * delay centres (no queueing: ample CPUs, internal think), plus the terminals' think time.
 * A device with m servers is split, as Seidmann's approximation does, into a queueing
 * centre of demand D/m and a delay of D(m-1)/m. Leaves out everything that is not a
 * service demand: locks, restarts, the log's group flushes.
 */

export interface QueueingCentre {
  /** For legends and tests: "cpu", "disk 3", "disks (pooled)". */
  name: string;
  /** Service demand per transaction at this centre (all its visits), in ms. */
  demandMs: number;
  /** Mean visits per transaction (the demand is visits times one visit's service). */
  visits: number;
  /** Squared coefficient of variation of one visit's service: 1 exponential, 0 fixed. */
  serviceCv2: number;
}

export interface QueueingNetwork {
  centres: readonly QueueingCentre[];
  /** Demand at delay centres per transaction (no queueing), in ms. */
  delayMs: number;
  /** Think time between a terminal's transactions, in ms (closed systems). */
  thinkMs: number;
}

/** A device of `servers` identical servers and total demand `demandMs`, as Seidmann splits it. */
export function multiServerCentre(
  name: string,
  demandMs: number,
  visits: number,
  servers: number,
  serviceCv2: number,
): { centre: QueueingCentre; delayMs: number } {
  const m = Math.max(1, servers);
  return {
    centre: { name, demandMs: demandMs / m, visits, serviceCv2 },
    delayMs: (demandMs * (m - 1)) / m,
  };
}

/** Total demand per transaction: every centre plus the delays (the response time of one alone). */
export function totalDemandMs(net: QueueingNetwork): number {
  return net.centres.reduce((s, c) => s + c.demandMs, 0) + net.delayMs;
}

/** The centre with the largest demand (the bottleneck), or null without centres. */
export function bottleneck(net: QueueingNetwork): QueueingCentre | null {
  let best: QueueingCentre | null = null;
  for (const c of net.centres) if (best === null || c.demandMs > best.demandMs) best = c;
  return best;
}
