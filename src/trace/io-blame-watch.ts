/**
 * The few roots and direct blockers the I/O blame fold (io-blame.ts) watches under light
 * contention, and how many waiters each stands for: whether each is in I/O (at a disk or
 * waiting for the buffer), and so how many waiters have a root, and a direct blocker, in
 * I/O. Each keeps its activity record and the activity its answer was read from, so asking
 * again reads only those whose activity was replaced (the activity fold never changes one
 * in place). A mark per id's low bits says whether an event may name one of them (another
 * id with the same bits only asks again for nothing). Leaves out the wait graph and the
 * sums: the fold fills this from the graph and reads its counts.
 */
import type { ActivityFold } from './activity.ts';
import type { Activity, ActivityRecord } from './activity.ts';
import type { WaitRoots } from './wait-roots.ts';

/** The marks are indexed by the id's low bits. */
const MARK_MASK = 1023;

/** True when the activity is at one of `disks` or waiting for the buffer. */
export function isIoActivity(a: Activity, disks: ReadonlySet<string>): boolean {
  return a.state === 'buffer-wait' || (a.state === 'io' && disks.has(a.detail.device));
}

export class WatchedBlockers {
  /** The roots, then the direct blockers (`roots` of them roots), and their waiters. */
  private txns = new Int32Array(16);
  private waiters = new Int32Array(16);
  /** Each one's answer (1: in I/O). */
  private inIo = new Uint8Array(16);
  /** Each one's activity record (null: none), and the activity its answer was read from. */
  private readonly records: (Readonly<ActivityRecord> | null)[] = [];
  private readonly activities: (Activity | null)[] = [];
  private count = 0;
  private roots = 0;
  private readonly marks = new Uint8Array(MARK_MASK + 1);
  /** Waiters whose root, and whose direct blocker, is in I/O, as last asked. */
  rootsInIo = 0;
  directsInIo = 0;

  constructor(
    private readonly activity: ActivityFold,
    private readonly disks: ReadonlySet<string>,
  ) {}

  /** Whether an event naming `txn` may change the counts (it may be one watched). */
  mayName(txn: number): boolean {
    return this.marks[txn & MARK_MASK] === 1;
  }

  /** Watches nobody. */
  clear(): void {
    for (let i = 0; i < this.count; i++) this.marks[this.txns[i]! & MARK_MASK] = 0;
    this.count = 0;
  }

  /** Watches the graph's roots and direct blockers (refreshed), none yet asked about. */
  watch(g: WaitRoots): void {
    this.clear();
    const roots = g.rootsCounted;
    const n = roots + g.directsCounted;
    if (this.txns.length < n) {
      const size = Math.max(n, 2 * this.txns.length);
      this.txns = new Int32Array(size);
      this.waiters = new Int32Array(size);
      this.inIo = new Uint8Array(size);
    }
    for (let i = 0; i < n; i++) {
      const txn = i < roots ? g.rootAt(i) : g.directAt(i - roots);
      this.txns[i] = txn;
      this.marks[txn & MARK_MASK] = 1;
      this.waiters[i] = i < roots ? g.waitersOfRootAt(i) : g.waitersOfDirectAt(i - roots);
      this.records[i] = this.activity.record(txn) ?? null;
      this.activities[i] = null;
      this.inIo[i] = 0;
    }
    this.count = n;
    this.roots = roots;
    this.rootsInIo = 0;
    this.directsInIo = 0;
  }

  /**
   * Asks again about those whose activity has changed since (`relook`: a record was made
   * since, so look the records up again) and moves their waiters in or out of the counts.
   */
  ask(relook: boolean): void {
    for (let i = 0; i < this.count; i++) {
      let r = this.records[i] ?? null;
      if (relook) r = this.records[i] = this.activity.record(this.txns[i]!) ?? null;
      // A committed record keeps its last activity, which is idle: no lookup needed there.
      const a = r === null ? null : r.activity;
      if (a === this.activities[i]) continue;
      this.activities[i] = a;
      const now = a !== null && isIoActivity(a, this.disks) ? 1 : 0;
      if (now === this.inIo[i]) continue;
      this.inIo[i] = now;
      const change = now === 1 ? this.waiters[i]! : -this.waiters[i]!;
      if (i < this.roots) this.rootsInIo += change;
      else this.directsInIo += change;
    }
  }
}
