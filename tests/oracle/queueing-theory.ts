/** Closed-form and algorithmic answers of queueing theory used as test oracles. */

/** Mean response time of an M/M/1 queue. */
export function mm1ResponseMs(serviceMs: number, utilization: number): number {
  return serviceMs / (1 - utilization);
}

/** Mean response time of an M/D/1 queue (Pollaczek-Khinchine with zero service variance). */
export function md1ResponseMs(serviceMs: number, utilization: number): number {
  return serviceMs + (utilization * serviceMs) / (2 * (1 - utilization));
}

/**
 * Exact mean value analysis of a closed single-class network of FCFS queueing stations
 * with service demands `demandsMs` and a delay (think) of `thinkMs`, at population n.
 * Returns throughput per ms and mean response time (excluding think) in ms.
 */
export function mva(
  demandsMs: readonly number[],
  thinkMs: number,
  n: number,
): { throughputPerMs: number; responseMs: number } {
  let queue = demandsMs.map(() => 0);
  let throughput = 0;
  let response = 0;
  for (let population = 1; population <= n; population++) {
    const residence = demandsMs.map((d, k) => d * (1 + queue[k]!));
    response = residence.reduce((s, r) => s + r, 0);
    throughput = population / (thinkMs + response);
    queue = residence.map((r) => throughput * r);
  }
  return { throughputPerMs: throughput, responseMs: response };
}

/**
 * Batch means: splits observations into `batches` consecutive groups and returns the
 * grand mean and the half-width of its ~95% confidence interval (t quantile for 19 d.f.
 * when batches = 20).
 */
export function batchMeans(
  values: readonly number[],
  batches = 20,
): { mean: number; halfWidth: number } {
  const size = Math.floor(values.length / batches);
  if (size < 2) throw new Error(`too few observations (${values.length}) for ${batches} batches`);
  const means: number[] = [];
  for (let b = 0; b < batches; b++) {
    let sum = 0;
    for (let i = b * size; i < (b + 1) * size; i++) sum += values[i]!;
    means.push(sum / size);
  }
  const mean = means.reduce((s, m) => s + m, 0) / batches;
  const variance = means.reduce((s, m) => s + (m - mean) ** 2, 0) / (batches - 1);
  const t = batches === 20 ? 2.093 : 2.0;
  return { mean, halfWidth: t * Math.sqrt(variance / batches) };
}
