/**
 * The order `sim sweep --jobs N` hands its runs out in: longest expected first, so the
 * biggest point (most terminals) starts at once instead of last, when one thread would
 * run it alone while the others sit idle. The expected cost is the offered load (terminals,
 * or arrivals per second for an open system) times the simulated time, warm-up included:
 * the engine's work grows with both. Only the order between runs of one sweep matters, so
 * runs of equal estimate (a sweep of something else, such as disks) keep their plan order.
 * Leaves out everything else that moves a run's cost (contention, the technique): the rows
 * print in plan order whichever order they ran in, so a poor guess costs time, never bytes.
 */
import type { Scenario } from '../scenario/schema.ts';

/** A run's expected cost, in arbitrary units comparable between runs of one plan. */
export function expectedCost(scenario: Scenario): number {
  const load = scenario.workload.terminals ?? scenario.workload.arrivalRateTps ?? 1;
  return load * (scenario.run.warmupMs + scenario.run.durationMs);
}

/** The plan's indices, longest expected first; ties in plan order. */
export function longestFirst(runs: readonly { scenario: Scenario }[]): number[] {
  const costs = runs.map((r) => expectedCost(r.scenario));
  return costs.map((_, i) => i).sort((a, b) => costs[b]! - costs[a]! || a - b);
}

/**
 * Takes runs from a queue shared between threads: `next` (an Int32Array over a
 * SharedArrayBuffer, one cell) holds the next place in `order` to take, and each thread
 * claims one place at a time with an atomic add, so no run is taken twice and no thread
 * waits on another to be given work. Calls `each` with each run's plan index it took.
 */
export function takeInOrder(
  order: readonly number[],
  next: Int32Array,
  each: (index: number) => void,
): void {
  for (;;) {
    const place = Atomics.add(next, 0, 1);
    if (place >= order.length) return;
    each(order[place]!);
  }
}
