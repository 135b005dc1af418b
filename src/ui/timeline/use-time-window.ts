/**
 * The timeline's time window, one store shared by the axis, the painter, the gestures and
 * the keys: it opens around the playhead at the scenario's width, opens again for a new set
 * of runs, and keeps the playhead in view, following it while playing (gliding by whole
 * pixels, or paging by whole widths under reduced motion) and bringing it back after a
 * seek. Leaves out zoom and pan (use-time-zoom.ts, timeline-actions.ts) and the window's
 * arithmetic (time-window.ts).
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Playhead } from '../store/playhead.ts';
import { Store } from '../store/store.ts';
import { snapScroll } from './scroll-reuse.ts';
import {
  followPlayhead,
  initialWindow,
  keepInView,
  type TimeRange,
  type TimeWindow,
} from './time-window.ts';

export interface TimeWindowOptions {
  /** The shown runs' time range. */
  range: TimeRange;
  playhead: Playhead;
  /** Width of the window a new set of runs opens with, in µs. */
  initialWindowUs: number;
  /** Page the window by whole widths instead of gliding with the playhead. */
  reducedMotion: boolean;
  /** The plot's width in CSS px, read as the playhead moves. */
  plotWidthRef: RefObject<number>;
}

export function useTimeWindow(options: TimeWindowOptions): Store<TimeWindow> {
  const { range, playhead, initialWindowUs, reducedMotion, plotWidthRef } = options;
  const [windowStore] = useState(
    () => new Store<TimeWindow>(initialWindow(range, playhead.get().timeUs, initialWindowUs)),
  );

  // A new set of runs: start from the default window around the playhead.
  useEffect(() => {
    windowStore.set(initialWindow(range, playhead.get().timeUs, initialWindowUs));
  }, [windowStore, range, playhead, initialWindowUs]);

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
  }, [playhead, windowStore, range, reducedMotion, plotWidthRef]);

  return windowStore;
}
