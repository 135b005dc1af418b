/**
 * How each compared variant is drawn in every chart: a colour from the Okabe–Ito palette
 * (told apart with the common colour-vision deficiencies), a dash pattern and a point
 * shape, so lines are told apart in greyscale and print as well. A variant keeps its style
 * across charts because styles follow the order variants are listed in (the scenario's
 * compare order), never the order results arrive in. Leaves out state colours (theme/).
 */

export type PointShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star';

export interface VariantStyle {
  color: string;
  /** An SVG stroke-dasharray; '' draws a solid line. */
  dash: string;
  shape: PointShape;
}

/**
 * Okabe–Ito colours, reordered so the first four reach at least 3:1 contrast on white
 * (lines on a projector); yellow comes last because it nearly vanishes on white.
 */
export const VARIANT_COLORS: readonly string[] = [
  '#0072B2', // blue
  '#D55E00', // vermillion
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#000000', // black
  '#E69F00', // orange
  '#56B4E9', // sky blue
  '#F0E442', // yellow
];

export const VARIANT_DASHES: readonly string[] = ['', '10 5', '3 4', '12 4 3 4', '6 3'];

export const VARIANT_SHAPES: readonly PointShape[] = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'cross',
  'star',
];

/** The style of the variant listed at `index` (0-based). */
export function variantStyle(index: number): VariantStyle {
  const i = Math.max(0, Math.floor(index));
  return {
    color: VARIANT_COLORS[i % VARIANT_COLORS.length]!,
    dash: VARIANT_DASHES[i % VARIANT_DASHES.length]!,
    shape: VARIANT_SHAPES[i % VARIANT_SHAPES.length]!,
  };
}

/** Styles for variants by key, in order of first appearance; repeated keys share one. */
export function variantStyles(keys: readonly string[]): Map<string, VariantStyle> {
  const styles = new Map<string, VariantStyle>();
  for (const key of keys) if (!styles.has(key)) styles.set(key, variantStyle(styles.size));
  return styles;
}

/** The key a variant is known by in charts: its id, or 'run' for a scenario without any. */
export function variantKey(variant: string | null): string {
  return variant ?? 'run';
}
