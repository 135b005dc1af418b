/**
 * Where each page of the database sits in the lock map's grid: squares in rows, page 0 at
 * the top left, as large as the width and a height budget allow. The column count is
 * rounded to a multiple of eight when there are many, so page numbers are easy to find by
 * row. Mode letters are drawn only when a square is big enough to read them. Also the
 * reverse: the page under a pointer. Leaves out drawing (paint-page-grid.ts).
 */

export interface PageGridOptions {
  /** Largest and smallest square side, in CSS px. */
  maxCell?: number;
  minCell?: number;
  /** Gap between squares. */
  gap?: number;
  /** The grid should be at most this tall (it may exceed it at the smallest squares). */
  maxHeight?: number;
}

export interface PageGridLayout {
  pages: number;
  columns: number;
  rows: number;
  /** Square side and gap, in CSS px. */
  cell: number;
  gap: number;
  width: number;
  height: number;
  /** Squares are large enough for a mode letter. */
  letters: boolean;
}

/** The smallest square that carries a mode letter. */
export const LETTER_MIN_CELL = 14;

const DEFAULTS = { maxCell: 28, minCell: 3, gap: 1, maxHeight: 260 } as const;

function columnsFor(pages: number, width: number, cell: number, gap: number): number {
  let columns = Math.max(1, Math.floor((width + gap) / (cell + gap)));
  if (columns >= 16) columns -= columns % 8;
  return Math.max(1, Math.min(columns, pages));
}

export function pageGridLayout(
  pages: number,
  width: number,
  options: PageGridOptions = {},
): PageGridLayout {
  const { maxCell, minCell, gap, maxHeight } = { ...DEFAULTS, ...options };
  const n = Math.max(0, Math.floor(pages));
  const shape = (cell: number): PageGridLayout => {
    const columns = n === 0 ? 0 : columnsFor(n, width, cell, gap);
    const rows = columns === 0 ? 0 : Math.ceil(n / columns);
    return {
      pages: n,
      columns,
      rows,
      cell,
      gap,
      width: columns === 0 ? 0 : columns * (cell + gap) - gap,
      height: rows === 0 ? 0 : rows * (cell + gap) - gap,
      letters: cell >= LETTER_MIN_CELL,
    };
  };
  for (let cell = maxCell; cell > minCell; cell--) {
    const layout = shape(cell);
    if (layout.width <= width && layout.height <= maxHeight) return layout;
  }
  return shape(minCell);
}

/** The top-left corner of a page's square. */
export function cellOrigin(layout: PageGridLayout, page: number): { x: number; y: number } {
  const step = layout.cell + layout.gap;
  const columns = Math.max(1, layout.columns);
  return { x: (page % columns) * step, y: Math.floor(page / columns) * step };
}

/** The page whose square (or the gap after it) holds the point, or null outside the grid. */
export function pageAtPoint(layout: PageGridLayout, x: number, y: number): number | null {
  if (layout.columns === 0 || x < 0 || y < 0) return null;
  const step = layout.cell + layout.gap;
  const column = Math.floor(x / step);
  const row = Math.floor(y / step);
  if (column >= layout.columns) return null;
  const page = row * layout.columns + column;
  return page < layout.pages ? page : null;
}
