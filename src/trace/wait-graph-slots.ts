/**
 * The lock wait graph as the wait roots (wait-roots.ts) read it: who waits for whom (the
 * blocker list given when each waiter blocked) and who is active (waits or holds locks),
 * on typed arrays indexed by a dense slot per transaction. A slot is given back once its
 * transaction neither waits, holds nor is named by a waiter, so the slots stay as few as
 * the graph. Leaves out the roots: a subclass hears of each change (`listChanged`,
 * `activeChanged`) and keeps them.
 *
 * The blockers' slots of every waiter sit side by side in one array (so a walk reads
 * memory in few places): a waiter's are `listLength` from `listStart`. Lists replaced or
 * ended leave holes, dropped when the array is full and the live lists are copied anew.
 * Each live entry is also on a list of the entries naming the same slot (`namerHead`,
 * `namerNext`, `namerPrev`), with its waiter in `entryOwner`, so the waiters naming a slot
 * are found without a search. Who waits and who holds is kept on the slots only (`position`,
 * `holdingFlag`), and a transaction's slot is found through a `TxnIndex` (txn-index.ts),
 * so a change hashes nothing for most ids.
 *
 * A blocker that releases all its locks (commits or aborts) blocks none of the waiters that
 * named it before, even once it runs again (a restart waits and holds anew, for reasons of
 * its own): its entries are dropped from their lists (`releasedAll`). A dropped entry names
 * its own waiter, which every walk skips, and is on no namer list (`entryOwner` -1).
 */
import { TxnIndex } from './txn-index.ts';
import { grown } from './wait-loop-walks.ts';

export abstract class WaitGraphSlots {
  /** Transaction id -> slot, and back; how many slots are in use. */
  protected readonly slotOf = new TxnIndex();
  protected txnOf: number[] = [];
  private slotsTaken = 0;
  /** Slots given back (their transaction neither waits, holds nor is named by a waiter). */
  private readonly freeSlots: number[] = [];
  /** Per slot: how many waiters' blocker lists name it. */
  private refs = new Int32Array(64);
  /** Per slot: waiting or holding (1) or neither (0). */
  active = new Uint8Array(64);
  lists = new Int32Array(1024);
  private spareLists = new Int32Array(0);
  entryOwner = new Int32Array(1024);
  namerNext = new Int32Array(1024);
  private namerPrev = new Int32Array(1024);
  namerHead = new Int32Array(64).fill(-1);
  private listsUsed = 0;
  private listsLive = 0;
  listStart = new Int32Array(64);
  listLength = new Int32Array(64);
  /** Waiting slots, dense, in any order; `position` is each one's index (-1 when not waiting). */
  protected waiters = new Int32Array(64);
  protected waiterCount = 0;
  position = new Int32Array(64).fill(-1);
  private holdingFlag = new Uint8Array(64);
  /**
   * A list, or the active flag of a slot some waiter names, changed since the subclass last
   * brought its counts up to date (holding more or less while waiting changes no walk, nor
   * does a slot no list names starting or stopping to be active: walks read only named slots).
   */
  protected dirty = false;

  /** Waiter `s` has a new blocker list, or stopped waiting (`position` is then -1). */
  protected abstract listChanged(s: number): void;
  /** Slot `s`, named by a waiter, became active or stopped being active (`active` says which). */
  protected abstract activeChanged(s: number): void;
  /** A slot (new, or given back and taken again) enters the graph. */
  protected abstract slotTaken(s: number): void;
  /** Room for `size` slots in the subclass's arrays. */
  protected abstract grow(size: number): void;

  /** Transactions with a slot now: those waiting, holding or named by a waiter. */
  get slotsInUse(): number {
    return this.slotsTaken;
  }

  /** How many transactions wait now. */
  get waiterTotal(): number {
    return this.waiterCount;
  }

  /** Waiting transaction -> the transactions it waits for (the list given when it blocked), made anew. */
  get waiting(): ReadonlyMap<number, readonly number[]> {
    const m = new Map<number, readonly number[]>();
    for (let i = 0; i < this.waiterCount; i++) {
      const w = this.waiters[i]!;
      const list = this.lists.subarray(
        this.listStart[w]!,
        this.listStart[w]! + this.listLength[w]!,
      );
      const named = Array.from(list).filter((b) => b !== w);
      m.set(
        this.txnOf[w]!,
        named.map((b) => this.txnOf[b]!),
      );
    }
    return m;
  }

  /** Transactions holding locks (between a grant and their release-all), made anew. */
  get holding(): ReadonlySet<number> {
    const set = new Set<number>();
    for (let s = 0; s < this.txnOf.length; s++) {
      if (this.holdingFlag[s] === 1) set.add(this.txnOf[s]!);
    }
    return set;
  }

  /** `txn` starts waiting for `blockers` (or waits again with a new list). */
  wait(txn: number, blockers: readonly number[]): void {
    const s = this.slot(txn);
    const n = blockers.length;
    if (this.listsUsed + n > this.lists.length) this.compact(n);
    const start = this.listsUsed;
    this.listsUsed += n;
    for (let i = 0; i < n; i++) {
      const b = this.slot(blockers[i]!);
      this.lists[start + i] = b;
      // A waiter naming itself (no lock manager does) is an entry every walk skips: dropped.
      if (b === s) {
        this.entryOwner[start + i] = -1;
        continue;
      }
      this.entryOwner[start + i] = s;
      this.addNamer(start + i, b);
      this.refs[b]!++;
    }
    const wasWaiting = this.position[s] !== -1;
    const oldStart = this.listStart[s]!;
    const oldLength = this.listLength[s]!;
    this.listStart[s] = start;
    this.listLength[s] = n;
    this.listsLive += n;
    if (wasWaiting) {
      this.listsLive -= oldLength;
      this.dropList(oldStart, oldLength);
    } else {
      this.position[s] = this.waiterCount;
      this.waiters[this.waiterCount++] = s;
    }
    this.listChanged(s);
    this.setActive(s, 1);
    this.dirty = true;
  }

  /** `txn` stops waiting (granted, aborted, or released); false when it was not waiting. */
  stopWaiting(txn: number): boolean {
    const s = this.slotOf.get(txn);
    if (s === -1 || this.position[s] === -1) return false;
    const start = this.listStart[s]!;
    const length = this.listLength[s]!;
    this.listsLive -= length;
    const at = this.position[s]!;
    const last = this.waiters[--this.waiterCount]!;
    this.waiters[at] = last;
    this.position[last] = at;
    this.position[s] = -1;
    this.listChanged(s);
    this.setActive(s, this.holdingFlag[s]!);
    this.dirty = true;
    this.dropList(start, length);
    this.freeIfUnused(s);
    return true;
  }

  /**
   * `txn` holds at least one lock from now on; true when that may change some waiter's walk
   * (it held none, waited for none, and a waiter names it).
   */
  hold(txn: number): boolean {
    const s = this.slot(txn);
    if (this.holdingFlag[s] === 1) return false;
    this.holdingFlag[s] = 1;
    return this.setActive(s, 1);
  }

  /** `txn` holds no lock from now on; true when that may change some waiter's walk. */
  release(txn: number): boolean {
    const s = this.slotOf.get(txn);
    if (s === -1 || this.holdingFlag[s] === 0) return false;
    this.holdingFlag[s] = 0;
    const changed = this.setActive(s, this.position[s] === -1 ? 0 : 1);
    this.freeIfUnused(s);
    return changed;
  }

  /**
   * `txn` released all its locks (a commit or an abort): the waiters whose lists name it no
   * longer wait for it, whatever it does next. True when some list named it.
   */
  releasedAll(txn: number): boolean {
    const s = this.slotOf.get(txn);
    if (s === -1 || this.namerHead[s] === -1) return false;
    const { lists, entryOwner, namerNext } = this;
    let j = this.namerHead[s]!;
    this.namerHead[s] = -1;
    while (j !== -1) {
      const w = entryOwner[j]!;
      lists[j] = w;
      entryOwner[j] = -1;
      this.refs[s]!--;
      j = namerNext[j]!;
      // Before `s` can be given back: nothing may stay under it in the subclass's counts.
      this.listChanged(w);
    }
    this.dirty = true;
    this.freeIfUnused(s);
    return true;
  }

  /** The first slot in `w`'s list, other than `w`, that waits or holds (-1 when none). */
  firstBlocking(w: number): number {
    const { lists, active } = this;
    const end = this.listStart[w]! + this.listLength[w]!;
    for (let j = this.listStart[w]!; j < end; j++) {
      const b = lists[j]!;
      if (b !== w && active[b] === 1) return b;
    }
    return -1;
  }

  /** Sets slot `s`'s active flag; true when it changed and some waiter names `s`. */
  private setActive(s: number, to: number): boolean {
    if (this.active[s] === to) return false;
    this.active[s] = to;
    if (this.namerHead[s] === -1) return false;
    this.dirty = true;
    this.activeChanged(s);
    return true;
  }

  private addNamer(j: number, b: number): void {
    const head = this.namerHead[b]!;
    this.namerNext[j] = head;
    this.namerPrev[j] = -1;
    if (head !== -1) this.namerPrev[head] = j;
    this.namerHead[b] = j;
  }

  /** Drops one waiter's list: off the namer lists, and its references to its blockers. */
  private dropList(start: number, length: number): void {
    const { lists, namerNext, namerPrev } = this;
    for (let j = start; j < start + length; j++) {
      if (this.entryOwner[j] === -1) continue;
      const b = lists[j]!;
      const before = namerPrev[j]!;
      const after = namerNext[j]!;
      if (before === -1) this.namerHead[b] = after;
      else namerNext[before] = after;
      if (after !== -1) namerPrev[after] = before;
      this.refs[b]!--;
      this.freeIfUnused(b);
    }
  }

  /** Copies the waiters' lists into new arrays with room for `extra` more. */
  private compact(extra: number): void {
    const size = Math.max(this.lists.length, 2 * (this.listsLive + extra));
    const from = this.lists;
    let to = this.spareLists;
    if (to.length !== size) {
      to = new Int32Array(size);
      this.entryOwner = new Int32Array(size);
      this.namerNext = new Int32Array(size);
      this.namerPrev = new Int32Array(size);
    }
    // The old array is the next compaction's target when the size stays (the rest is rewritten).
    this.spareLists = from.length === size ? from : new Int32Array(0);
    this.namerHead.fill(-1);
    let used = 0;
    for (let i = 0; i < this.waiterCount; i++) {
      const w = this.waiters[i]!;
      const start = this.listStart[w]!;
      const length = this.listLength[w]!;
      this.listStart[w] = used;
      for (let j = 0; j < length; j++) {
        const b = from[start + j]!;
        to[used + j] = b;
        // A dropped entry names its own waiter (and no live entry does: see `releasedAll`).
        const dropped = b === w;
        this.entryOwner[used + j] = dropped ? -1 : w;
        if (!dropped) this.addNamer(used + j, b);
      }
      used += length;
    }
    this.lists = to;
    this.listsUsed = used;
  }

  /** Gives a slot back once its transaction neither waits, holds nor is named. */
  private freeIfUnused(s: number): void {
    if (this.active[s] !== 0 || this.refs[s] !== 0 || this.position[s] !== -1) return;
    const txn = this.txnOf[s]!;
    if (this.slotOf.get(txn) !== s) return;
    this.slotOf.delete(txn);
    this.slotsTaken--;
    this.freeSlots.push(s);
  }

  private slot(txn: number): number {
    const known = this.slotOf.get(txn);
    if (known !== -1) return known;
    this.slotsTaken++;
    const free = this.freeSlots.pop();
    if (free !== undefined) {
      this.slotOf.set(txn, free);
      this.txnOf[free] = txn;
      this.slotTaken(free);
      return free;
    }
    const s = this.txnOf.length;
    this.slotOf.set(txn, s);
    this.txnOf.push(txn);
    if (s >= this.active.length) this.growSlots(2 * this.active.length);
    return s;
  }

  private growSlots(size: number): void {
    this.active = grown(this.active, size);
    this.refs = grown(this.refs, size);
    this.holdingFlag = grown(this.holdingFlag, size);
    this.waiters = grown(this.waiters, size);
    this.position = grown(this.position, size, -1);
    this.namerHead = grown(this.namerHead, size, -1);
    this.listStart = grown(this.listStart, size);
    this.listLength = grown(this.listLength, size);
    this.grow(size);
  }
}
