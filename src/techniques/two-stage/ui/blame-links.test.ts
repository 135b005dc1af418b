import { describe, expect, it } from 'vitest';
import { figure1Model } from '../../../../tests/fixtures/charm-figure1-model.ts';
import { waitChain } from '../../../trace/wait-chain.ts';
import { blameLinksAt } from './blame-links.ts';

describe('wait chains', () => {
  const waiting = new Map<number, readonly number[]>([
    [3, [2]],
    [2, [1]],
  ]);

  it('follow waiting blockers to the root', () => {
    expect(waitChain(3, waiting, () => true)).toEqual([3, 2, 1]);
  });

  it('skip a blocker that no longer holds locks', () => {
    const w = new Map<number, readonly number[]>([[3, [4, 2]], ...waiting]);
    expect(waitChain(3, w, (b) => b !== 4 && b !== 1)).toEqual([3, 2]);
    expect(waitChain(3, w, (b) => b === 1)).toEqual([3, 2, 1]);
  });

  it('end at nobody when every listed blocker has released', () => {
    expect(waitChain(2, waiting, () => false)).toBeNull();
  });

  it('stop on a cycle', () => {
    const cycle = new Map<number, readonly number[]>([
      [1, [2]],
      [2, [1]],
    ]);
    expect(waitChain(1, cycle, () => true)).toEqual([1, 2]);
  });
});

describe('blame links in charm-figure1', () => {
  it('blame TX2 and TX3 (through TX2) on TX1 reading from disk under 2PL', () => {
    const links = blameLinksAt(figure1Model(0), 5_000);
    expect(links.map((l) => l.chain)).toEqual([
      [2, 1],
      [3, 2, 1],
    ]);
    expect(links.every((l) => l.rootTxn === 1 && l.rootLane === 0)).toBe(true);
    expect(links[0]!.io.state).toBe('io');
  });

  it('find no lock wait to blame under TSTE', () => {
    expect(blameLinksAt(figure1Model(1), 5_000)).toEqual([]);
  });

  it('find nothing once the read is over', () => {
    expect(blameLinksAt(figure1Model(0), 13_800)).toEqual([]);
  });
});
