/**
 * The wait graph as a forest kept up to date change by change (wait-roots.ts): each
 * waiter's parent is its first still-blocking blocker, and each slot knows how many waiters
 * are below it (`desc`), how many wait on it directly (`kids`) and an upper bound on how
 * far below it the deepest waiter is (`hub`). While the forest has no loop and no waiter
 * more than MAX_CHAIN steps from its root, a root's waiters are exactly those below it, so
 * moving one waiter (with everyone behind it) costs one walk up its old and new paths,
 * not a pass over every waiter. `link` refuses a move that would close a loop or could put
 * a waiter past the limit; the caller then leaves that waiter a root of its own, parked
 * (wait-roots.ts), and counts its tree by walks (wait-loops.ts). Leaves out the blocker
 * lists and who is active (wait-graph-slots.ts) and the parked trees' counts.
 */
import { MAX_CHAIN } from './wait-chain.ts';
import { grown } from './wait-loop-walks.ts';

/** What `link` did. */
export const enum Link {
  Done,
  Loop,
  MaybeTooDeep,
}

export class WaitForest {
  /** Per slot: the slot it waits on directly (-1 for a root or a slot outside the forest). */
  parent = new Int32Array(64).fill(-1);
  /** Per slot: its first child (-1 when none), and each child's next and previous sibling. */
  firstChild = new Int32Array(64).fill(-1);
  nextSibling = new Int32Array(64);
  private prevSibling = new Int32Array(64);
  /** Per slot: waiters below it, at any depth. */
  desc = new Int32Array(64);
  /** Per slot: waiters whose parent it is. */
  kids = new Int32Array(64);
  /** Per slot: at least the steps from it down to its deepest waiter. */
  hub = new Int32Array(64);
  /** Roots with waiters below them, dense; `rootPos` is each one's index (-1 when not one). */
  private rootList = new Int32Array(64);
  private rootPos = new Int32Array(64).fill(-1);
  rootTotal = 0;
  /** Slots with waiters whose parent they are, dense, likewise. */
  private directList = new Int32Array(64);
  private directPos = new Int32Array(64).fill(-1);
  directTotal = 0;

  /** How many waiters have slot `s` as their root (0 unless it is one). */
  rootCountOf(s: number): number {
    return this.parent[s] === -1 ? this.desc[s]! : 0;
  }

  /** How many waiters have slot `s` as their parent. */
  directCountOf(s: number): number {
    return this.kids[s]!;
  }

  rootAt(i: number): number {
    return this.rootList[i]!;
  }

  directAt(i: number): number {
    return this.directList[i]!;
  }

  /** Slot `s` is on the list of roots (`rootAt`). */
  isListedRoot(s: number): boolean {
    return this.rootPos[s] !== -1;
  }

  /** A slot (new, or given back and taken again) starts outside the forest. */
  clear(s: number): void {
    this.parent[s] = -1;
    this.firstChild[s] = -1;
    this.desc[s] = 0;
    this.kids[s] = 0;
    this.hub[s] = 0;
  }

  /** Takes waiter `w` (a root now) with everyone below it out from under its parent. */
  cut(w: number): void {
    const { parent, desc } = this;
    const p = parent[w]!;
    if (p === -1) return;
    parent[w] = -1;
    this.kids[p]!--;
    const before = this.prevSibling[w]!;
    const after = this.nextSibling[w]!;
    if (before === -1) this.firstChild[p] = after;
    else this.nextSibling[before] = after;
    if (after !== -1) this.prevSibling[after] = before;
    const moved = desc[w]! + 1;
    for (let a = p; a !== -1; a = parent[a]!) desc[a]! -= moved;
    this.member(p);
    this.member(w);
  }

  /**
   * Puts root `w` (with everyone below it) under `to`, or changes nothing and says why not:
   * that would close a loop, or could put a waiter more than MAX_CHAIN steps from its root
   * (going by the bound kept on the height below `w`, which `tighten` can make exact).
   */
  link(w: number, to: number): Link {
    const { parent, desc, hub } = this;
    let above = 0;
    for (let a = to; a !== -1; a = parent[a]!) {
      if (a === w) return Link.Loop;
      above++;
    }
    const h = hub[w]!;
    if (above + h > MAX_CHAIN) return Link.MaybeTooDeep;
    parent[w] = to;
    this.kids[to]!++;
    const head = this.firstChild[to]!;
    this.nextSibling[w] = head;
    this.prevSibling[w] = -1;
    if (head !== -1) this.prevSibling[head] = w;
    this.firstChild[to] = w;
    const moved = desc[w]! + 1;
    let k = h + 1;
    for (let a = to; a !== -1; a = parent[a]!) {
      desc[a]! += moved;
      if (hub[a]! < k) hub[a] = k;
      k++;
    }
    this.member(to);
    this.member(w);
    return Link.Done;
  }

  /** The waiter furthest below `w` is exactly `height` steps down. */
  tighten(w: number, height: number): void {
    this.hub[w] = height;
  }

  /** Brings slot `s`'s places in the root and direct lists up to date. */
  private member(s: number): void {
    const isDirect = this.kids[s]! > 0;
    const isRoot = isDirect && this.parent[s] === -1;
    if (isDirect !== (this.directPos[s] !== -1)) {
      this.directTotal = toggle(this.directList, this.directPos, this.directTotal, s);
    }
    if (isRoot !== (this.rootPos[s] !== -1)) {
      this.rootTotal = toggle(this.rootList, this.rootPos, this.rootTotal, s);
    }
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.parent = grown(this.parent, size, -1);
    this.firstChild = grown(this.firstChild, size, -1);
    this.nextSibling = grown(this.nextSibling, size);
    this.prevSibling = grown(this.prevSibling, size);
    this.desc = grown(this.desc, size);
    this.kids = grown(this.kids, size);
    this.hub = grown(this.hub, size);
    this.rootList = grown(this.rootList, size);
    this.rootPos = grown(this.rootPos, size, -1);
    this.directList = grown(this.directList, size);
    this.directPos = grown(this.directPos, size, -1);
  }
}

/** Adds `s` to the dense `list` (with `pos`) or takes it out; the new length. */
function toggle(list: Int32Array, pos: Int32Array, length: number, s: number): number {
  const at = pos[s]!;
  if (at === -1) {
    pos[s] = length;
    list[length] = s;
    return length + 1;
  }
  const last = list[length - 1]!;
  list[at] = last;
  pos[last] = at;
  pos[s] = -1;
  return length - 1;
}
