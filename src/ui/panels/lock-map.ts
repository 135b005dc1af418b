/**
 * The lock map at one instant, as the panel draws it: a tile for the whole file (who covers
 * it with S, X or SIX; who holds an intention lock, IS or IX, as under page and mixed
 * locking; who waits for it, in queue order) and one cell per locked page (its holders,
 * each with a stable colour, and how many wait). A legend maps transactions to colours
 * and a sentence sums it all up for screen readers ("14 pages locked by 3 transactions;
 * T5 holds X on the file"). Leaves out layout and drawing (page-grid-layout.ts,
 * paint-page-grid.ts).
 */
import type { DeadlockInfo, LockTableRow } from '../../trace/trace-state.ts';
import { FILE_ITEM, type LockModeName, type TraceEvent } from '../../trace/trace-event.ts';
import {
  distinctHolderColors,
  holderColor,
  type HolderColor,
  type LaneOf,
} from './holder-colors.ts';
import { listText, txnLabel } from './labels.ts';

export interface TxnMark {
  txn: number;
  mode: LockModeName;
  color: HolderColor;
  inDeadlock: boolean;
  victim: boolean;
  /** "T5 X", "T7 wants X", "T2 IX". */
  text: string;
}

export interface FileTileView {
  /** Holders of S, X or SIX: the file is theirs (the tile takes the first one's colour). */
  covering: TxnMark[];
  /** Holders of IS or IX: they lock pages below. */
  intention: TxnMark[];
  /** In queue order: the head is granted next. */
  waiters: TxnMark[];
  /** "T5 holds X on the file", "No lock on the file". */
  text: string;
}

export interface PageCell {
  page: number;
  /** The first holder's colour fills the cell; a second one shares it. */
  holders: TxnMark[];
  waiters: number;
}

export interface LegendEntry {
  txn: number;
  color: HolderColor;
  /** "X on the file", "IX on the file · 12 pages", "waits for the file". */
  detail: string;
  inDeadlock: boolean;
  victim: boolean;
}

export interface LockMapView {
  file: FileTileView;
  pages: PageCell[];
  /** The largest page number locked or waited for, or -1. */
  maxPage: number;
  legend: LegendEntry[];
  pagesWithWaiters: number;
  summary: string;
}

export interface LockMapOptions {
  laneOf?: LaneOf;
  deadlock?: DeadlockInfo | null;
}

const COVERING: ReadonlySet<LockModeName> = new Set(['S', 'X', 'SIX']);

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "T5 holds X on the file", "T2 and T4 hold S on the file", "no lock on the file". */
function filePhrase(file: Omit<FileTileView, 'text'>): string {
  const parts: string[] = [];
  if (file.covering.length > 0) {
    const who = listText(file.covering.map((m) => txnLabel(m.txn)));
    const modes = [...new Set(file.covering.map((m) => m.mode))].join('/');
    parts.push(`${who} ${file.covering.length === 1 ? 'holds' : 'hold'} ${modes} on the file`);
  }
  if (file.intention.length > 0) {
    const modes = [...new Set(file.intention.map((m) => m.mode))].sort().join('/');
    const locks = plural(file.intention.length, 'intention lock', 'intention locks');
    parts.push(`${locks} (${modes}) on the file`);
  }
  if (parts.length === 0) parts.push('no lock on the file');
  if (file.waiters.length > 0) {
    const who = file.waiters.length === 1 ? '1 waits' : `${file.waiters.length} wait`;
    parts.push(`${who} for the file`);
  }
  return parts.join(', ');
}

function summaryText(view: Omit<LockMapView, 'summary'>): string {
  const holders = new Set(view.pages.flatMap((c) => c.holders.map((h) => h.txn)));
  const pagePart =
    view.pages.length === 0
      ? 'No page locked'
      : `${plural(view.pages.length, 'page', 'pages')} locked by ${plural(holders.size, 'transaction', 'transactions')}`;
  const parts = [pagePart];
  if (view.pagesWithWaiters > 0)
    parts.push(`${plural(view.pagesWithWaiters, 'page has', 'pages have')} waiters`);
  const fileNews = view.file.covering.length > 0 || view.file.waiters.length > 0;
  if (fileNews || view.file.intention.length > 0) parts.push(filePhrase(view.file));
  return `${parts.join('; ')}.`;
}

export function lockMapView(
  locks: readonly LockTableRow[],
  options: LockMapOptions = {},
): LockMapView {
  const cycle = new Set(options.deadlock?.cycle ?? []);
  const victim = options.deadlock?.victim ?? null;
  const shown = locks.flatMap((r) => [
    ...r.holders.map((h) => h.txn),
    ...r.waiters.map((w) => w.txn),
  ]);
  const colors = distinctHolderColors(shown, options.laneOf);
  const mark = (txn: number, mode: LockModeName, text: string): TxnMark => ({
    txn,
    mode,
    color: colors.get(txn) ?? holderColor(txn, options.laneOf),
    inDeadlock: cycle.has(txn),
    victim: txn === victim,
    text,
  });

  const fileRow = locks.find((r) => r.item === FILE_ITEM);
  const fileHolders = (fileRow?.holders ?? []).map((h) =>
    mark(h.txn, h.mode, `${txnLabel(h.txn)} ${h.mode}`),
  );
  const fileParts = {
    covering: fileHolders.filter((m) => COVERING.has(m.mode)),
    intention: fileHolders.filter((m) => !COVERING.has(m.mode)),
    waiters: (fileRow?.waiters ?? []).map((w) =>
      mark(w.txn, w.mode, `${txnLabel(w.txn)} wants ${w.mode}${w.upgrade ? ' (upgrade)' : ''}`),
    ),
  };
  const phrase = filePhrase(fileParts);
  const file: FileTileView = {
    ...fileParts,
    text: phrase.charAt(0).toUpperCase() + phrase.slice(1),
  };

  let maxPage = -1;
  const pages: PageCell[] = [];
  for (const row of locks) {
    if (row.item < 0) continue;
    maxPage = Math.max(maxPage, row.item);
    if (row.holders.length === 0 && row.waiters.length === 0) continue;
    pages.push({
      page: row.item,
      holders: row.holders.map((h) => mark(h.txn, h.mode, `${txnLabel(h.txn)} ${h.mode}`)),
      waiters: row.waiters.length,
    });
  }
  pages.sort((a, b) => a.page - b.page);

  const legend = legendOf(file, pages, mark);
  const partial = {
    file,
    pages,
    maxPage,
    legend,
    pagesWithWaiters: pages.filter((c) => c.waiters > 0).length,
  };
  return { ...partial, summary: summaryText(partial) };
}

function legendOf(
  file: FileTileView,
  pages: readonly PageCell[],
  mark: (txn: number, mode: LockModeName, text: string) => TxnMark,
): LegendEntry[] {
  const fileMode = new Map<number, string>();
  for (const m of [...file.covering, ...file.intention])
    fileMode.set(m.txn, `${m.mode} on the file`);
  for (const m of file.waiters)
    if (!fileMode.has(m.txn)) fileMode.set(m.txn, `waits for ${m.mode} on the file`);
  const pageCount = new Map<number, number>();
  for (const cell of pages)
    for (const h of cell.holders) pageCount.set(h.txn, (pageCount.get(h.txn) ?? 0) + 1);
  const txns = [...new Set([...fileMode.keys(), ...pageCount.keys()])].sort((a, b) => a - b);
  return txns.map((txn) => {
    const m = mark(txn, 'X', '');
    const count = pageCount.get(txn);
    const detail = [
      fileMode.get(txn),
      count === undefined ? undefined : plural(count, 'page', 'pages'),
    ]
      .filter((d) => d !== undefined)
      .join(' · ');
    return { txn, color: m.color, detail, inDeadlock: m.inDeadlock, victim: m.victim };
  });
}

/** What the hover line says about one page: "page 17: T5 X; 2 waiting", "page 3: free". */
export function pageHoverText(view: LockMapView, page: number): string {
  const cell = view.pages.find((c) => c.page === page);
  if (cell === undefined) return `page ${page}: not locked`;
  const holders =
    cell.holders.length === 0 ? 'no holder' : cell.holders.map((h) => h.text).join(', ');
  const waiting = cell.waiters === 0 ? '' : `; ${cell.waiters} waiting`;
  return `page ${page}: ${holders}${waiting}`;
}

/**
 * What a run's trace says about its lock items: whether it locks at all, and the largest
 * page number it locks, waits for or reads (the grid's size when the database size is not
 * known, as the trace does not carry it; under file locking no page is locked, but pages
 * are read).
 */
export function lockMapExtent(events: readonly TraceEvent[]): { locks: boolean; maxPage: number } {
  let locks = false;
  let maxPage = -1;
  for (const e of events) {
    if (e.kind === 'lock.grant' || e.kind === 'lock.wait') {
      locks = true;
      if (e.item > maxPage) maxPage = e.item;
    } else if (e.kind === 'page.access' && e.page > maxPage) {
      maxPage = e.page;
    }
  }
  return { locks, maxPage };
}
