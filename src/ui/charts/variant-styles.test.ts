import { describe, expect, it } from 'vitest';
import { VARIANT_COLORS, variantKey, variantStyle, variantStyles } from './variant-styles.ts';

describe('variant styles', () => {
  it('starts with the Okabe–Ito blue, vermillion and green, each with its own dash and shape', () => {
    const first = [0, 1, 2, 3].map(variantStyle);
    expect(first.map((s) => s.color)).toEqual(['#0072B2', '#D55E00', '#009E73', '#CC79A7']);
    expect(new Set(first.map((s) => s.dash)).size).toBe(4);
    expect(new Set(first.map((s) => s.shape)).size).toBe(4);
  });

  it('gives the same styles for the same variant order, whatever else is asked', () => {
    const a = variantStyles(['2pl', 'no-locks', 'exclusive']);
    const b = variantStyles(['2pl', 'no-locks', 'exclusive']);
    expect([...a]).toEqual([...b]);
    expect(a.get('no-locks')).toEqual(variantStyle(1));
  });

  it('styles a repeated key once and keeps later keys in their first-seen slot', () => {
    const styles = variantStyles(['x', 'y', 'x', 'z']);
    expect([...styles.keys()]).toEqual(['x', 'y', 'z']);
    expect(styles.get('z')).toEqual(variantStyle(2));
  });

  it('keeps eight variants apart by colour and wraps beyond the palette', () => {
    const colors = Array.from({ length: 8 }, (_, i) => variantStyle(i).color);
    expect(new Set(colors).size).toBe(VARIANT_COLORS.length);
    expect(variantStyle(8).color).toBe(variantStyle(0).color);
    expect(variantStyle(-3)).toEqual(variantStyle(0));
  });

  it('keys a run without variants as "run"', () => {
    expect(variantKey(null)).toBe('run');
    expect(variantKey('2pl')).toBe('2pl');
  });
});
