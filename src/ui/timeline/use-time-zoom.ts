/**
 * Zoom and pan on the time axis only, with our own small handler (no d3-zoom on the first
 * screen): wheel over the axis (or Ctrl/⌘ + wheel, or a trackpad pinch, over the lanes)
 * zooms about the pointer; dragging with the primary button (no Ctrl) pans, the pointer
 * captured so the drag goes on outside the canvas, and the click that ends a drag is
 * swallowed (it is not a click on a segment); one finger pans and two fingers pinch. The
 * window store is the only state: every gesture starts from and writes to it, so other
 * changes of the window (buttons, keys, following the playhead) are followed for free.
 * Plain wheel over the lanes is left to the page, so long lane lists scroll. No
 * double-click zoom, no zoom animation; leaves out the y axis. The arithmetic is in
 * zoom-gesture.ts.
 */
import { useEffect, type RefObject } from 'react';
import type { Store } from '../store/store.ts';
import { xToTime, type TimeRange, type TimeWindow } from './time-window.ts';
import {
  dragTo,
  pinchTo,
  wheelZoomFactor,
  zoomAtPx,
  zoomChanges,
  type PinchStart,
  type PointPx,
} from './zoom-gesture.ts';

/** A wheel gesture goes on while its events come closer together than this (as d3-zoom). */
const WHEEL_IDLE_MS = 150;

function pointIn(el: Element, e: MouseEvent): PointPx {
  const rect = el.getBoundingClientRect();
  return { x: e.clientX - rect.left - el.clientLeft, y: e.clientY - rect.top - el.clientTop };
}

function preventDefault(e: Event): void {
  e.preventDefault();
}

/** Swallows the click the browser sends after a drag's pointerup (as d3-drag's noclick). */
function swallowNextClick(): void {
  const stop = (e: Event): void => {
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  window.addEventListener('click', stop, true);
  setTimeout(() => window.removeEventListener('click', stop, true), 0);
}

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
    let wheelUntil = 0;
    const pointers = new Map<number, PointPx>();
    let grab: { anchorUs: number; moved: boolean } | null = null;
    let pinch: PinchStart | null = null;

    const onWheel = (event: WheelEvent): void => {
      const el = event.currentTarget as Element;
      if (!(event.ctrlKey || event.metaKey || el === axis)) return;
      const factor = wheelZoomFactor(event);
      const w = windowStore.get();
      // A new gesture that cannot zoom further is left to the page.
      if (event.timeStamp >= wheelUntil && !zoomChanges(w, factor, runRange)) return;
      event.preventDefault();
      wheelUntil = event.timeStamp + WHEEL_IDLE_MS;
      windowStore.set(zoomAtPx(w, factor, pointIn(el, event).x, widthPx, runRange));
    };

    const startGrab = (p: PointPx): void => {
      grab = { anchorUs: xToTime(windowStore.get(), widthPx, p.x), moved: false };
      pinch = null;
    };

    const onDown = (event: PointerEvent): void => {
      if (event.ctrlKey || event.button !== 0 || pointers.size >= 2) return;
      const el = event.currentTarget as Element;
      const p = pointIn(el, event);
      if (pointers.size === 0) {
        window.addEventListener('selectstart', preventDefault, true);
        window.addEventListener('dragstart', preventDefault, true);
      }
      pointers.set(event.pointerId, p);
      // Only a pointer the browser knows as down can be captured (not a synthetic one).
      if (event.isTrusted) el.setPointerCapture(event.pointerId);
      if (pointers.size === 1) startGrab(p);
      else {
        const [a, b] = [...pointers.values()] as [PointPx, PointPx];
        pinch = { window: windowStore.get(), a, b };
        if (grab !== null) grab.moved = true;
      }
    };

    const onMove = (event: PointerEvent): void => {
      if (!pointers.has(event.pointerId)) return;
      const p = pointIn(event.currentTarget as Element, event);
      const before = pointers.get(event.pointerId)!;
      if (p.x === before.x && p.y === before.y) return;
      pointers.set(event.pointerId, p);
      if (pinch !== null && pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [PointPx, PointPx];
        windowStore.set(pinchTo(pinch, a, b, widthPx, runRange));
      } else if (grab !== null) {
        grab.moved = true;
        windowStore.set(dragTo(windowStore.get(), grab.anchorUs, p.x, widthPx, runRange));
      }
    };

    const onUp = (event: PointerEvent): void => {
      if (!pointers.delete(event.pointerId)) return;
      const moved = grab?.moved ?? false;
      if (pointers.size === 1) {
        // The finger left on the screen goes on panning from where it is.
        startGrab([...pointers.values()][0]!);
        grab!.moved = moved;
        return;
      }
      grab = null;
      pinch = null;
      window.removeEventListener('selectstart', preventDefault, true);
      window.removeEventListener('dragstart', preventDefault, true);
      if (moved && event.type === 'pointerup') swallowNextClick();
    };

    const targets = [axis, lanes] as const;
    const styles = targets.map((el) => (el as HTMLElement).style?.touchAction ?? '');
    for (const el of targets) {
      el.addEventListener('wheel', onWheel as EventListener, { passive: false });
      el.addEventListener('pointerdown', onDown as EventListener);
      el.addEventListener('pointermove', onMove as EventListener);
      el.addEventListener('pointerup', onUp as EventListener);
      el.addEventListener('pointercancel', onUp as EventListener);
      // Touches are ours (pan and pinch), not the browser's scrolling, as under d3-zoom.
      const style = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
      if (style !== undefined) style.touchAction = 'none';
    }
    return () => {
      targets.forEach((el, i) => {
        el.removeEventListener('wheel', onWheel as EventListener);
        el.removeEventListener('pointerdown', onDown as EventListener);
        el.removeEventListener('pointermove', onMove as EventListener);
        el.removeEventListener('pointerup', onUp as EventListener);
        el.removeEventListener('pointercancel', onUp as EventListener);
        const style = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
        if (style !== undefined) style.touchAction = styles[i]!;
      });
      window.removeEventListener('selectstart', preventDefault, true);
      window.removeEventListener('dragstart', preventDefault, true);
    };
  }, [axisRef, lanesRef, windowStore, startUs, endUs, widthPx]);
}
