/**
 * Deadlock detection on the wait-for graph. Detection runs each time a request blocks;
 * the graph had no cycle before, so any new cycle passes through the transaction that just
 * blocked, and a depth-first search from it finds one. The victim is the youngest member.
 */

/**
 * Returns one cycle through `start` (start first), or null when there is none. The search
 * keeps explicit stacks of lists and positions (no iterators) and visits blockers in list
 * order, so it finds the same cycle as a recursive search would.
 */
export function findCycleThrough(
  start: number,
  waitsFor: (txn: number) => readonly number[],
): number[] | null {
  const visited = new Set<number>([start]);
  const path: number[] = [start];
  const lists: (readonly number[])[] = [waitsFor(start)];
  const positions: number[] = [0];
  let top = 0;
  while (top >= 0) {
    const list = lists[top]!;
    const i = positions[top]!;
    if (i >= list.length) {
      top--;
      path.pop();
      continue;
    }
    positions[top] = i + 1;
    const txn = list[i]!;
    if (txn === start) return path.slice(0, top + 1);
    if (visited.has(txn)) continue;
    visited.add(txn);
    path.push(txn);
    top++;
    lists[top] = waitsFor(txn);
    positions[top] = 0;
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
