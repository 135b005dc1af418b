import { describe, expect, it } from 'vitest';
import { STATE_STYLES, type FillPattern } from '../theme/states.ts';
import { patternTile } from './fill-patterns.ts';

describe('patternTile', () => {
  it('draws nothing over a solid fill', () => {
    expect(patternTile('solid')).toEqual({ size: 8, paths: [], dots: [] });
  });

  it('draws one diagonal family for hatches and both for a cross', () => {
    expect(patternTile('hatch').paths).toHaveLength(1);
    expect(patternTile('backhatch').paths).toHaveLength(1);
    expect(patternTile('cross').paths).toEqual([
      ...patternTile('hatch').paths,
      ...patternTile('backhatch').paths,
    ]);
  });

  it('puts a dot in the middle of a dotted tile', () => {
    expect(patternTile('dots', 12).dots).toEqual([{ cx: 6, cy: 6, r: 2 }]);
  });

  it('gives every pattern used by a state a distinct tile', () => {
    const patterns = new Set<FillPattern>(Object.values(STATE_STYLES).map((s) => s.pattern));
    const tiles = [...patterns].map((p) => JSON.stringify(patternTile(p)));
    expect(new Set(tiles).size).toBe(patterns.size);
  });
});
