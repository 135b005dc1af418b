import { describe, expect, it } from 'vitest';
import { coincidingLabel, coincidingSeries } from './coinciding-series.ts';

const pts = (...ys: number[]) => ys.map((y, i) => ({ x: (i + 1) * 10, y }));

describe('sweep lines that would hide each other', () => {
  it('offsets a line equal to an earlier one and says which in its legend label', () => {
    const found = coincidingSeries([
      { key: 'base', title: 'Baseline', points: pts(100, 150, 160) },
      { key: 'elr', title: 'ELR (safe)', points: pts(200, 300, 330) },
      { key: 'elr-paper', title: 'ELR as the paper evaluated it', points: pts(200, 300, 330) },
    ]);
    expect([...found.keys()]).toEqual(['elr-paper']);
    const c = found.get('elr-paper')!;
    expect(c).toEqual({ sameAs: 'ELR (safe)', offsetPx: 4 });
    expect(coincidingLabel('ELR as the paper evaluated it', c)).toBe(
      'ELR as the paper evaluated it (same values as ELR (safe); drawn 4 px lower)',
    );
  });

  it('stacks a third equal line further down, and leaves lines that differ anywhere alone', () => {
    const found = coincidingSeries([
      { key: 'a', title: 'A', points: pts(1, 2) },
      { key: 'b', title: 'B', points: pts(1, 2) },
      { key: 'c', title: 'C', points: pts(1, 2) },
      { key: 'd', title: 'D', points: pts(1, 2.5) },
    ]);
    expect(found.get('b')?.offsetPx).toBe(4);
    expect(found.get('c')?.offsetPx).toBe(8);
    expect(found.has('d')).toBe(false);
  });
});
