/**
 * The roots of the waiters below a loop that are walked on their own (wait-loop-share.ts),
 * with a waiter whose parent in the forest was walked in the same count reusing that walk.
 * `waitChain` from such a waiter `m` steps first to its parent `p` (its first still-blocking
 * blocker), then chooses at every slot what `p`'s walk chose, unless that walk stepped onto
 * `m`: the only slot on `m`'s chain and not on `p`'s is `m` itself. So when `p`'s walk does
 * not hold `m`, `m`'s walk is `m` followed by `p`'s, cut one slot earlier by the walk limit,
 * and its root is read off the stored walk instead of walked again. Chains of such waiters
 * share the walk of the first one walked (their base), each knowing how far below it it is.
 * Valid within one count of one loop slot (`start`), while the graph does not change; each
 * reuse still notes the one slot the walk would step from that the base's did not (`m`),
 * so the loop-slot cache (wait-loop-cache.ts) hears of the same slots. Leaves out which
 * waiters walk on their own.
 */
import { MAX_CHAIN } from './wait-chain.ts';
import { grown, LoopWalks, type StepLog, type WaitGraphArrays } from './wait-loop-walks.ts';

export class OwnWalks {
  private readonly walks: LoopWalks;
  /** Numbers the counts, so per-slot marks need no clearing. */
  private round = 0;
  /** Per slot walked (stamped with the round): its base, and how many steps below it it is. */
  private stamp = new Uint32Array(64);
  private baseOf = new Int32Array(64);
  private depthOf = new Int32Array(64);
  /** Per base: its walk, kept in `pool`. */
  private walkStart = new Int32Array(64);
  private walkLength = new Int32Array(64);
  private pool = new Int32Array(1024);
  private poolUsed = 0;

  constructor(private readonly log: StepLog | null = null) {
    this.walks = new LoopWalks(log);
  }

  /** Starts the next count: the walks kept so far are forgotten. */
  start(): void {
    this.round++;
    this.poolUsed = 0;
  }

  /** `waitChain`'s root for waiter `m`, or -1 when it has none. */
  rootOf(g: WaitGraphArrays, m: number, parent: Int32Array): number {
    const round = this.round;
    const p = parent[m]!;
    if (p !== -1 && this.stamp[p] === round) {
      const base = this.baseOf[p]!;
      const depth = this.depthOf[p]! + 1;
      const start = this.walkStart[base]!;
      const length = this.walkLength[base]!;
      // `p`'s walk: its path down from the base, then this many slots of the base's walk.
      const seen = Math.min(length, MAX_CHAIN + 2 - depth);
      if (depth <= MAX_CHAIN && !this.holds(start, seen, m)) {
        this.stamp[m] = round;
        this.baseOf[m] = base;
        this.depthOf[m] = depth;
        if (this.log !== null) this.log.push(m);
        return this.pool[start + Math.min(length, MAX_CHAIN + 1 - depth) - 1]!;
      }
    }
    if (this.poolUsed + MAX_CHAIN + 1 > this.pool.length) {
      this.pool = grown(this.pool, 2 * this.pool.length + MAX_CHAIN + 1);
    }
    const start = this.poolUsed;
    const length = this.walks.walkInto(g, m, this.pool, parent, start);
    this.poolUsed += length;
    this.stamp[m] = round;
    this.baseOf[m] = m;
    this.depthOf[m] = 0;
    this.walkStart[m] = start;
    this.walkLength[m] = length;
    return length > 1 ? this.pool[start + length - 1]! : -1;
  }

  /** Slot `m` is among the `n` slots of the pool from `start`. */
  private holds(start: number, n: number, m: number): boolean {
    const pool = this.pool;
    for (let i = start; i < start + n; i++) if (pool[i] === m) return true;
    return false;
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.walks.grow(size);
    this.stamp = grown(this.stamp, size);
    this.baseOf = grown(this.baseOf, size);
    this.depthOf = grown(this.depthOf, size);
    this.walkStart = grown(this.walkStart, size);
    this.walkLength = grown(this.walkLength, size);
  }
}
