/**
 * The animated timeline: for each shown run (the compare view stacks 2-4) a header and a
 * lane per transaction slot and per device unit, painted on one canvas under one shared
 * playhead, with a time axis, playback controls, hover tooltips and a keyboard segment
 * cursor read out through a live region. The playhead never re-renders this component:
 * the canvas repaints from store subscriptions. Leaves out the animation loop (the page
 * runs `usePlayheadLoop`), the panels beside the timeline, how the window follows the
 * playhead (use-time-window.ts), the keys and the segment cursor (use-timeline-keys.ts),
 * and the label column's lane names and run titles (TimelineLaneLabels.tsx,
 * TimelineRunTitles.tsx).
 */
import {
  memo,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CrashOutcome } from '../../trace/crash-outcome.ts';
import { crashPaint } from '../crash/crash-view.ts';
import type { TimelineRun } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import { describeContextOf, describeSegment } from './describe-segment.ts';
import { hitTest, type SegmentTarget } from './hit-test.ts';
import { KEY_HELP } from './keyboard-actions.ts';
import { layoutLanes } from './lane-layout.ts';
import { scrollStep } from './lanes-in-view.ts';
import { applyAction, fitAll, zoomBy, type ActionTargets } from './timeline-actions.ts';
import { AXIS_HEIGHT, TimelineAxis } from './TimelineAxis.tsx';
import { TimelineControls } from './TimelineControls.tsx';
import { TimelineLaneLabels } from './TimelineLaneLabels.tsx';
import { TimelineRunTitles } from './TimelineRunTitles.tsx';
import { DEFAULT_WINDOW_US, unionRange, xToTime } from './time-window.ts';
import { NORMAL_SCALE, type TimelineScale } from './timeline-scale.ts';
import { useTimeWindow } from './use-time-window.ts';
import { useTimelineKeys } from './use-timeline-keys.ts';
import { useTimelinePainter } from './use-timeline-painter.ts';
import { useTimeZoom } from './use-time-zoom.ts';
import './timeline.css';

export interface TimelineProps {
  runs: readonly TimelineRun[];
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
  const [plotWidth, setPlotWidth] = useState(0);
  const plotWidthRef = useRef(0);
  plotWidthRef.current = plotWidth;
  const windowStore = useTimeWindow({
    range,
    playhead,
    initialWindowUs,
    reducedMotion,
    plotWidthRef,
  });
  const targets: ActionTargets = useMemo(
    () => ({ playhead, windowStore, range, eventLists }),
    [playhead, windowStore, range, eventLists],
  );
  const [hover, setHover] = useState<Hover | null>(null);
  /** Which step of its scroll the view is in: a long list draws only nearby labels. */
  const [labelStep, setLabelStep] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const axisRef = useRef<SVGSVGElement>(null);
  const viewportHeight = Math.max(0, Math.min(layout.height, height));

  // Measured before the first paint too (the axis cell has no side padding or border, so its
  // box is its content), so the first frame is drawn without waiting for the observer.
  useLayoutEffect(() => {
    const plot = plotRef.current;
    if (plot === null) return;
    const first = Math.floor(plot.getBoundingClientRect().width);
    setPlotWidth((w) => (w === first ? w : first));
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      setPlotWidth((w) => (w === width ? w : width));
    });
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);

  // A tooltip describes what was under the pointer: drop it when the view moves.
  useEffect(() => windowStore.subscribe(() => setHover(null)), [windowStore]);

  const describe = useCallback(
    (target: SegmentTarget): string => {
      const ctx = contexts[target.lane.runIndex];
      const sentence = ctx === undefined ? '' : describeSegment(target, ctx);
      const run = runs.length > 1 ? `${layout.runs[target.lane.runIndex]?.title ?? ''}, ` : '';
      return `${run}${target.lane.label}: ${sentence}`;
    },
    [contexts, layout, runs.length],
  );
  const keys = useTimelineKeys({ layout, models, targets, describe, scrollRef, viewportHeight });

  const schedulePaint = useTimelinePainter(canvasRef, {
    layout,
    runs: paintRuns,
    windowStore,
    playhead,
    widthPx: plotWidth,
    heightPx: viewportHeight,
    scrollY: () => scrollRef.current?.scrollTop ?? 0,
    showAllWaits,
    cursor: keys.cursorAt,
    lineScale: scale.lineScale,
    fontPx: scale.canvasFontPx,
  });
  useTimeZoom(axisRef, canvasRef, windowStore, range, plotWidth);

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
          <TimelineLaneLabels
            layout={layout}
            labelStep={labelStep}
            viewportHeight={viewportHeight}
            titlesInline={titlesInline}
            scale={scale}
          />
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
              onKeyDown={keys.onKeyDown}
              onMouseMove={onMouseMove}
              onMouseLeave={() => setHover(null)}
              onClick={onClick}
              onBlur={keys.clearCursor}
            />
          </div>
          <TimelineRunTitles
            layout={layout}
            runs={runs}
            scale={scale}
            titlesInline={titlesInline}
            txnPerLane={txnPerLane}
          />
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
        {keys.announcement}
      </div>
    </section>
  );
}

/** Memoized: a page re-render with the same props (a progress message of another run) skips it. */
export const Timeline = memo(TimelineView);
