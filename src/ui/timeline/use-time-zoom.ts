/**
 * d3-zoom on the time axis only: wheel over the axis (or Ctrl/⌘ + wheel, or a pinch, over
 * the lanes) zooms about the pointer, dragging pans. The zoom transform is kept in step
 * with the window store both ways: a gesture sets the window; any other change of the
 * window (buttons, keys, following the playhead) moves the transform. Plain wheel over
 * the lanes is left to the page, so long lane lists scroll. Leaves out the y axis.
 */
import { useEffect, type RefObject } from 'react';
import { select, zoom, zoomIdentity, type D3ZoomEvent } from 'd3';
import type { Store } from '../store/store.ts';
import {
  clampWindow,
  MIN_WINDOW_US,
  transformFromWindow,
  windowFromTransform,
  type TimeRange,
  type TimeWindow,
} from './time-window.ts';

export function useTimeZoom(
  axisRef: RefObject<Element | null>,
  lanesRef: RefObject<Element | null>,
  windowStore: Store<TimeWindow>,
  range: TimeRange,
  widthPx: number,
): void {
  const { startUs, endUs } = range;
  useEffect(() => {
    const axis = axisRef.current;
    const lanes = lanesRef.current;
    if (widthPx <= 0 || axis === null || lanes === null) return;
    const runRange = { startUs, endUs };
    const full = Math.max(1, endUs - startUs);
    const behavior = zoom<Element, unknown>()
      .extent([
        [0, 0],
        [widthPx, 1],
      ])
      .scaleExtent([1, Math.max(1, full / MIN_WINDOW_US)])
      .translateExtent([
        [0, 0],
        [widthPx, 1],
      ])
      .filter((event: Event) => {
        if (event.type === 'wheel') {
          const wheel = event as WheelEvent;
          return wheel.ctrlKey || wheel.metaKey || wheel.currentTarget === axis;
        }
        const mouse = event as MouseEvent;
        return !mouse.ctrlKey && !mouse.button;
      })
      .wheelDelta((event: WheelEvent) => {
        const unit = event.deltaMode === 1 ? 0.05 : event.deltaMode ? 1 : 0.002;
        // Pinches arrive as small Ctrl+wheel deltas; a mouse wheel's notches are large.
        const pinch = event.ctrlKey && Math.abs(event.deltaY) < 50 ? 10 : 1;
        return -event.deltaY * unit * pinch;
      })
      .on('zoom', (event: D3ZoomEvent<Element, unknown>) => {
        if (event.sourceEvent === null || event.sourceEvent === undefined) return;
        const next = windowFromTransform(runRange, widthPx, event.transform);
        windowStore.set(clampWindow(next, runRange));
      });
    const targets = [select(axis), select(lanes)];
    for (const target of targets) {
      target.call(behavior);
      target.on('dblclick.zoom', null);
    }
    const sync = (): void => {
      const t = transformFromWindow(runRange, widthPx, windowStore.get());
      const transform = zoomIdentity.translate(t.x, 0).scale(t.k);
      for (const target of targets) behavior.transform(target, transform);
    };
    sync();
    const unsubscribe = windowStore.subscribe(sync);
    return () => {
      unsubscribe();
      for (const target of targets) target.on('.zoom', null);
    };
  }, [axisRef, lanesRef, windowStore, startUs, endUs, widthPx]);
}
