/**
 * Deadlock detection on the wait-for graph. Detection runs each time a request blocks;
 * the graph had no cycle before, so any new cycle passes through the transaction that just
 * blocked, and a depth-first search from it finds one. The victim is the youngest member.
 * Where each transaction on the way has a gateway (a blocker every path from it passes
 * through), following the gateways answers in as many steps as the chain is long.
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
      if (node === start) return this.cycleOf(top);
      if (node.mark === search) continue;
      node.mark = search;
      top++;
      path[top] = node;
      this.fillAt(top, node, fill);
      positions[top] = 0;
    }
    return null;
  }

  /**
   * The answer `find` would give, in as many steps as the chain of gateways from `start` is
   * long, or undefined when a node on the way has no gateway (the caller then runs `find`).
   * A node's gateway is the first of its blockers, through which every path from the node
   * passes; `gateway` returns it, null for a node that waits for nothing, undefined for a
   * node without one. Following gateways is `find`'s own first descent, so a chain back to
   * `start` is the cycle `find` returns; a chain ending at a node that waits for nothing
   * shows that no cycle passes through `start`, since any would pass through every gateway.
   */
  followGateways(
    start: N,
    gateway: (node: N) => N | null | undefined,
  ): number[] | null | undefined {
    const path = this.path;
    const search = ++this.search;
    this.found = 0;
    start.mark = search;
    path[0] = start;
    let top = 0;
    for (let node = start; ;) {
      const next = gateway(node);
      if (next === undefined) return undefined;
      if (next === null) return null;
      if (next === start) return this.cycleOf(top);
      // A loop that misses `start` (the graph had no cycle before, so never expected): `find`
      // decides.
      if (next.mark === search) return undefined;
      next.mark = search;
      path[++top] = next;
      node = next;
    }
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

  /** The ids of `path[0..top]`, the cycle just found. */
  private cycleOf(top: number): number[] {
    const path = this.path;
    // Made at its size (the trace keeps it; pushes would give it room for 17).
    const cycle = new Array<number>(top + 1);
    for (let d = 0; d <= top; d++) cycle[d] = path[d]!.txn;
    this.found = top + 1;
    return cycle;
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
