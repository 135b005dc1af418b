/**
 * The fills of state segments: each state's colour with its pattern of ink lines (so no
 * state is told by colour alone), painted the same way on the timeline canvas and on the
 * legend's swatches. Pattern tiles are small canvases made by the caller, so this module
 * runs headless with solid fills too. Leaves out colour choice (theme/states.ts).
 */
import { STATE_STYLES, type DrawState, type FillPattern } from '../theme/states.ts';

/** The tile's side in CSS px: one repeat of a pattern. */
export const TILE_SIZE = 8;

export interface FillSource {
  state(state: DrawState): string | CanvasPattern;
}

/** Plain colours: for headless painting and benchmarks. */
export const SOLID_FILLS: FillSource = { state: (s) => STATE_STYLES[s].color };

type TileContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
>;

/** Draws `pattern` in `ink` over `color` on a square of `size` (CSS px, already scaled). */
export function paintPatternTile(
  ctx: TileContext,
  pattern: FillPattern,
  color: string,
  ink: string,
  size: number,
): void {
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, size, size);
  if (pattern === 'solid') return;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, size / 8);
  ctx.beginPath();
  const diagonal = (from: number, to: number): void => {
    // One diagonal plus its wrapped copies, so tiles join seamlessly.
    for (const shift of [-size, 0, size]) {
      ctx.moveTo(shift, from);
      ctx.lineTo(shift + size, to);
    }
  };
  switch (pattern) {
    case 'hatch':
      diagonal(size, 0);
      break;
    case 'backhatch':
      diagonal(0, size);
      break;
    case 'cross':
      diagonal(size, 0);
      diagonal(0, size);
      break;
    case 'vertical':
      ctx.moveTo(size / 2, 0);
      ctx.lineTo(size / 2, size);
      break;
    case 'horizontal':
      ctx.moveTo(0, size / 2);
      ctx.lineTo(size, size / 2);
      break;
    case 'dots':
      ctx.arc(size / 2, size / 2, size / 7, 0, Math.PI * 2);
      ctx.fill();
      return;
  }
  ctx.stroke();
}

export interface TileCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
}

/**
 * Pattern fills for a canvas drawn at `dpr` device pixels per CSS pixel: tiles are made at
 * device resolution and scaled back, so lines stay sharp.
 */
export function createPatternFills(
  target: Pick<CanvasRenderingContext2D, 'createPattern'>,
  makeCanvas: () => TileCanvas,
  dpr: number,
): FillSource {
  const cache = new Map<DrawState, string | CanvasPattern>();
  return {
    state(state) {
      const cached = cache.get(state);
      if (cached !== undefined) return cached;
      const style = STATE_STYLES[state];
      let fill: string | CanvasPattern = style.color;
      const size = Math.round(TILE_SIZE * dpr);
      const tile = makeCanvas();
      tile.width = size;
      tile.height = size;
      const ctx = tile.getContext('2d');
      if (ctx !== null && style.pattern !== 'solid') {
        paintPatternTile(ctx, style.pattern, style.color, style.ink, size);
        const pattern = target.createPattern(tile as CanvasImageSource, 'repeat');
        if (pattern !== null) {
          if (typeof DOMMatrix !== 'undefined')
            pattern.setTransform(new DOMMatrix().scale(1 / dpr));
          fill = pattern;
        }
      }
      cache.set(state, fill);
      return fill;
    },
  };
}
