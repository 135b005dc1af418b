/**
 * Following a lock wait to its root: from a waiting transaction through the blockers named
 * when it blocked, taking at each step the first one that still blocks (holds locks, or is
 * itself waiting), until one that waits for nobody. The caller's lists leave out a blocker
 * once it has released all its locks (committed or aborted), even if it runs again. A
 * cycle (a deadlock about to be broken) stops the walk where it would come back. The I/O
 * blame measure and the timeline's blame arrows both use it.
 */

/** The most steps a walk takes. */
export const MAX_CHAIN = 64;

/** The wait chain from `txn` to its root (txn first), or null when no blocker still holds. */
export function waitChain(
  txn: number,
  waiting: ReadonlyMap<number, readonly number[]>,
  stillBlocks: (blocker: number) => boolean,
): number[] | null {
  const chain = [txn];
  let current = txn;
  for (let depth = 0; depth < MAX_CHAIN; depth++) {
    const blockers = waiting.get(current);
    if (blockers === undefined) break;
    const next = blockers.find(
      (b) => b !== current && !chain.includes(b) && (waiting.has(b) || stillBlocks(b)),
    );
    if (next === undefined) break;
    chain.push(next);
    current = next;
  }
  return chain.length > 1 ? chain : null;
}
