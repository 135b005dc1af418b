import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys.ts';

describe('the keys of a row of tabs', () => {
  it('move to the neighbours, wrapping, and to either end', () => {
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabIndexForKey('ArrowRight', 1, 5)).toBe(2);
    expect(tabIndexForKey('Home', 3, 5)).toBe(0);
    expect(tabIndexForKey('End', 0, 5)).toBe(4);
  });

  it('ignore every other key, and a row with no tabs', () => {
    expect(tabIndexForKey('ArrowDown', 1, 5)).toBeNull();
    expect(tabIndexForKey('Enter', 1, 5)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
