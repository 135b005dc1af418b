/**
 * The animated timeline: for each shown run (the compare view stacks 2-4) a header and a
 * lane per transaction slot and per device unit, painted on one canvas under one shared
 * playhead, with a time axis, playback controls, hover tooltips and a keyboard segment
 * cursor read out through a live region. The playhead never re-renders this component:
 * the canvas repaints from store subscriptions. Leaves out the animation loop (the page
 * runs `usePlayheadLoop`) and the panels beside the timeline. Past a few hundred lanes
 * only the labels near the scrolled view are elements (lanes-in-view.ts).
 */
import {
  memo,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { UnsafeBadge } from '../components/UnsafeBadge.tsx';
import type { CrashOutcome } from '../../trace/crash-outcome.ts';
import { crashPaint } from '../crash/crash-view.ts';
import type { RunView } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import { Store } from '../store/store.ts';
import { describeContextOf, describeSegment } from './describe-segment.ts';
import { hitTest, type SegmentTarget } from './hit-test.ts';
import { actionForKey, KEY_HELP } from './keyboard-actions.ts';
import { layoutLanes } from './lane-layout.ts';
import { lanesInView, scrollStep } from './lanes-in-view.ts';
import { snapScroll } from './scroll-reuse.ts';
import {
  cursorTarget,
  moveAcrossLanes,
  moveAlongLane,
  startCursor,
  type SegmentCursor,
} from './segment-cursor.ts';
import { applyAction, fitAll, zoomBy, type ActionTargets } from './timeline-actions.ts';
import { AXIS_HEIGHT, TimelineAxis } from './TimelineAxis.tsx';
import { TimelineControls } from './TimelineControls.tsx';
import {
  followPlayhead,
  DEFAULT_WINDOW_US,
  initialWindow,
  keepInView,
  unionRange,
  xToTime,
  type TimeWindow,
} from './time-window.ts';
import { NORMAL_SCALE, type TimelineScale } from './timeline-scale.ts';
import { useTimelinePainter } from './use-timeline-painter.ts';
import { useTimeZoom } from './use-time-zoom.ts';
import './timeline.css';

export interface TimelineProps {
  runs: readonly RunView[];
  playhead: Playhead;
  /** Page the window by whole widths instead of scrolling it with the playhead. */
  reducedMotion?: boolean;
  /** Height of the lanes viewport in CSS px; more lanes scroll. */
  height?: number;
  /** Also draw every lock wait starting in view, faintly. */
  showAllWaits?: boolean;
  /** A crash the student pressed: each run's outcome (by run index), marked on its lanes. */
  crashOutcomes?: readonly (CrashOutcome | null)[];
  /** Width of the time window a new set of runs opens with, in µs (the scenario's choice). */
  initialWindowUs?: number;
  /** Lane heights, label and mark sizes: larger in presentation mode. */
  scale?: TimelineScale;
  /**
   * Lane, run-header and between-run heights fitted to the room (fit-lanes.ts); ignored in
   * presentation mode, whose scale sets its own (larger) lanes.
   */
  laneFit?: {
    laneHeight: number;
    headerHeight: number;
    runGap: number;
    titlesInline?: boolean;
    /** Terminals drawn in one shared lane (fit-lanes.ts). */
    txnPerLane?: number;
  };
}
const NO_CRASH: readonly (CrashOutcome | null)[] = [];

/** Lines of 12 px an inline run title may take in a run block `heightPx` tall. */
function inlineTitleLines(heightPx: number): number {
  return Math.max(1, Math.floor((heightPx - 2) / 12));
}

interface Hover {
  key: string;
  text: string;
  x: number;
  y: number;
}

function TimelineView({
  runs,
  playhead,
  reducedMotion = false,
  height = 560,
  showAllWaits = false,
  crashOutcomes = NO_CRASH,
  initialWindowUs = DEFAULT_WINDOW_US,
  scale = NORMAL_SCALE,
  laneFit,
}: TimelineProps) {
  const models = useMemo(() => runs.map((r) => r.model), [runs]);
  const fitted = scale === NORMAL_SCALE ? laneFit : undefined;
  const laneHeight = fitted?.laneHeight ?? scale.laneHeight;
  const headerHeight = fitted?.headerHeight ?? scale.headerHeight;
  const runGap = fitted?.runGap;
  // Compact compared runs: each title sits in the label column beside its own lanes.
  const titlesInline = fitted?.titlesInline === true;
  const txnPerLane = fitted?.txnPerLane ?? 1;
  const layout = useMemo(
    () =>
      layoutLanes(
        runs.map((r) => ({ key: r.key, title: r.title, model: r.model })),
        { laneHeight, headerHeight, runGap, txnPerLane },
      ),
    [runs, laneHeight, headerHeight, runGap, txnPerLane],
  );
  const paintRuns = useMemo(
    () =>
      models.map((model, i) => {
        const outcome = crashOutcomes[i] ?? null;
        return { model, crash: outcome === null ? null : crashPaint(model, outcome) };
      }),
    [models, crashOutcomes],
  );
  const eventLists = useMemo(() => runs.map((r) => r.events), [runs]);
  const range = useMemo(() => unionRange(models.map((m) => m.run)), [models]);
  const contexts = useMemo(
    () =>
      layout.runs.map((block, i) =>
        describeContextOf(models[i]!, block.devices, runs[i]?.index ?? null),
      ),
    [layout, models, runs],
  );
  const [windowStore] = useState(
    () => new Store<TimeWindow>(initialWindow(range, playhead.get().timeUs, initialWindowUs)),
  );
  const targets: ActionTargets = useMemo(
    () => ({ playhead, windowStore, range, eventLists }),
    [playhead, windowStore, range, eventLists],
  );

  const [plotWidth, setPlotWidth] = useState(0);
  const plotWidthRef = useRef(0);
  plotWidthRef.current = plotWidth;
  const [cursor, setCursor] = useState<SegmentCursor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hover, setHover] = useState<Hover | null>(null);
  /** Which step of its scroll the view is in: a long list draws only nearby labels. */
  const [labelStep, setLabelStep] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const axisRef = useRef<SVGSVGElement>(null);
  const viewportHeight = Math.max(0, Math.min(layout.height, height));
  const cursorAt = cursorTarget(layout, models, cursor);

  // A new set of runs: start from the default window around the playhead.
  useEffect(() => {
    windowStore.set(initialWindow(range, playhead.get().timeUs, initialWindowUs));
  }, [windowStore, range, playhead, initialWindowUs]);

  useEffect(() => {
    const plot = plotRef.current;
    if (plot === null) return;
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      setPlotWidth((w) => (w === width ? w : width));
    });
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);

  // A tooltip describes what was under the pointer: drop it when the view moves.
  useEffect(() => windowStore.subscribe(() => setHover(null)), [windowStore]);

  // Keep the playhead in view: follow it while playing, bring it back after a seek.
  useEffect(() => {
    let last = playhead.get().timeUs;
    return playhead.subscribe(() => {
      const s = playhead.get();
      if (s.timeUs === last) return;
      last = s.timeUs;
      const w = windowStore.get();
      const next = s.playing
        ? followPlayhead(w, s.timeUs, range, reducedMotion ? 'page' : 'scroll')
        : keepInView(w, s.timeUs, range);
      // Gliding by whole pixels lets the painter shift its picture (scroll-reuse.ts).
      const snapped =
        s.playing && !reducedMotion ? snapScroll(w, next, plotWidthRef.current, range.endUs) : next;
      if (snapped !== w) windowStore.set(snapped);
    });
  }, [playhead, windowStore, range, reducedMotion]);

  const schedulePaint = useTimelinePainter(canvasRef, {
    layout,
    runs: paintRuns,
    windowStore,
    playhead,
    widthPx: plotWidth,
    heightPx: viewportHeight,
    scrollY: () => scrollRef.current?.scrollTop ?? 0,
    showAllWaits,
    cursor: cursorAt,
    lineScale: scale.lineScale,
    fontPx: scale.canvasFontPx,
  });
  useTimeZoom(axisRef, canvasRef, windowStore, range, plotWidth);

  const describe = useCallback(
    (target: SegmentTarget): string => {
      const ctx = contexts[target.lane.runIndex];
      const sentence = ctx === undefined ? '' : describeSegment(target, ctx);
      const run = runs.length > 1 ? `${layout.runs[target.lane.runIndex]?.title ?? ''}, ` : '';
      return `${run}${target.lane.label}: ${sentence}`;
    },
    [contexts, layout, runs.length],
  );

  // Read the cursor's segment out, and bring it into view.
  useEffect(() => {
    if (cursorAt === null) return;
    setAnnouncement(describe(cursorAt));
    const mid = (cursorAt.segment.startUs + cursorAt.segment.endUs) / 2;
    windowStore.set((w) => keepInView(w, mid, range));
    const scroller = scrollRef.current;
    if (scroller !== null) {
      const top = cursorAt.lane.y;
      const bottom = top + cursorAt.lane.height;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (bottom > scroller.scrollTop + viewportHeight)
        scroller.scrollTop = bottom - viewportHeight;
    }
  }, [cursorAt, describe, windowStore, range, viewportHeight]);

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>): void => {
    const action = actionForKey(e);
    if (action === null) return;
    e.preventDefault();
    if (applyAction(action, targets)) return;
    const start = cursor ?? startCursor(layout, models, playhead.get().timeUs);
    if (action.kind === 'cursor-clear') {
      setCursor(null);
      setAnnouncement('Segment cursor off.');
    } else if (start === null) {
      setAnnouncement('No segments to read.');
    } else if (cursor === null) {
      setCursor(start);
    } else if (action.kind === 'cursor-along') {
      setCursor(moveAlongLane(layout, models, cursor, action.delta));
    } else if (action.kind === 'cursor-across') {
      setCursor(moveAcrossLanes(layout, models, cursor, action.direction));
    }
  };

  const pointAt = (e: MouseEvent<HTMLCanvasElement>): { x: number; y: number } => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: e.clientX - rect.left,
      y: e.clientY - rect.top + (scrollRef.current?.scrollTop ?? 0),
    };
  };

  const onMouseMove = (e: MouseEvent<HTMLCanvasElement>): void => {
    if (e.buttons !== 0) return setHover(null);
    const { x, y } = pointAt(e);
    const hit = hitTest(layout, models, windowStore.get(), plotWidth, x, y);
    if (hit === null) return setHover(null);
    const key = `${hit.lane.key}/${hit.index}`;
    setHover((h) =>
      h?.key === key && Math.abs(h.x - e.clientX) < 40 && Math.abs(h.y - e.clientY) < 40
        ? h
        : { key, text: describe(hit), x: e.clientX, y: e.clientY },
    );
  };

  const onClick = (e: MouseEvent<HTMLCanvasElement>): void => {
    playhead.seek(xToTime(windowStore.get(), plotWidth, pointAt(e).x));
  };

  const titles = runs.map((r) => r.title).join('; ');
  return (
    <section
      className={scale.large ? 'timeline is-large' : 'timeline'}
      data-testid="timeline"
      aria-label="Timeline"
    >
      <TimelineControls
        playhead={playhead}
        onStep={(direction) => applyAction({ kind: 'step-event', direction }, targets)}
        onZoom={(factor) => zoomBy(targets, factor)}
        onFit={() => fitAll(targets)}
      />
      <div
        className="timeline-frame"
        ref={scrollRef}
        style={{ maxHeight: viewportHeight + AXIS_HEIGHT + 2 }}
        onScroll={() => {
          setHover(null);
          schedulePaint();
          setLabelStep(scrollStep(scrollRef.current?.scrollTop ?? 0, viewportHeight));
        }}
      >
        <div className="timeline-grid" style={{ gridTemplateColumns: `${scale.labelWidth}px 1fr` }}>
          <div className="timeline-corner">time (ms)</div>
          <div className="timeline-axis-cell" ref={plotRef}>
            <TimelineAxis windowStore={windowStore} widthPx={plotWidth} svgRef={axisRef} />
          </div>
          <div className="timeline-labels" style={{ height: layout.height }} aria-hidden="true">
            {(titlesInline ? [] : lanesInView(layout.lanes, labelStep, viewportHeight)).map(
              (lane) => (
                <div
                  key={lane.key}
                  className={`timeline-lane-label is-${lane.kind}`}
                  style={{
                    top: lane.y,
                    height: lane.height,
                    fontSize:
                      scale !== NORMAL_SCALE
                        ? scale.labelPx
                        : lane.height < 18
                          ? Math.max(8, lane.height - 2)
                          : lane.height >= 32
                            ? 18
                            : scale.labelPx,
                  }}
                >
                  {lane.label}
                </div>
              ),
            )}
          </div>
          <div className="timeline-plot" style={{ height: layout.height }}>
            <canvas
              ref={canvasRef}
              className="timeline-canvas"
              data-testid="timeline-canvas"
              style={{ width: plotWidth, height: viewportHeight, top: AXIS_HEIGHT }}
              tabIndex={0}
              role="application"
              aria-roledescription="timeline"
              aria-label={`Timeline of ${runs.length === 1 ? 'the run' : `${runs.length} runs`}: ${titles}. ${KEY_HELP}`}
              onKeyDown={onKeyDown}
              onMouseMove={onMouseMove}
              onMouseLeave={() => setHover(null)}
              onClick={onClick}
              onBlur={() => setCursor(null)}
            />
          </div>
          {layout.runs.map((block, i) => (
            <div
              key={block.key}
              className={titlesInline ? 'timeline-run-title is-inline' : 'timeline-run-title'}
              style={
                titlesInline
                  ? {
                      top: AXIS_HEIGHT + block.y,
                      height: block.bottom - block.y,
                      width: scale.labelWidth,
                    }
                  : {
                      top: AXIS_HEIGHT + block.y,
                      height: block.headerHeight,
                      fontSize:
                        scale === NORMAL_SCALE && block.headerHeight < 26
                          ? block.headerHeight - 5
                          : scale.labelPx + 1,
                    }
              }
              title={
                titlesInline
                  ? block.title + sharedNote(block.txnLanes.length, txnPerLane)
                  : undefined
              }
            >
              {titlesInline ? (
                <span
                  className="timeline-run-title-text"
                  style={{ maxHeight: 12 * inlineTitleLines(block.bottom - block.y) }}
                >
                  {block.title}
                  {sharedNote(block.txnLanes.length, txnPerLane)}
                </span>
              ) : (
                block.title
              )}
              {runs[i]?.model.run.commitProtocol === 'no-wait' && <UnsafeBadge />}
            </div>
          ))}
        </div>
      </div>
      {hover !== null && (
        <div
          className="timeline-tooltip"
          role="tooltip"
          style={{ left: hover.x + 14, top: hover.y + 14 }}
        >
          {hover.text}
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" data-testid="timeline-announcer">
        {announcement}
      </div>
    </section>
  );
}

/** Memoized: a page re-render with the same props (a progress message of another run) skips it. */
export const Timeline = memo(TimelineView);

/** What a run's title says when its terminals share lanes: how many to a lane. */
function sharedNote(terminals: number, perLane: number): string {
  if (perLane <= 1 || terminals <= 1) return '';
  return ` · ${terminals} terminals, ${Math.min(perLane, terminals)} drawn over one another per lane`;
}
