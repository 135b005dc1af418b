/**
 * WCAG 2 contrast between two opaque sRGB colours written as #rrggbb: the ratio of their
 * relative luminances (each plus 0.05), from 1 (same) to 21 (black on white). Used to keep
 * the focus ring at 3:1 or more against what surrounds it. Leaves out transparency and
 * every colour syntax but six-digit hex.
 */

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb`; throws on anything else. */
export function relativeLuminance(color: string): number {
  const hex = color.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(hex)) throw new Error(`not a #rrggbb colour: ${color}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
