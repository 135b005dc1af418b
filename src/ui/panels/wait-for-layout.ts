/**
 * The wait-for graph's drawing: transactions on a circle in id order (deterministic, so the
 * picture does not jitter from one frame to the next as a force layout would), an arrow
 * from each waiter to each transaction it waits for, labelled with the items. Cycles in
 * the current graph, and the cycle of a deadlock just detected, are flagged; after the
 * victim is aborted its cycle edges may be gone from the graph, and are then kept as
 * "broken" edges so the picture still shows what happened. Leaves out edge routing around
 * nodes: a chord may pass near another node.
 */
import type { DeadlockInfo, WaitForEdge } from '../../trace/trace-state.ts';
import {
  cycleText,
  formatMs,
  listText,
  pageItemLabel,
  txnLabel,
  type ItemLabel,
} from './labels.ts';

export interface GraphNode {
  txn: number;
  label: string;
  x: number;
  y: number;
  /** On a cycle of the current graph or of the recent deadlock. */
  inCycle: boolean;
  victim: boolean;
}

export interface GraphEdge {
  from: number;
  to: number;
  /** The items `from` waits for, held or requested ahead by `to`. */
  items: number[];
  label: string;
  /** SVG path data, already shortened to stop at the nodes' rims. */
  path: string;
  labelX: number;
  labelY: number;
  inCycle: boolean;
  /** A deadlock cycle edge no longer in the graph (the victim's abort broke it). */
  broken: boolean;
}

export interface WaitForLayout {
  width: number;
  height: number;
  nodeRadius: number;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** The graph's edges in words, one sentence each, for screen readers. */
  description: string[];
  /** The recent deadlock in words, or null. */
  deadlockText: string | null;
}

export const NODE_RADIUS = 22;
const NODE_GAP = 30;
const MARGIN = 34;
const MIN_RING = 70;
const BEND = 18;
/** Room between an arrow's tip and the node rim, for the arrowhead. */
const TIP_GAP = 3;

/** Transactions on a cycle of the graph: members of a strongly connected component > 1. */
export function cyclicTxns(edges: readonly WaitForEdge[]): Set<number> {
  const next = new Map<number, number[]>();
  for (const { from, to } of edges) {
    if (!next.has(to)) next.set(to, []);
    const out = next.get(from);
    if (out === undefined) next.set(from, [to]);
    else out.push(to);
  }
  // Tarjan's algorithm, iterative so a long chain cannot overflow the stack.
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const cyclic = new Set<number>();
  let counter = 0;
  for (const root of [...next.keys()].sort((a, b) => a - b)) {
    if (index.has(root)) continue;
    const work: { node: number; child: number }[] = [{ node: root, child: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) for (const txn of component) cyclic.add(txn);
      }
    }
  }
  return cyclic;
}

/** Position of the i-th of n nodes: clockwise from the top of a circle. */
export function ringPosition(
  i: number,
  n: number,
  centre: number,
  ring: number,
): { x: number; y: number } {
  if (n <= 1) return { x: centre, y: centre };
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return { x: round(centre + ring * Math.cos(angle)), y: round(centre + ring * Math.sin(angle)) };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

interface Point {
  x: number;
  y: number;
}

/** Moves `from` by `distance` towards `to`. */
function towards(from: Point, to: Point, distance: number): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  return {
    x: round(from.x + (dx / length) * distance),
    y: round(from.y + (dy / length) * distance),
  };
}

/** A straight arrow, or a bent one (to the right of its direction) when `bent`. */
function arrowGeometry(a: Point, b: Point, bent: boolean) {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const control = bent
    ? { x: round(mid.x - (dy / length) * BEND * 2), y: round(mid.y + (dx / length) * BEND * 2) }
    : mid;
  const start = towards(a, control, NODE_RADIUS);
  const end = towards(b, control, NODE_RADIUS + TIP_GAP);
  const path = bent
    ? `M${start.x},${start.y} Q${control.x},${control.y} ${end.x},${end.y}`
    : `M${start.x},${start.y} L${end.x},${end.y}`;
  // The label sits on the curve's middle (a quadratic's midpoint is (a + 2c + b) / 4).
  const labelX = bent ? round((a.x + 2 * control.x + b.x) / 4) : round(mid.x);
  const labelY = bent ? round((a.y + 2 * control.y + b.y) / 4) : round(mid.y);
  return { path, labelX, labelY };
}

export interface WaitForLayoutOptions {
  itemLabel?: ItemLabel;
}

export function layoutWaitForGraph(
  waitsFor: readonly WaitForEdge[],
  deadlock: DeadlockInfo | null,
  options: WaitForLayoutOptions = {},
): WaitForLayout {
  const itemLabel = options.itemLabel ?? pageItemLabel;

  // Parallel edges (one per item) become one arrow listing the items.
  const merged = new Map<string, { from: number; to: number; items: number[] }>();
  for (const { from, to, item } of waitsFor) {
    const key = `${from}>${to}`;
    const edge = merged.get(key);
    if (edge === undefined) merged.set(key, { from, to, items: [item] });
    else if (!edge.items.includes(item)) edge.items.push(item);
  }
  const cyclic = cyclicTxns(waitsFor);
  const cycle = deadlock?.cycle ?? [];
  const deadlockPairs = new Set(cycle.map((txn, i) => `${txn}>${cycle[(i + 1) % cycle.length]!}`));
  const broken: { from: number; to: number }[] = [];
  for (const key of deadlockPairs) {
    if (!merged.has(key)) {
      const [from, to] = key.split('>').map(Number) as [number, number];
      broken.push({ from, to });
    }
  }

  const txns = new Set<number>(cycle);
  for (const { from, to } of waitsFor) txns.add(from).add(to);
  const ids = [...txns].sort((a, b) => a - b);
  const ring = Math.max(MIN_RING, (ids.length * (2 * NODE_RADIUS + NODE_GAP)) / (2 * Math.PI));
  const centre = ring + NODE_RADIUS + MARGIN;
  const size = 2 * centre;
  const position = new Map(ids.map((txn, i) => [txn, ringPosition(i, ids.length, centre, ring)]));
  const inDeadlock = new Set(cycle);

  const nodes: GraphNode[] = ids.map((txn) => ({
    txn,
    label: txnLabel(txn),
    ...position.get(txn)!,
    inCycle: cyclic.has(txn) || inDeadlock.has(txn),
    victim: txn === deadlock?.victim,
  }));

  const all = [
    ...[...merged.values()].map((e) => ({ ...e, broken: false })),
    ...broken.map((e) => ({ ...e, items: [] as number[], broken: true })),
  ].sort((a, b) => a.from - b.from || a.to - b.to);
  const pairs = new Set(all.map((e) => `${e.from}>${e.to}`));
  const edges: GraphEdge[] = all.map((e) => {
    const key = `${e.from}>${e.to}`;
    const bent = pairs.has(`${e.to}>${e.from}`);
    return {
      from: e.from,
      to: e.to,
      items: e.items,
      label: e.items.map(itemLabel).join(', '),
      ...arrowGeometry(position.get(e.from)!, position.get(e.to)!, bent),
      inCycle: deadlockPairs.has(key) || (cyclic.has(e.from) && cyclic.has(e.to)),
      broken: e.broken,
    };
  });

  return {
    width: size,
    height: size,
    nodeRadius: NODE_RADIUS,
    nodes,
    edges,
    description: describeEdges(edges, itemLabel),
    deadlockText:
      deadlock === null
        ? null
        : `Deadlock at ${formatMs(deadlock.t)}: ${cycleText(deadlock.cycle)}; ` +
          `${txnLabel(deadlock.victim)} is the victim and is aborted.`,
  };
}

function describeEdges(edges: readonly GraphEdge[], itemLabel: ItemLabel): string[] {
  return edges
    .filter((e) => !e.broken)
    .map(
      (e) =>
        `${txnLabel(e.from)} waits for ${txnLabel(e.to)} on ${listText(e.items.map(itemLabel))}` +
        (e.inCycle ? ' (on a cycle)' : '') +
        '.',
    );
}
