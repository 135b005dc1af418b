/**
 * Deadlock detection on the wait-for graph. Detection runs each time a request blocks;
 * the graph had no cycle before, so any new cycle passes through the transaction that just
 * blocked, and a depth-first search from it finds one. The victim is the youngest member.
 */

/**
 * A transaction as `NodeCycleFinder` sees it: its id, its start time (larger is younger), and
 * the mark of the last search to visit it.
 */
export interface CycleNode {
  readonly txn: number;
  readonly startedAt: number;
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
 * finds no cycle visits all of them, on every block. The caller may fill the start's list
 * itself before a search (`startList`), when it has just listed the start's blockers anyway.
 */
export class NodeCycleFinder<N extends CycleNode> {
  private search = 0;
  private readonly path: N[] = [];
  private readonly lists: NodeList<N>[] = [];
  private readonly positions: number[] = [];

  /** How many members the cycle the last search found has (0 when it found none). */
  private found = 0;

  /** The start's list, emptied, for a caller that fills it before `find(start, fill, true)`. */
  startList(): NodeList<N> {
    const list = this.listAt(0);
    list.length = 0;
    return list;
  }

  /**
   * One cycle through `start` (its ids, start first), or null. With `startFilled` the start's
   * blockers are the ones the caller put in `startList()`.
   */
  find(start: N, fill: (node: N, into: NodeList<N>) => void, startFilled = false): number[] | null {
    const { path, lists, positions } = this;
    const search = ++this.search;
    this.found = 0;
    start.mark = search;
    path[0] = start;
    let top = 0;
    if (!startFilled) this.fillAt(0, start, fill);
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
        // Made at its size (the trace keeps it; pushes would give it room for 17).
        const cycle = new Array<number>(top + 1);
        for (let d = 0; d <= top; d++) cycle[d] = path[d]!.txn;
        this.found = top + 1;
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

  /** The victim of the cycle the last search found: its youngest member, ties to the larger id. */
  youngest(): N {
    const path = this.path;
    let victim = path[0]!;
    for (let d = 1; d < this.found; d++) {
      const node = path[d]!;
      if (
        node.startedAt > victim.startedAt ||
        (node.startedAt === victim.startedAt && node.txn > victim.txn)
      ) {
        victim = node;
      }
    }
    return victim;
  }

  private fillAt(depth: number, node: N, fill: (node: N, into: NodeList<N>) => void): void {
    const list = this.listAt(depth);
    list.length = 0;
    fill(node, list);
  }

  private listAt(depth: number): NodeList<N> {
    let list = this.lists[depth];
    if (list === undefined) {
      list = new NodeList<N>();
      this.lists[depth] = list;
    }
    return list;
  }
}
