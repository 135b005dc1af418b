/**
 * Deadlock detection on the wait-for graph. Detection runs each time a request blocks;
 * the graph had no cycle before, so any new cycle passes through the transaction that just
 * blocked, and a depth-first search from it finds one. The victim is the youngest member.
 */

/** A transaction as `NodeCycleFinder` sees it: its id, and the mark of the last search to visit it. */
export interface CycleNode {
  readonly txn: number;
  mark: number;
}

/**
 * A list of nodes a search's caller fills (`push`); cleared by resetting `length`, so its
 * array keeps its room from one search to the next.
 */
export class NodeList<N> {
  readonly items: N[] = [];
  length = 0;

  push(node: N): void {
    this.items[this.length++] = node;
  }
}

/**
 * One cycle through a transaction, over the caller's own transaction objects: a node's
 * blockers are nodes and its visited mark is a field of it, so a search looks nothing up by
 * id. It keeps explicit stacks of lists and positions (no iterators, no recursion) between
 * searches and visits blockers in list order, so it finds the same cycle a recursive search
 * would, and allocates nothing but the cycle it returns. With many waiters a search that
 * finds no cycle visits all of them, on every block.
 */
export class NodeCycleFinder<N extends CycleNode> {
  private search = 0;
  private readonly path: N[] = [];
  private readonly lists: NodeList<N>[] = [];
  private readonly positions: number[] = [];

  /** One cycle through `start` (its ids, start first), or null. */
  find(start: N, fill: (node: N, into: NodeList<N>) => void): number[] | null {
    const { path, lists, positions } = this;
    const search = ++this.search;
    start.mark = search;
    path[0] = start;
    let top = 0;
    this.fillAt(0, start, fill);
    positions[0] = 0;
    while (top >= 0) {
      const list = lists[top]!;
      const i = positions[top]!;
      if (i >= list.length) {
        top--;
        continue;
      }
      positions[top] = i + 1;
      const node = list.items[i]!;
      if (node === start) {
        const cycle: number[] = [];
        for (let d = 0; d <= top; d++) cycle.push(path[d]!.txn);
        return cycle;
      }
      if (node.mark === search) continue;
      node.mark = search;
      top++;
      path[top] = node;
      this.fillAt(top, node, fill);
      positions[top] = 0;
    }
    return null;
  }

  private fillAt(depth: number, node: N, fill: (node: N, into: NodeList<N>) => void): void {
    let list = this.lists[depth];
    if (list === undefined) {
      list = new NodeList<N>();
      this.lists[depth] = list;
    }
    list.length = 0;
    fill(node, list);
  }
}

/** The youngest transaction of a cycle: the latest start, ties to the larger id. */
export function youngestVictim(
  cycle: readonly number[],
  startTimeOf: (txn: number) => number,
): number {
  let victim = cycle[0]!;
  let victimStart = startTimeOf(victim);
  for (let i = 1; i < cycle.length; i++) {
    const txn = cycle[i]!;
    const a = startTimeOf(txn);
    if (a > victimStart || (a === victimStart && txn > victim)) {
      victim = txn;
      victimStart = a;
    }
  }
  return victim;
}
