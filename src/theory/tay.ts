/**
 * Tay's data-contention rule of thumb, from Tay, Goodman and Suri, "Locking performance in
 * centralized databases" (ACM TODS 10(4), 1985): with N transactions in the system, each
 * locking k of D equally likely items exclusively, the workload k²N/D governs data
 * contention, and thrashing begins when it reaches about 1.5. Our notes in shared/notes do
 * not state the constant; the built-in `mpl-thrashing` scenario and its oracle test
 * (tests/oracle/data-contention.test.ts) put the throughput peak where k²N/D is between 1
 * and 2, which agrees. Leaves out shared locks, skew and resource contention.
 */

/** Where thrashing begins: k²N/D of about this. */
export const TAY_THRASHING_WORKLOAD = 1.5;

/** The data-contention workload k²N/D. */
export function contentionWorkload(k: number, n: number, items: number): number {
  return (k * k * n) / items;
}

/** The population at which k²N/D reaches the thrashing threshold (Infinity without locks). */
export function thrashingPopulation(k: number, items: number): number {
  return k > 0 ? (TAY_THRASHING_WORKLOAD * items) / (k * k) : Infinity;
}
