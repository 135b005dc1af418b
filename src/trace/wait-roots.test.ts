import { describe, expect, it } from 'vitest';
import { RandomStream } from '../kernel/random.ts';
import { waitChain } from './wait-chain.ts';
import { WaitRoots } from './wait-roots.ts';
import { walkedRootCounts } from '../../tests/property/walked-roots.ts';

/** First still-blocking blocker -> count, as the walk's first step finds them. */
function walkedDirects(roots: WaitRoots): Map<number, number> {
  const counts = new Map<number, number>();
  const { waiting, holding } = roots;
  for (const txn of waiting.keys()) {
    const chain = waitChain(txn, waiting, (b) => holding.has(b));
    if (chain === null) continue;
    counts.set(chain[1]!, (counts.get(chain[1]!) ?? 0) + 1);
  }
  return counts;
}

const sorted = (m: ReadonlyMap<number, number>) => [...m].sort((a, b) => a[0] - b[0]);

/** The same graph in a new WaitRoots, so its counts are made afresh, nothing kept. */
function rebuilt(roots: WaitRoots): WaitRoots {
  const fresh = new WaitRoots();
  for (const txn of roots.holding) fresh.hold(txn);
  for (const [txn, blockers] of roots.waiting) fresh.wait(txn, blockers);
  return fresh;
}

/**
 * A blocker lets go: either it stops holding (`release`), or it releases all its locks as a
 * commit or abort does (the I/O blame's sequence), after which no list names it.
 */
function letGo(r: WaitRoots, txn: number, rng: RandomStream): void {
  if (rng.nextInt(2) === 0) {
    r.release(txn);
    return;
  }
  r.stopWaiting(txn);
  r.release(txn);
  r.releasedAll(txn);
}

describe('WaitRoots', () => {
  it('counts the waiters behind each root of a simple chain', () => {
    const r = new WaitRoots();
    r.hold(1);
    r.hold(2);
    r.wait(2, [1]);
    r.wait(3, [2]);
    r.refresh();
    expect(sorted(r.rootCounts)).toEqual([[1, 2]]);
    r.release(1);
    r.stopWaiting(2);
    r.refresh();
    expect(sorted(r.rootCounts)).toEqual([[2, 1]]);
  });

  it('answers the count of one root or direct blocker as the maps do, after any change', () => {
    const r = new WaitRoots();
    r.hold(1);
    r.wait(2, [1]);
    r.wait(3, [2]);
    expect([r.rootCountOf(1), r.directCountOf(1), r.directCountOf(2)]).toEqual([2, 1, 1]);
    r.release(1);
    r.hold(4);
    r.wait(2, [4]);
    expect([r.rootCountOf(1), r.rootCountOf(4), r.directCountOf(4)]).toEqual([0, 2, 1]);
    expect(sorted(r.rootCounts)).toEqual([[4, 2]]);
    expect(sorted(r.directCounts)).toEqual([
      [2, 1],
      [4, 1],
    ]);
  });

  it('drops a blocker that released all its locks from the lists that named it, though it waits again', () => {
    const r = new WaitRoots();
    r.hold(1);
    r.hold(3);
    r.wait(2, [1, 3]);
    expect(sorted(r.rootCounts)).toEqual([[1, 1]]);
    // T1 aborts and restarts, now waiting behind T2: no loop, T2 waits on T3 alone.
    r.release(1);
    r.releasedAll(1);
    r.wait(1, [2]);
    expect(sorted(r.rootCounts)).toEqual([[3, 2]]);
    expect(r.waiting.get(2)).toEqual([3]);
    expect(r.parkedWaiters).toBe(0);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
  });

  it('stops a chain longer than the walk limit where the walk stops', () => {
    const r = new WaitRoots();
    r.hold(0);
    for (let txn = 1; txn <= 70; txn++) r.wait(txn, [txn - 1]);
    r.refresh();
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    expect(r.rootCounts.get(0)).toBe(64);
  });

  it('keeps slots only for the transactions still in the graph, however many came and went', () => {
    const r = new WaitRoots();
    for (let txn = 1; txn <= 10_000; txn++) {
      r.hold(txn);
      r.wait(txn + 1, [txn]);
      r.refresh();
      r.release(txn);
      r.stopWaiting(txn + 1);
    }
    r.refresh();
    expect(r.rootCounts.size).toBe(0);
    expect(r.slotsInUse).toBe(0);
  });

  it('shares the walk from a loop among the waiters reaching it, unless it steps onto their own paths', () => {
    const r = new WaitRoots();
    r.hold(100);
    // A loop 1 -> 2 -> 3 -> 1; past it 3 names 10, who waits into the loop itself.
    r.wait(1, [2]);
    r.wait(2, [3]);
    r.wait(3, [1, 10, 100]);
    r.wait(10, [1]);
    r.wait(11, [10]);
    // Tails into the loop, one longer than the walk limit.
    r.wait(20, [1]);
    r.wait(21, [20]);
    for (let k = 0; k < 70; k++) r.wait(200 + k, [k === 0 ? 2 : 199 + k]);
    r.refresh();
    const walked = walkedRootCounts(r);
    expect(sorted(r.rootCounts)).toEqual(sorted(walked));
    // 1's walk goes past the loop to 10, as do 20's and 21's; 10 and 11 have 10 on their
    // own chain, so theirs go on to 100; the tail's walks end where the limit cuts them.
    expect([walked.get(10), walked.get(100), walked.get(1), walked.get(2), walked.get(3)]).toEqual([
      3, 2, 63, 2, 1,
    ]);
    r.stopWaiting(10);
    r.hold(10);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
  });

  it('gives the loop walk to waiters whose own path it does not step onto, in a tree with branches', () => {
    const r = new WaitRoots();
    r.hold(100);
    r.hold(101);
    // A loop 1 -> 2 -> 1; past it 2 names 30, a branch into the loop, then 100.
    r.wait(1, [2]);
    r.wait(2, [1, 30, 100]);
    // Two branches into 1: 30 <- 31 <- 32 and 40 <- 41, and 30 also names 101.
    r.wait(30, [1, 101]);
    r.wait(31, [30]);
    r.wait(32, [31]);
    r.wait(40, [1]);
    r.wait(41, [40]);
    r.refresh();
    const walked = walkedRootCounts(r);
    expect(sorted(r.rootCounts)).toEqual(sorted(walked));
    // Every path enters the loop at 1. 1, 40 and 41 go around it to 30, then to 101 (1 is
    // on the chain); 30, 31 and 32 have 30 on their own chain, so from 2 they go to 100;
    // 2's walk stops at 1 (whose only blocker, 2, is on the chain).
    expect([walked.get(101), walked.get(100), walked.get(1)]).toEqual([3, 3, 1]);
    r.wait(41, [40, 31]);
    r.stopWaiting(40);
    r.release(101);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
  });

  it('finds the same roots as a walk per waiter when nearly everyone waits and blocker lists name many', () => {
    const rng = new RandomStream(14, 'wait-roots-thrashing');
    for (let round = 0; round < 15; round++) {
      const r = new WaitRoots();
      const n = 50 + rng.nextInt(250);
      for (let txn = 0; txn < n; txn++) r.hold(txn);
      for (let step = 0; step < 400; step++) {
        const txn = rng.nextInt(n);
        const pick = rng.nextInt(10);
        if (pick < 7) {
          const blockers = Array.from({ length: 1 + rng.nextInt(8) }, () => rng.nextInt(n));
          r.wait(txn, blockers);
        } else if (pick < 9) r.stopWaiting(txn);
        else letGo(r, txn, rng);
        if (rng.nextInt(8) === 0) {
          r.refresh();
          expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
          expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
        }
      }
    }
  });

  it('keeps finding the same roots as a walk per waiter over thousands of changes to one graph', () => {
    const rng = new RandomStream(12, 'wait-roots-long');
    const r = new WaitRoots();
    const n = 60;
    for (let step = 0; step < 4000; step++) {
      const txn = rng.nextInt(n);
      const pick = rng.nextInt(10);
      if (pick < 5) {
        const blockers = Array.from({ length: 1 + rng.nextInt(4) }, () => rng.nextInt(n));
        r.wait(txn, blockers);
      } else if (pick < 7) r.stopWaiting(txn);
      else if (pick < 9) r.hold(txn);
      else letGo(r, txn, rng);
      if (step % 7 === 0) expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    }
  });

  it('finds the same roots as a walk per waiter, cycles and chains past the walk limit included', () => {
    const rng = new RandomStream(11, 'wait-roots');
    for (let round = 0; round < 300; round++) {
      const r = new WaitRoots();
      const n = 5 + rng.nextInt(120);
      for (let step = 0; step < 200; step++) {
        const txn = rng.nextInt(n);
        const pick = rng.nextInt(10);
        if (pick < 4) {
          const blockers = Array.from({ length: 1 + rng.nextInt(3) }, () =>
            rng.nextInt(3) === 0 ? rng.nextInt(n) : Math.max(0, txn - 1 - rng.nextInt(2)),
          );
          r.wait(txn, blockers);
        } else if (pick < 6) r.stopWaiting(txn);
        else if (pick < 8) r.hold(txn);
        else letGo(r, txn, rng);
        if (rng.nextInt(4) === 0) {
          r.refresh();
          expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
        }
      }
    }
  });

  it('finds the same roots as a walk per waiter when loops have tails past the walk limit and trees hang too deep to link', () => {
    const rng = new RandomStream(15, 'wait-roots-deep-loops');
    let parked = 0;
    for (let round = 0; round < 12; round++) {
      const r = new WaitRoots();
      const n = 100 + rng.nextInt(80);
      for (let txn = 0; txn < n; txn++) r.hold(txn);
      // One long chain n-1 -> ... -> 0 to start from, so trees are deep from the first step.
      for (let txn = 1; txn < n; txn++) r.wait(txn, [txn - 1]);
      for (let step = 0; step < 300; step++) {
        const txn = rng.nextInt(n);
        const pick = rng.nextInt(10);
        if (pick < 6) {
          // Mostly the next lower id (long chains); now and then any id (loops, branches).
          const blockers = Array.from({ length: 1 + rng.nextInt(3) }, () =>
            rng.nextInt(6) === 0 ? rng.nextInt(n) : Math.max(0, txn - 1),
          );
          r.wait(txn, blockers);
        } else if (pick < 8) r.stopWaiting(txn);
        else letGo(r, txn, rng);
        if (step % 3 === 0) {
          expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
          expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
          const total = walkedRootCounts(r).size + walkedDirects(r).size;
          expect([r.countedAtMost(total), r.countedAtMost(total - 1)]).toEqual([true, false]);
          if (r.parkedWaiters > 0) parked++;
        }
      }
    }
    // Most checks saw waiters parked (loops, or trees too deep to link).
    expect(parked).toBeGreaterThan(100);
  });

  it('finds the same roots as a walk per waiter when a loop walk climbs back up a long tail and goes on down another chain', () => {
    const rng = new RandomStream(16, 'wait-roots-diverge');
    for (let round = 0; round < 40; round++) {
      const r = new WaitRoots();
      // A loop 1 <-> 2; a tail of `tail` waiters 100.. into 1; 2 names 1, then a slot of
      // the tail, then the head of a chain of `chain` waiters 1000.. ending at holder 5000.
      const tail = 10 + rng.nextInt(50);
      const chain = 10 + rng.nextInt(70);
      const k = rng.nextInt(tail);
      r.hold(5000);
      r.wait(1, [2]);
      for (let i = 0; i < tail; i++) r.wait(100 + i, [i === 0 ? 1 : 99 + i]);
      for (let i = 0; i < chain; i++) r.wait(1000 + i, [i === chain - 1 ? 5000 : 1001 + i]);
      r.wait(2, [1, 100 + k, 1000]);
      // A few more edges anywhere: branches off the tail and the chain, a second way out.
      for (let extra = 0; extra < 5; extra++) {
        const from = 3000 + extra;
        r.wait(from, [rng.nextInt(2) === 0 ? 100 + rng.nextInt(tail) : 1000 + rng.nextInt(chain)]);
      }
      r.wait(100, [1, 1000 + rng.nextInt(chain)]);
      expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
      expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
      r.stopWaiting(1000 + rng.nextInt(chain));
      expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    }
  });

  it('finds the same roots as a walk per waiter when a tree too deep to link is stepped onto by the loop its walk runs into', () => {
    const r = new WaitRoots();
    // A tree hanging from 500: 501 -> 500, 502 -> 501, ... 530 -> 529.
    for (let i = 1; i <= 30; i++) r.wait(500 + i, [499 + i]);
    // A chain 101 -> 1, 102 -> 101, ... 140 -> 139 into the loop 1 <-> 2, whose walk goes on
    // from 2 to 510, inside the tree.
    r.wait(1, [2]);
    r.wait(2, [1, 510]);
    for (let i = 1; i <= 40; i++) r.wait(100 + i, [i === 1 ? 1 : 99 + i]);
    // 500 waits at the end of the chain: linked there, its tree would run past the limit.
    r.wait(500, [140]);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    expect(r.parkedWaiters).toBe(2);
    // 520's walk: up its tree, down the chain, round the loop, and 510 is on its chain.
    expect(walkedRootCounts(r).get(2)).toBeGreaterThan(0);
  });

  it('keeps the counts of a loop-free graph change by change, walking no waiter, as a walk per waiter finds them', () => {
    const rng = new RandomStream(13, 'wait-roots-forest');
    const r = new WaitRoots();
    const n = 200;
    for (let step = 0; step < 3000; step++) {
      const txn = 1 + rng.nextInt(n);
      const pick = rng.nextInt(10);
      // Blockers have smaller ids, so no path loops, and a chain is at most a few dozen long.
      if (pick < 5 && txn > 1) {
        const blockers = Array.from({ length: 1 + rng.nextInt(3) }, () =>
          Math.max(0, txn - 1 - rng.nextInt(8)),
        );
        r.wait(txn, blockers);
      } else if (pick < 7) r.stopWaiting(txn);
      else if (pick < 9) r.hold(txn);
      else letGo(r, txn, rng);
      if (step % 5 === 0) {
        expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
        expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
      }
    }
    expect(r.waiting.size).toBeGreaterThan(20);
    expect(r.ownWalks).toBe(0);
  });

  it('counts the waiters behind a loop with a walk per loop slot, walking none of them on its own', () => {
    const r = new WaitRoots();
    r.hold(1);
    r.hold(50);
    r.wait(2, [1]);
    r.wait(3, [2]);
    r.wait(1, [3, 50]);
    // Long tails into the loop at each of its slots.
    for (let k = 0; k < 30; k++) r.wait(100 + k, [k === 0 ? 1 : 99 + k]);
    for (let k = 0; k < 20; k++) r.wait(200 + k, [k === 0 ? 2 : 199 + k]);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
    expect(r.ownWalks).toBe(0);
    r.stopWaiting(1);
    expect(sorted(r.rootCounts)).toEqual([[1, 52]]);
    r.wait(4, [3]);
    r.stopWaiting(2);
    r.wait(5, [4]);
    expect(sorted(r.rootCounts)).toEqual(sorted(walkedRootCounts(r)));
    expect(sorted(r.directCounts)).toEqual(sorted(walkedDirects(r)));
    expect(r.ownWalks).toBe(0);
  });

  it('gives a loop slot its kept count only while that equals a fresh recount, after every change to random graphs with loops', () => {
    const rng = new RandomStream(21, 'wait-loop-cache');
    let reused = 0;
    for (let round = 0; round < 16; round++) {
      const r = new WaitRoots();
      const n = 20 + rng.nextInt(60);
      for (let step = 0; step < 150; step++) {
        const txn = rng.nextInt(n);
        const pick = rng.nextInt(10);
        if (pick < 5) {
          // Mostly the one before (long chains, deep trees), now and then anyone (loops).
          const blockers = Array.from({ length: 1 + rng.nextInt(3) }, () =>
            rng.nextInt(4) === 0 ? rng.nextInt(n) : Math.max(0, txn - 1 - rng.nextInt(3)),
          );
          r.wait(txn, blockers);
        } else if (pick < 7) r.stopWaiting(txn);
        else if (pick < 8) r.hold(txn);
        else letGo(r, txn, rng);
        r.refresh();
        const fresh = rebuilt(r);
        fresh.refresh();
        expect(sorted(r.rootCounts)).toEqual(sorted(fresh.rootCounts));
        expect(sorted(r.directCounts)).toEqual(sorted(fresh.directCounts));
      }
      reused += r.loopSlotsReused;
    }
    expect(reused).toBeGreaterThan(300);
  });
});
