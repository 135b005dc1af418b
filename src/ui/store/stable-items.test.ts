import { describe, expect, it } from 'vitest';
import { sameItems } from './stable-items.ts';

describe('a list that keeps its identity', () => {
  it('counts two arrays of the same items in the same order as the same list', () => {
    const a = { run: 1 };
    const b = { run: 2 };
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([], [])).toBe(true);
  });

  it('tells a changed, reordered, longer or shorter list apart', () => {
    const a = { run: 1 };
    const b = { run: 2 };
    expect(sameItems([a, b], [a, { run: 2 }])).toBe(false);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
    expect(sameItems([a, b], [a])).toBe(false);
  });
});
