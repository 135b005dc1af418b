import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../kernel/random.ts';
import { type CycleNode, NodeCycleFinder, type NodeList } from './deadlock.ts';

/** The recursive search the explicit-stack one stands for: blockers in list order. */
function recursiveCycle(start: number, graph: ReadonlyMap<number, number[]>): number[] | null {
  const visited = new Set<number>([start]);
  const path = [start];
  const visit = (txn: number): number[] | null => {
    for (const b of graph.get(txn) ?? []) {
      if (b === start) return [...path];
      if (visited.has(b)) continue;
      visited.add(b);
      path.push(b);
      const found = visit(b);
      if (found !== null) return found;
      path.pop();
    }
    return null;
  };
  return visit(start);
}

describe('NodeCycleFinder', () => {
  it('finds the cycle a recursive search finds over the same lists, marking nodes instead of ids', () => {
    const rng = new RandomStream(6, 'deadlock-nodes');
    const finder = new NodeCycleFinder<CycleNode & { blockers: CycleNode[] }>();
    let cycles = 0;
    for (let round = 0; round < 400; round++) {
      const n = 2 + rng.nextInt(30);
      const graph = new Map<number, number[]>();
      // Fresh nodes each round, marks starting at 0, as a lock manager's new transactions do.
      const nodes = Array.from({ length: n }, (_, txn) => ({
        txn,
        startedAt: 0,
        mark: 0,
        blockers: [] as CycleNode[],
      }));
      for (let txn = 0; txn < n; txn++) {
        const list: number[] = [];
        const k = rng.nextInt(3);
        for (let i = 0; i < k; i++) list.push(rng.nextInt(n));
        graph.set(txn, list);
        nodes[txn]!.blockers = list.map((b) => nodes[b]!);
      }
      const start = rng.nextInt(n);
      const expected = recursiveCycle(start, graph);
      if (expected !== null) cycles++;
      const fill = (node: (typeof nodes)[number], into: NodeList<(typeof nodes)[number]>) => {
        for (const b of node.blockers) into.push(nodes[b.txn]!);
      };
      expect(finder.find(nodes[start]!, fill)).toEqual(expected);
    }
    expect(cycles).toBeGreaterThan(50);
    expect(cycles).toBeLessThan(350);
  });

  it('starts from a list the caller filled, and names the youngest member of the cycle it found', () => {
    type Node = CycleNode & { blockers: Node[] };
    const node = (txn: number, startedAt: number): Node => ({
      txn,
      startedAt,
      mark: 0,
      blockers: [],
    });
    const [a, b, c, d] = [node(1, 5), node(2, 9), node(3, 9), node(4, 20)];
    // 2 -> 3 -> 1; 1's own list names only 4, which started last but waits for nobody.
    a.blockers = [d];
    b.blockers = [c];
    c.blockers = [a];
    const finder = new NodeCycleFinder<Node>();
    const fill = (n: Node, into: NodeList<Node>) => {
      for (const blocker of n.blockers) into.push(blocker);
    };
    // The caller says 1 waits for 2, closing 1 -> 2 -> 3 -> 1; 2 and 3 tie on start, 3 is larger.
    finder.startList().push(b);
    expect(finder.find(a, fill, true)).toEqual([1, 2, 3]);
    expect(finder.youngest()).toBe(c);
    // Without it the search fills 1's own list, and finds no cycle.
    expect(finder.find(a, fill)).toBeNull();
  });

  it('follows gateways to the cycle, to a node that waits for nothing, or to a node without one', () => {
    type Node = CycleNode & { gateway: Node | null | undefined };
    const node = (txn: number, startedAt: number): Node => ({
      txn,
      startedAt,
      mark: 0,
      gateway: null,
    });
    const [a, b, c, d] = [node(1, 5), node(2, 9), node(3, 7), node(4, 1)];
    const finder = new NodeCycleFinder<Node>();
    const gateway = (n: Node) => n.gateway;
    // 1 -> 2 -> 3 -> 1: the cycle, and its youngest member.
    a.gateway = b;
    b.gateway = c;
    c.gateway = a;
    expect(finder.followGateways(a, gateway)).toEqual([1, 2, 3]);
    expect(finder.youngest()).toBe(b);
    // 3 -> 4, and 4 waits for nothing: no cycle through 1.
    c.gateway = d;
    expect(finder.followGateways(a, gateway)).toBeNull();
    // 4 has blockers but no gateway: the whole search must decide.
    d.gateway = undefined;
    expect(finder.followGateways(a, gateway)).toBeUndefined();
    // A loop that misses the start (2 -> 3 -> 2) is left to the whole search too.
    c.gateway = b;
    expect(finder.followGateways(a, gateway)).toBeUndefined();
  });
});
