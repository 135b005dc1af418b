import { describe, expect, it } from 'vitest';
import { TraceIndex } from '../../trace/state-at.ts';
import type { WaitForEdge } from '../../trace/trace-state.ts';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { cyclicTxns, layoutWaitForGraph, NODE_RADIUS, ringPosition } from './wait-for-layout.ts';

const e = (from: number, to: number, item = 1): WaitForEdge => ({ from, to, item });

describe('cycles in the wait-for graph', () => {
  it('finds the members of every cycle and nothing else', () => {
    const edges = [e(1, 2), e(2, 3), e(3, 1), e(4, 1), e(5, 6), e(6, 5), e(7, 5)];
    expect([...cyclicTxns(edges)].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6]);
  });

  it('finds none in a chain or a tree', () => {
    expect(cyclicTxns([e(1, 2), e(2, 3), e(4, 3)]).size).toBe(0);
    expect(cyclicTxns([]).size).toBe(0);
  });

  it('handles a long chain closing on itself without deep recursion', () => {
    const n = 20_000;
    const edges = Array.from({ length: n }, (_, i) => e(i, (i + 1) % n));
    expect(cyclicTxns(edges).size).toBe(n);
  });
});

describe('node positions', () => {
  it('go clockwise from the top of the circle', () => {
    expect(ringPosition(0, 4, 100, 50)).toEqual({ x: 100, y: 50 });
    expect(ringPosition(1, 4, 100, 50)).toEqual({ x: 150, y: 100 });
    expect(ringPosition(2, 4, 100, 50)).toEqual({ x: 100, y: 150 });
  });

  it('put a single node at the centre', () => {
    expect(ringPosition(0, 1, 100, 50)).toEqual({ x: 100, y: 100 });
  });
});

describe('the wait-for graph layout', () => {
  it('has no nodes when nobody waits', () => {
    const layout = layoutWaitForGraph([], null);
    expect(layout.nodes).toEqual([]);
    expect(layout.edges).toEqual([]);
  });

  it('places transactions in id order whatever the edge order, so it does not jitter', () => {
    const a = layoutWaitForGraph([e(9, 2), e(4, 2)], null);
    const b = layoutWaitForGraph([e(4, 2), e(9, 2)], null);
    expect(a.nodes.map((n) => n.txn)).toEqual([2, 4, 9]);
    expect(a).toEqual(b);
    expect(a.nodes[0]!.x).toBeCloseTo(a.width / 2);
    expect(a.nodes[0]!.y).toBeLessThan(a.height / 2);
  });

  it('merges one arrow per waiter and holder, listing every item', () => {
    const layout = layoutWaitForGraph([e(1, 2, 17), e(1, 2, 4), e(3, 2, 17)], null);
    expect(layout.edges.map((x) => [x.from, x.to, x.label])).toEqual([
      [1, 2, 'page 17, page 4'],
      [3, 2, 'page 17'],
    ]);
    expect(layout.description).toEqual([
      'T1 waits for T2 on page 17 and page 4.',
      'T3 waits for T2 on page 17.',
    ]);
  });

  it('stops arrows at the node rims', () => {
    const layout = layoutWaitForGraph([e(1, 2)], null);
    const [n1, n2] = layout.nodes;
    const nums = layout.edges[0]!.path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const [x1, y1, x2, y2] = nums as [number, number, number, number];
    expect(Math.hypot(x1 - n1!.x, y1 - n1!.y)).toBeCloseTo(NODE_RADIUS, 0);
    expect(Math.hypot(x2 - n2!.x, y2 - n2!.y)).toBeGreaterThan(NODE_RADIUS);
    expect(layout.edges[0]!.path.startsWith('M')).toBe(true);
    expect(layout.edges[0]!.path).toContain('L');
  });

  it('bends the two arrows of a mutual wait apart and flags them as a cycle', () => {
    const layout = layoutWaitForGraph([e(1, 2, 5), e(2, 1, 6)], null);
    expect(layout.edges.every((x) => x.path.includes('Q'))).toBe(true);
    expect(layout.edges[0]!.labelX).not.toBeCloseTo(layout.edges[1]!.labelX);
    expect(layout.edges.every((x) => x.inCycle)).toBe(true);
    expect(layout.nodes.every((n) => n.inCycle)).toBe(true);
    expect(layout.description[0]).toBe('T1 waits for T2 on page 5 (on a cycle).');
  });

  it('keeps a deadlock cycle the abort has broken, and marks the victim', () => {
    const deadlock = { t: 30, seq: 14, cycle: [2, 1], victim: 1 };
    const layout = layoutWaitForGraph([e(2, 1, 1)], deadlock);
    expect(layout.edges.map((x) => [x.from, x.to, x.inCycle, x.broken])).toEqual([
      [1, 2, true, true],
      [2, 1, true, false],
    ]);
    expect(layout.nodes.find((n) => n.victim)?.txn).toBe(1);
    expect(layout.deadlockText).toBe(
      'Deadlock at 0.03 ms: T2 → T1 → T2; T1 is the victim and is aborted.',
    );
    expect(layout.description).toEqual(['T2 waits for T1 on page 1 (on a cycle).']);
  });

  it('grows the circle with the number of transactions', () => {
    const small = layoutWaitForGraph([e(1, 2)], null);
    const big = layoutWaitForGraph(
      Array.from({ length: 30 }, (_, i) => e(i + 1, 100)),
      null,
    );
    expect(big.width).toBeGreaterThan(small.width);
    const [a, b] = big.nodes;
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(2 * NODE_RADIUS);
  });

  it('shows the hand-made deadlock at the instant it is detected', () => {
    const index = new TraceIndex(deadlockTrace);
    const before = index.stateAt(29);
    expect(layoutWaitForGraph(before.waitsFor, before.deadlock).edges).toHaveLength(1);
    const at = index.stateAt(30);
    const layout = layoutWaitForGraph(at.waitsFor, at.deadlock);
    expect(layout.nodes.map((n) => [n.txn, n.inCycle, n.victim])).toEqual([
      [1, true, true],
      [2, true, false],
    ]);
    expect(layout.edges.filter((x) => x.inCycle)).toHaveLength(2);
    expect(layout.deadlockText).toContain('T1 is the victim');
  });
});
