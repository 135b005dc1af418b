/**
 * How much lock wait is really someone else's disk I/O (the measure of Table 1 in "Charm:
 * An I/O-Driven Execution Strategy for High-Performance Transaction Processing"). Every
 * instant a transaction waits for a lock is blamed on the root of its wait chain: follow
 * the blockers named when it blocked (skipping those that have released their locks since,
 * even when they run again: a restarted transaction that waits or holds anew does so for
 * reasons of its own) through any that are themselves waiting, to one that is not. The
 * instant counts as caused by I/O when that root is at a disk (queued or in service) or
 * waiting for the buffer, as the activity fold (activity.ts) says. A fold over trace events, like the statistics; only time after the warm-up
 * counts. The blocker lists are those at the moment of blocking, so a wait that outlives
 * all its listed blockers (FIFO queueing behind a later holder) is blamed on nobody.
 * A second share, `lockWaitFromHolderIoPct`, blames each instant on the waiter's direct
 * blocker only (no walk): the paper's wording for Table 1, "disk I/Os performed by other
 * contending transactions", where waiting behind a waiter is "true data contention".
 *
 * Cost: the roots are brought up to date only after the wait graph changed (a wait starts
 * or ends, a holder starts or stops holding), in work that grows with the change and the
 * loops in the graph, not with the waiters (wait-roots.ts). With many roots, the
 * transactions in I/O are kept as a set, updated for the transaction each event names (the
 * victim of a deadlock) once the activity fold has seen it, since the fold changes only
 * that one; an event naming no transaction (a log flush), or a return from few roots (when
 * the set is not kept), checks every transaction in flight. Each distinct timestamp then
 * asks the roots once per transaction in I/O, not once per waiter or per root.
 *
 * Most instants change nothing the counts depend on, so the counts are kept, and go into
 * the sums only when they may change (the sums are whole microseconds times counts, so a
 * span summed at once gives exactly the sums of its instants): when the graph changes (a
 * wait starts or ends, a holder starts or stops holding), an event names no transaction,
 * or an event names one of the few roots and direct blockers last asked about. Those carry
 * a mark in a small table indexed by the id's low bits (another id with the same bits
 * only asks again for nothing), so an event costs one read of it. At the next instant the
 * kept counts are summed up to it and, when the span ahead lies in [warm-up, end), made
 * again: the few asked about (io-blame-watch.ts) keep their activity records and the
 * activity each answer was read from, so only one whose activity was replaced is read
 * again, its waiters moved in or out of the counts. A record is made only at a
 * submission, after which the records are looked up once again. The device events come
 * in through `deviceEvent`, which skips the switch on the kind (they never change the
 * graph). Over a textbook-2pl run this asks about the few a third as often as at every
 * instant with waiters (30,612 times instead of 91,498 over 447,744 events).
 */
import { ActivityFold } from './activity.ts';
import { isIoActivity, WatchedBlockers } from './io-blame-watch.ts';
import type { TraceEvent } from './trace-event.ts';
import { TxnSet } from './txn-set.ts';
import { waitChain } from './wait-chain.ts';
import { WaitRoots } from './wait-roots.ts';

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;

/** Up to this many roots and direct blockers, ask about each rather than keep the set. */
const FEW_ROOTS = 16;

/** Named transactions remembered between two blamed intervals before checking them all. */
const MAX_PENDING = 4096;

export class IoBlameFold {
  private warmupUs = 0;
  private endUs = Infinity;
  private lastUs = 0;
  private readonly disks = new Set<string>();
  /** Who waits for whom, who holds locks, and each waiter's root. */
  private readonly graph = new WaitRoots();
  private waitUs = 0;
  private ioWaitUs = 0;
  private directIoWaitUs = 0;
  /**
   * The counts below hold from `sinceUs` on and are not yet in the sums: waiters, and those
   * whose root and direct blocker is in I/O.
   */
  private sinceUs = 0;
  private waiterCount = 0;
  /** Transactions at a disk or waiting for the buffer, as of `pending` and `rescan`. */
  private readonly inIoNow = new TxnSet();
  /**
   * Transactions named by events since the set was last brought up to date: the first
   * `pendingCount` (emptying the array would drop its room, and it would grow again).
   */
  private readonly pending: number[] = [];
  private pendingCount = 0;
  /** An event named no transaction, or the set was not kept: check every transaction in flight. */
  private rescan = true;
  /** The counts of the last blamed instant: waiters whose root, and direct blocker, is in I/O. */
  private inIoCount = 0;
  private directInIoCount = 0;
  /** Under light contention, the roots and direct blockers asked about (io-blame-watch.ts). */
  private readonly watched: WatchedBlockers;
  /** The graph may have changed since the counts were made: count again. */
  private stale = true;
  /** Something the counts depend on may have changed since they were made. */
  private changed = true;
  /** A transaction was submitted (its record made): look up the records asked about again. */
  private relook = false;
  private readonly ownsActivity: boolean;
  /** What each transaction is doing, after the events seen so far. */
  private readonly activity: ActivityFold;

  /**
   * `shared`: an activity fold the caller feeds each event right after this fold (the run's
   * statistics share theirs); without one this fold keeps its own. `fewRoots`: up to how
   * many roots and direct blockers to ask about each instead of keeping the set (tests
   * pass 0 to check the set on small graphs). `reuse`: keep the counts between instants
   * while nothing they depend on changes (tests pass false to count at every instant).
   */
  constructor(
    shared: ActivityFold | null = null,
    private readonly fewRoots = FEW_ROOTS,
    private readonly reuse = true,
  ) {
    this.activity = shared ?? new ActivityFold();
    this.ownsActivity = shared === null;
    this.watched = new WatchedBlockers(this.activity, this.disks);
  }

  accept(e: TraceEvent): void {
    if (e.t > this.lastUs) this.advance(e.t);
    if (this.ownsActivity) this.activity.accept(e);
    const g = this.graph;
    // The frequent kinds name their transaction where the type says; the rest are looked at.
    switch (e.kind) {
      case 'lock.wait':
        this.named(e.txn);
        this.graphChanged();
        g.wait(e.txn, e.blockers);
        return;
      case 'lock.grant':
        this.named(e.txn);
        return this.granted(e.txn);
      case 'txn.abort':
        this.named(e.txn);
        if (g.stopWaiting(e.txn)) this.graphChanged();
        return;
      case 'lock.release-all': {
        this.named(e.txn);
        const stopped = g.stopWaiting(e.txn);
        const released = g.release(e.txn);
        if (g.releasedAll(e.txn) || released || stopped) this.graphChanged();
        return;
      }
      case 'txn.submit':
        this.relook = true;
        return this.named(e.txn);
      case 'txn.begin':
      case 'txn.commit':
        return this.named(e.txn);
      case 'deadlock':
        return this.named(e.victim);
      case 'run.start':
        this.unnamed(e.kind);
        this.warmupUs = e.warmupUs;
        this.endUs = e.endUs;
        for (const d of e.devices) if (d.kind === 'disk') this.disks.add(d.id);
        return;
      default: {
        const txn = 'txn' in e ? e.txn : undefined;
        if (typeof txn === 'number') this.named(txn);
        else if (e.kind !== 'page.evict') this.unnamed(e.kind);
        return;
      }
    }
  }

  /**
   * A device event (queueing or service, which never changes the wait graph): what `accept`
   * does with it, without the switch on its kind.
   */
  deviceEvent(e: TraceEvent & { txn: number }): void {
    if (this.ownsActivity) return this.accept(e);
    if (e.t > this.lastUs) this.advance(e.t);
    this.named(e.txn);
  }

  /** A page access or a lock grant: what `accept` does with it, without the switch. */
  pageAccess(e: Of<'page.access'>): void {
    this.deviceEvent(e);
  }

  lockGrant(e: Of<'lock.grant'>): void {
    if (this.ownsActivity) return this.accept(e);
    this.deviceEvent(e);
    this.granted(e.txn);
  }

  /** A page eviction names no transaction and changes nobody's activity. */
  pageEvict(e: Of<'page.evict'>): void {
    if (this.ownsActivity) return this.accept(e);
    if (e.t > this.lastUs) this.advance(e.t);
  }

  /** A grant: the counts go stale only when the graph's walks may change. */
  private granted(txn: number): void {
    const stopped = this.graph.stopWaiting(txn);
    if (this.graph.hold(txn) || stopped) this.graphChanged();
  }

  /** The wait graph may have changed: count again at the next instant. */
  private graphChanged(): void {
    this.stale = true;
    this.changed = true;
  }

  /** An event names `txn`: its activity may change (checked once the activity fold has seen it). */
  private named(txn: number): void {
    if (this.watched.mayName(txn)) this.changed = true;
    if (this.rescan) return;
    // Nobody waits: the set matters again only once someone does, so check everyone then.
    if (this.graph.waiterTotal === 0) this.rescan = true;
    // A long stretch without blame (the warm-up, no waits) checks everyone once instead.
    else if (this.pendingCount < MAX_PENDING) this.pending[this.pendingCount++] = txn;
    else this.rescan = true;
  }

  /**
   * An event names no transaction (a log flush): anyone's activity may change, except that
   * a flush's start changes none, and its end only ends log waits, which were not I/O and
   * leave what the transaction does beneath them (its device work, the data server or
   * idle), none of it at a disk or waiting for the buffer.
   */
  private unnamed(kind: TraceEvent['kind']): void {
    if (kind !== 'log.flush.start' && kind !== 'log.flush.end') this.graphChanged();
    this.rescan = true;
  }

  /** Brings the set of transactions in I/O up to date with the activity fold. */
  private updateInIo(): void {
    const set = this.inIoNow;
    if (this.rescan) {
      this.rescan = false;
      this.pendingCount = 0;
      set.clear();
      for (const r of this.activity.inFlight()) if (this.inIo(r.txn)) set.add(r.txn);
      return;
    }
    const pending = this.pending;
    for (let i = 0; i < this.pendingCount; i++) {
      const txn = pending[i]!;
      if (this.inIo(txn)) set.add(txn);
      else set.delete(txn);
    }
    this.pendingCount = 0;
  }

  /** The transaction at the root of `txn`'s wait chain, or null when no listed blocker holds locks. */
  rootOf(txn: number): number | null {
    const holding = this.graph.holding;
    const chain = waitChain(txn, this.graph.waiting, (b) => holding.has(b));
    return chain === null ? null : chain[chain.length - 1]!;
  }

  /** True when the transaction is at a disk or waiting for the buffer. */
  inIo(txn: number): boolean {
    const a = this.activity.record(txn)?.activity;
    return a !== undefined && isIoActivity(a, this.disks);
  }

  /** The first event at `t`: the instant before it is over. */
  private advance(t: number): void {
    if (this.changed) this.settle(t);
    this.lastUs = t;
  }

  /**
   * Something the counts depend on may have changed during the instant `lastUs`: the kept
   * counts go into the sums up to it, and are made again for the span up to `t`, unless
   * that span lies outside [warm-up, end) (then again at the next instant).
   */
  private settle(t: number): void {
    const from = this.lastUs;
    this.integrate();
    this.waiterCount = this.graph.waiterTotal;
    if (this.waiterCount === 0) {
      // Nobody waits until a wait starts, which changes the graph.
      this.inIoCount = 0;
      this.directInIoCount = 0;
      this.changed = false;
      return;
    }
    if (t <= this.warmupUs || from >= this.endUs) {
      this.sinceUs = t;
      return;
    }
    if (this.stale || !this.reuse) this.count();
    else this.ask();
    this.changed = this.stale || !this.reuse;
  }

  /** Adds the kept counts from `sinceUs` to `lastUs`, within [warm-up, end), to the sums. */
  private integrate(): void {
    const a = Math.max(this.sinceUs, this.warmupUs);
    const b = Math.min(this.lastUs, this.endUs);
    this.sinceUs = this.lastUs;
    if (b <= a) return;
    const dt = b - a;
    // Whole microseconds, so dt × count is exact: the same sums as adding dt per waiter.
    this.waitUs += dt * this.waiterCount;
    this.ioWaitUs += dt * this.inIoCount;
    this.directIoWaitUs += dt * this.directInIoCount;
  }

  /** Counts the waiters whose root, and whose direct blocker, is in I/O now. */
  private count(): void {
    const g = this.graph;
    g.refresh();
    this.stale = false;
    this.watched.clear();
    if (g.countedAtMost(this.fewRoots)) {
      // Few roots (light contention): ask the activity fold about each, as the set would.
      // The set is not kept meanwhile: the next count through it checks everyone.
      this.rescan = true;
      this.watched.watch(g);
      this.relook = false;
      this.ask();
      return;
    }
    // Many roots: asked about through the set, counted again at every instant.
    this.updateInIo();
    let inIo = 0;
    let directInIo = 0;
    const set = this.inIoNow;
    for (let i = 0; i < set.size; i++) {
      const txn = set.at(i);
      inIo += g.rootCountOf(txn);
      directInIo += g.directCountOf(txn);
    }
    this.stale = true;
    this.inIoCount = inIo;
    this.directInIoCount = directInIo;
  }

  /**
   * Asks again about the roots and direct blockers counted last whose activity has changed
   * since (the graph has not changed), and takes their counts.
   */
  private ask(): void {
    const relook = this.relook;
    this.relook = false;
    this.watched.ask(relook);
    this.inIoCount = this.watched.rootsInIo;
    this.directInIoCount = this.watched.directsInIo;
  }

  /** Lock wait whose root blocker was doing I/O after the warm-up, in µs. */
  get ioWaitMicros(): number {
    this.integrate();
    return this.ioWaitUs;
  }

  /** Lock wait whose root blocker was doing I/O, % of all lock wait (0 without waits). */
  get lockWaitFromIoPct(): number {
    this.integrate();
    return this.waitUs === 0 ? 0 : (100 * this.ioWaitUs) / this.waitUs;
  }

  /**
   * Lock wait whose direct blocker (the first listed blocker that still holds or waits,
   * holders first) was itself doing I/O, % of all lock wait (0 without waits): waiting
   * behind a transaction that is itself waiting for a lock counts as data contention.
   */
  get lockWaitFromHolderIoPct(): number {
    this.integrate();
    return this.waitUs === 0 ? 0 : (100 * this.directIoWaitUs) / this.waitUs;
  }
}
