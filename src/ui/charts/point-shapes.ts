/**
 * Path data for the point shapes that mark each variant's line (variant-styles.ts), from
 * d3's symbol generator, centred on the origin. Leaves out placing them (the charts do).
 */
import {
  symbol,
  symbolCircle,
  symbolCross,
  symbolDiamond,
  symbolSquare,
  symbolStar,
  symbolTriangle,
  type SymbolType,
} from 'd3';
import type { PointShape } from './variant-styles.ts';

const SYMBOLS: Readonly<Record<PointShape, SymbolType>> = {
  circle: symbolCircle,
  square: symbolSquare,
  triangle: symbolTriangle,
  diamond: symbolDiamond,
  cross: symbolCross,
  star: symbolStar,
};

/** The shape's outline with about `area` square pixels inside it. */
export function pointShapePath(shape: PointShape, area = 64): string {
  return symbol(SYMBOLS[shape], area)() ?? '';
}
