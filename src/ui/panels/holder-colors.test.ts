import { describe, expect, it } from 'vitest';
import { HOLDER_COLORS, holderColor, holderColorIndex, laneLookup } from './holder-colors.ts';

describe('holder colours', () => {
  it('gives a transaction the colour of its lane, whatever else is locked', () => {
    const laneOf = laneLookup([
      { txn: 40, lane: 2 },
      { txn: 41, lane: 5 },
    ]);
    expect(holderColor(40, laneOf)).toBe(HOLDER_COLORS[2]);
    expect(holderColor(41, laneOf)).toBe(HOLDER_COLORS[5]);
    // The same call later (another frame) gives the same colour.
    expect(holderColor(40, laneOf)).toBe(holderColor(40, laneOf));
  });

  it('tells apart transactions that run at once on up to nine lanes', () => {
    const spans = Array.from({ length: 9 }, (_, lane) => ({ txn: 100 + lane * 7, lane }));
    const laneOf = laneLookup(spans);
    const fills = new Set(spans.map((s) => holderColor(s.txn, laneOf).fill));
    expect(fills.size).toBe(9);
  });

  it('falls back to the transaction id, wrapping round the palette', () => {
    expect(holderColorIndex(3)).toBe(3);
    expect(holderColorIndex(3 + HOLDER_COLORS.length)).toBe(3);
    expect(holderColorIndex(-1)).toBe(HOLDER_COLORS.length - 1);
    expect(holderColorIndex(12, () => undefined)).toBe(12 % HOLDER_COLORS.length);
  });

  it('uses distinct fills, each with a black or white ink', () => {
    expect(new Set(HOLDER_COLORS.map((c) => c.fill)).size).toBe(HOLDER_COLORS.length);
    for (const c of HOLDER_COLORS) expect(['#000000', '#ffffff']).toContain(c.ink);
  });
});
