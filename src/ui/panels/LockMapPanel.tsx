/**
 * The lock map at the playhead: a tile for the whole file (who covers it with S or X, in
 * the holder's colour with the mode written out; who holds intention locks, as chips; who
 * waits for it, in queue order) above a grid of every page of the database, each locked
 * page in its holder's colour, pages with waiters outlined. A sentence sums it up for
 * screen readers and everyone; a legend maps transactions to colours; pointing at a page
 * names its holders. The grid is one canvas, so 1024 pages cost no React nodes.
 */
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import type { LaneOf } from './holder-colors.ts';
import { txnLabel } from './labels.ts';
import { capList } from './lock-table.ts';
import { lockMapView, pageHoverText, type LegendEntry, type TxnMark } from './lock-map.ts';
import { pageGridLayout, pageAtPoint } from './page-grid-layout.ts';
import { paintPageGrid } from './paint-page-grid.ts';
import { MoreNote, Panel } from './Panel.tsx';
import './lock-map.css';
import { formatCount } from '../format.ts';

export interface LockMapPanelProps {
  state: TraceState;
  /** The database's pages: the grid's size (grown if a larger page is locked). */
  pages: number;
  /** The timeline lane of a transaction, so it keeps its lane's colour. */
  laneOf?: LaneOf;
}

const MAX_CHIPS = 8;

function useElementWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = (w: number): void => {
      if (w > 0) setWidth(Math.floor(w));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry !== undefined) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Swatch({ mark }: { mark: Pick<TxnMark, 'color'> }) {
  return <span className="lm-swatch" style={{ background: mark.color.fill }} aria-hidden="true" />;
}

function MarkChips(props: { marks: readonly TxnMark[]; ordered?: boolean; waiting?: boolean }) {
  const { shown, more } = capList(props.marks, MAX_CHIPS);
  const items = shown.map((m) => (
    <li
      key={m.txn}
      className={`sp-chip lm-chip${props.waiting ? ' sp-chip-waiter' : ''}${m.inDeadlock ? ' sp-chip-deadlock' : ''}`}
    >
      <Swatch mark={m} />
      <span className="sp-chip-text">{m.text}</span>
      {m.victim && <span className="sp-tag">victim</span>}
    </li>
  ));
  return (
    <>
      {props.ordered ? (
        <ol className="sp-chips">{items}</ol>
      ) : (
        <ul className="sp-chips">{items}</ul>
      )}
      <MoreNote more={more} />
    </>
  );
}

function FileTile({ file }: { file: ReturnType<typeof lockMapView>['file'] }) {
  const owner = file.covering[0];
  const style =
    owner === undefined ? undefined : { background: owner.color.fill, color: owner.color.ink };
  return (
    <div className="lm-file" data-testid="lock-map-file">
      <div className={`lm-file-band${owner === undefined ? ' lm-file-free' : ''}`} style={style}>
        <span className="lm-file-name">File</span>
        <span className="lm-file-holder">
          {file.covering.length === 0
            ? 'no S or X lock'
            : file.covering.map((m) => `${txnLabel(m.txn)} holds ${m.mode}`).join(', ')}
        </span>
        {owner?.victim === true && <span className="sp-tag">victim</span>}
      </div>
      {file.intention.length > 0 && (
        <div className="lm-file-row">
          <span className="lm-file-label">Intention</span>
          <MarkChips marks={file.intention} />
        </div>
      )}
      {file.waiters.length > 0 && (
        <div className="lm-file-row">
          <span className="lm-file-label">Waiting</span>
          <MarkChips marks={file.waiters} ordered waiting />
        </div>
      )}
    </div>
  );
}

function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="lm-legend" aria-label="Transactions and their colours">
      {entries.map((e) => (
        <li key={e.txn} className={e.inDeadlock ? 'lm-legend-deadlock' : undefined}>
          <Swatch mark={e} />
          <strong>{txnLabel(e.txn)}</strong> <span className="lm-legend-detail">{e.detail}</span>
          {e.victim && <span className="sp-tag">victim</span>}
        </li>
      ))}
    </ul>
  );
}

/** The most pages the grid draws (64 rows of 64 at its smallest squares). */
export const MAX_GRID_PAGES = 4096;

export function LockMapPanel({ state, pages, laneOf }: LockMapPanelProps) {
  const view = useMemo(
    () => lockMapView(state.locks, { deadlock: state.deadlock, ...(laneOf ? { laneOf } : {}) }),
    [state.locks, state.deadlock, laneOf],
  );
  const wanted = Math.max(pages, view.maxPage + 1);
  // A grid of a million pages would be a canvas tens of thousands of pixels tall.
  const size = Math.min(wanted, MAX_GRID_PAGES);
  const { ref, width } = useElementWidth<HTMLDivElement>(360);
  const layout = useMemo(() => pageGridLayout(size, width), [size, width]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<number | null>(null);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (ctx === null || ctx === undefined) return;
    paintPageGrid(ctx, layout, view, globalThis.devicePixelRatio || 1);
  }, [layout, view]);

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>): void => {
    const box = e.currentTarget.getBoundingClientRect();
    setHover(pageAtPoint(layout, e.clientX - box.left, e.clientY - box.top));
  };
  const dpr = globalThis.devicePixelRatio || 1;
  const label = `Pages 0 to ${Math.max(0, size - 1)}, coloured by the transaction that locks them. ${view.summary}`;
  const extent =
    size < wanted
      ? `Pages 0 to ${size - 1} of ${formatCount(wanted)}, ${layout.columns} to a row`
      : `${formatCount(size)} pages, ${layout.columns} to a row`;

  return (
    <Panel title="Lock map" testId="lock-map" className="sp-lock-map">
      <p className="lm-summary" data-testid="lock-map-summary">
        {view.summary}
      </p>
      <FileTile file={view.file} />
      <div className="lm-grid-box" ref={ref}>
        <canvas
          ref={canvasRef}
          className="lm-grid"
          data-testid="lock-map-grid"
          data-pages={size}
          data-locked={view.pages.length}
          role="img"
          aria-label={label}
          width={Math.max(1, Math.round(layout.width * dpr))}
          height={Math.max(1, Math.round(layout.height * dpr))}
          style={{ width: layout.width, height: layout.height }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
        />
      </div>
      <p className="lm-hover" aria-hidden="true">
        {hover === null ? extent : pageHoverText(view, hover)}
      </p>
      <Legend entries={view.legend} />
    </Panel>
  );
}
