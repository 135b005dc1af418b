/**
 * The oracle the wait-root tests compare with: each waiter's root found by walking its
 * wait chain on its own (`waitChain`), with nothing kept between walks.
 */
import { waitChain } from '../../src/trace/wait-chain.ts';
import type { WaitRoots } from '../../src/trace/wait-roots.ts';

/** Root -> count, as one walk per waiter finds them. */
export function walkedRootCounts(roots: WaitRoots): Map<number, number> {
  const counts = new Map<number, number>();
  const { waiting, holding } = roots;
  for (const txn of waiting.keys()) {
    const chain = waitChain(txn, waiting, (b) => holding.has(b));
    if (chain === null) continue;
    const root = chain[chain.length - 1]!;
    counts.set(root, (counts.get(root) ?? 0) + 1);
  }
  return counts;
}
