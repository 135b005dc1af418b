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
  return new CycleFinder().find(start, (txn, into) => {
    for (const b of waitsFor(txn)) into.push(b);
  });
}

/**
 * A list of blockers a search's caller fills (`push`); cleared by resetting `length`, so its
 * array keeps its room from one search to the next instead of being given back and grown
 * again.
 */
export class BlockerList {
  readonly items: number[] = [];
  length = 0;

  push(txn: number): void {
    this.items[this.length++] = txn;
  }
}

/** Past this many transactions remembered as visited, the visited marks start afresh. */
const MAX_MARKS = 1 << 16;

/**
 * `findCycleThrough` that keeps its stacks, lists and visited marks between searches: the
 * caller fills a cleared list with a transaction's blockers instead of returning a new
 * one, and a transaction is visited when its mark is the search's number, so a search
 * allocates nothing but the cycle it returns (and room the first time it goes so deep).
 * With many waiters a search that finds no cycle visits all of them, on every block.
 */
export class CycleFinder {
  private readonly marks = new Map<number, number>();
  private search = 0;
  private readonly path: number[] = [];
  private readonly lists: BlockerList[] = [];
  private readonly positions: number[] = [];

  /** One cycle through `start` (start first), or null; the same one `findCycleThrough` finds. */
  find(start: number, fill: (txn: number, into: BlockerList) => void): number[] | null {
    const { marks, path, lists, positions } = this;
    if (marks.size > MAX_MARKS) marks.clear();
    const search = ++this.search;
    marks.set(start, search);
    path[0] = start;
    let top = 0;
    this.fillAt(0, start, fill);
    positions[0] = 0;
    let cycle: number[] | null = null;
    while (top >= 0) {
      const list = lists[top]!;
      const i = positions[top]!;
      if (i >= list.length) {
        top--;
        continue;
      }
      positions[top] = i + 1;
      const txn = list.items[i]!;
      if (txn === start) {
        cycle = path.slice(0, top + 1);
        break;
      }
      if (marks.get(txn) === search) continue;
      marks.set(txn, search);
      top++;
      path[top] = txn;
      this.fillAt(top, txn, fill);
      positions[top] = 0;
    }
    return cycle;
  }

  private fillAt(depth: number, txn: number, fill: (txn: number, into: BlockerList) => void): void {
    let list = this.lists[depth];
    if (list === undefined) {
      list = new BlockerList();
      this.lists[depth] = list;
    }
    list.length = 0;
    fill(txn, list);
  }
}

/** A transaction as `NodeCycleFinder` sees it: its id, and the mark of the last search to visit it. */
export interface CycleNode {
  readonly txn: number;
  mark: number;
}

/** A list of nodes a search's caller fills, kept like `BlockerList`. */
export class NodeList<N> {
  readonly items: N[] = [];
  length = 0;

  push(node: N): void {
    this.items[this.length++] = node;
  }
}

/**
 * `CycleFinder` over the caller's own transaction objects: a node's blockers are nodes and
 * its visited mark is a field of it, so a search looks nothing up by id. Finds the same
 * cycle as `findCycleThrough` over the same lists.
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
  for (const txn of cycle) {
    const a = startTimeOf(txn);
    const b = startTimeOf(victim);
    if (a > b || (a === b && txn > victim)) victim = txn;
  }
  return victim;
}
