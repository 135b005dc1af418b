/**
 * Paints the lock map's page grid on a canvas: every page a pale square (tinted with the
 * colour of an S or X holder of the whole file, whose lock covers every page), each locked
 * page in its holder's colour (a page shared by two holders split along its diagonal),
 * pages with waiters ringed in black and white, and mode letters when the squares are big
 * enough. One path per colour, so 1024 pages cost a handful of fills. Works on the subset of the 2D context
 * it names, so tests can record the calls. Leaves out the file tile (HTML in the panel).
 */
import { cellOrigin, type PageGridLayout } from './page-grid-layout.ts';
import type { LockMapView } from './lock-map.ts';

export type GridCanvas = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'fillStyle'
  | 'globalAlpha'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'beginPath'
  | 'closePath'
  | 'rect'
  | 'moveTo'
  | 'lineTo'
  | 'fill'
  | 'stroke'
  | 'fillText'
>;

/** A page nobody locks. */
export const FREE_PAGE_FILL = '#e4e8ec';
/** How strongly a file holder's colour tints the pages its lock covers. */
export const COVERED_PAGE_ALPHA = 0.4;
/** The outline of a page someone waits for. */
export const WAITER_OUTLINE = '#111111';
export const WAITER_INNER_RING = '#ffffff';

export function paintPageGrid(
  ctx: GridCanvas,
  layout: PageGridLayout,
  view: LockMapView,
  pixelRatio = 1,
): void {
  const { cell } = layout;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);

  const locked = new Set(view.pages.map((c) => c.page));
  ctx.beginPath();
  for (let page = 0; page < layout.pages; page++) {
    if (locked.has(page)) continue;
    const { x, y } = cellOrigin(layout, page);
    ctx.rect(x, y, cell, cell);
  }
  ctx.fillStyle = FREE_PAGE_FILL;
  ctx.fill();
  const fileOwner = view.file.covering[0];
  if (fileOwner !== undefined) {
    ctx.globalAlpha = COVERED_PAGE_ALPHA;
    ctx.fillStyle = fileOwner.color.fill;
    ctx.fill();
    ctx.globalAlpha = 1;
  }

  // Whole squares by first holder, then the lower-right halves of shared pages.
  const byColor = new Map<string, { x: number; y: number; half: boolean }[]>();
  const add = (color: string, x: number, y: number, half: boolean): void => {
    const list = byColor.get(color) ?? [];
    list.push({ x, y, half });
    byColor.set(color, list);
  };
  for (const c of view.pages) {
    if (c.page >= layout.pages) continue;
    const { x, y } = cellOrigin(layout, c.page);
    const [first, second] = c.holders;
    add(first?.color.fill ?? FREE_PAGE_FILL, x, y, false);
    if (second !== undefined && second.color.fill !== first?.color.fill)
      add(second.color.fill, x, y, true);
  }
  for (const half of [false, true]) {
    for (const [color, list] of byColor) {
      const shapes = list.filter((s) => s.half === half);
      if (shapes.length === 0) continue;
      ctx.beginPath();
      for (const { x, y } of shapes) {
        if (!half) {
          ctx.rect(x, y, cell, cell);
          continue;
        }
        ctx.moveTo(x + cell, y);
        ctx.lineTo(x + cell, y + cell);
        ctx.lineTo(x, y + cell);
        ctx.closePath();
      }
      ctx.fillStyle = color;
      ctx.fill();
    }
  }

  // A dark ring with a white ring inside it reads on every holder colour.
  const waited = view.pages.filter((c) => c.waiters > 0 && c.page < layout.pages);
  if (waited.length > 0) {
    const ring = cell >= 8 ? 2 : 1;
    for (const [style, inset, width] of [
      [WAITER_OUTLINE, ring / 2, ring],
      [WAITER_INNER_RING, ring + 0.5, 1],
    ] as const) {
      if (cell - 2 * inset <= 1) continue;
      ctx.beginPath();
      for (const c of waited) {
        const { x, y } = cellOrigin(layout, c.page);
        ctx.rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
      }
      ctx.strokeStyle = style;
      ctx.lineWidth = width;
      ctx.stroke();
    }
  }

  if (!layout.letters) return;
  ctx.font = `bold ${Math.round(cell * 0.6)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const c of view.pages) {
    const first = c.holders[0];
    if (first === undefined || c.page >= layout.pages) continue;
    const { x, y } = cellOrigin(layout, c.page);
    ctx.fillStyle = first.color.ink;
    ctx.fillText(first.mode, x + cell / 2, y + cell / 2 + 0.5);
  }
}
