/**
 * Deadlock detection on the wait-for graph. Detection runs each time a request blocks;
 * the graph had no cycle before, so any new cycle passes through the transaction that just
 * blocked, and a depth-first search from it finds one. The victim is the youngest member.
 */

/** Returns one cycle through `start` (start first), or null when there is none. */
export function findCycleThrough(
  start: number,
  waitsFor: (txn: number) => readonly number[],
): number[] | null {
  const visited = new Set<number>([start]);
  const path: number[] = [start];
  const iterators: Iterator<number>[] = [waitsFor(start)[Symbol.iterator]()];
  while (iterators.length > 0) {
    const next = iterators[iterators.length - 1]!.next();
    if (next.done) {
      iterators.pop();
      path.pop();
      continue;
    }
    const txn = next.value;
    if (txn === start) return [...path];
    if (visited.has(txn)) continue;
    visited.add(txn);
    path.push(txn);
    iterators.push(waitsFor(txn)[Symbol.iterator]());
  }
  return null;
}

/** The youngest transaction of a cycle: the latest start, ties to the larger id. */
export function youngestVictim(
  cycle: readonly number[],
  startTimeOf: (txn: number) => number,
): number {
  let victim = cycle[0]!;
  for (const txn of cycle) {
    const a = startTimeOf(txn);
    const b = startTimeOf(victim);
    if (a > b || (a === b && txn > victim)) victim = txn;
  }
  return victim;
}
