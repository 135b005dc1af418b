/**
 * The geometry of the fill patterns in theme/states.ts, as one square SVG pattern tile:
 * lines (as path data) and dots drawn in the state's ink over its colour, so bars are
 * told apart without colour. Tiles repeat seamlessly: diagonals run corner to corner with
 * their wrapped ends added. Leaves out canvas drawing (the timeline has its own).
 */
import type { FillPattern } from '../theme/states.ts';

export interface PatternTile {
  size: number;
  /** Path data of the lines, stroked in ink. */
  paths: string[];
  dots: { cx: number; cy: number; r: number }[];
}

export function patternTile(pattern: FillPattern, size = 8): PatternTile {
  const s = size;
  const h = s / 2;
  const slash = `M0,${s} L${s},0 M${-h},${h} L${h},${-h} M${h},${s + h} L${s + h},${h}`;
  const backslash = `M0,0 L${s},${s} M${-h},${h} L${h},${s + h} M${h},${-h} L${s + h},${h}`;
  switch (pattern) {
    case 'solid':
      return { size: s, paths: [], dots: [] };
    case 'hatch':
      return { size: s, paths: [slash], dots: [] };
    case 'backhatch':
      return { size: s, paths: [backslash], dots: [] };
    case 'cross':
      return { size: s, paths: [slash, backslash], dots: [] };
    case 'vertical':
      return { size: s, paths: [`M${h},0 L${h},${s}`], dots: [] };
    case 'horizontal':
      return { size: s, paths: [`M0,${h} L${s},${h}`], dots: [] };
    case 'dots':
      return { size: s, paths: [], dots: [{ cx: h, cy: h, r: s / 6 }] };
  }
}
