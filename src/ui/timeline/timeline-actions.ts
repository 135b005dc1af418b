/**
 * Carries out the playback and view actions of keys and buttons on the playhead and the
 * time window: play/pause, step to the previous/next event, nudge by a share of the
 * window, zoom about the playhead (or the window's centre when the playhead is out of
 * view), fit, jump to start/end. Cursor actions are the component's. No DOM, so tested
 * with a real Playhead and Store.
 */
import type { Playhead } from '../store/playhead.ts';
import type { Store } from '../store/store.ts';
import type { TimelineAction } from './keyboard-actions.ts';
import { nextEventTimeOfRuns, previousEventTimeOfRuns } from './event-steps.ts';
import {
  fitWindow,
  windowWidth,
  zoomAbout,
  type TimeRange,
  type TimeWindow,
} from './time-window.ts';

export interface ActionTargets {
  playhead: Playhead;
  windowStore: Store<TimeWindow>;
  range: TimeRange;
  eventLists: readonly (readonly { t: number }[])[];
}

/** The anchor of a zoom: the playhead when it is in view, else the window's centre. */
export function zoomAnchor(w: TimeWindow, timeUs: number): number {
  return timeUs >= w.t0 && timeUs <= w.t1 ? timeUs : (w.t0 + w.t1) / 2;
}

export function zoomBy(targets: ActionTargets, factor: number): void {
  const { windowStore, playhead, range } = targets;
  const w = windowStore.get();
  windowStore.set(zoomAbout(w, factor, zoomAnchor(w, playhead.get().timeUs), range));
}

export function fitAll(targets: ActionTargets): void {
  targets.windowStore.set(fitWindow(targets.range));
}

/** Returns false for actions it does not handle (the segment cursor's). */
export function applyAction(action: TimelineAction, targets: ActionTargets): boolean {
  const { playhead, windowStore, eventLists } = targets;
  switch (action.kind) {
    case 'toggle-play':
      playhead.toggle();
      return true;
    case 'step-event': {
      const now = playhead.get().timeUs;
      const t =
        action.direction > 0
          ? nextEventTimeOfRuns(eventLists, now)
          : previousEventTimeOfRuns(eventLists, now);
      playhead.pause();
      if (t !== null) playhead.seek(t);
      return true;
    }
    case 'nudge':
      playhead.pause();
      playhead.seekBy(windowWidth(windowStore.get()) * action.fraction);
      return true;
    case 'zoom':
      zoomBy(targets, action.factor);
      return true;
    case 'fit':
      fitAll(targets);
      return true;
    case 'jump': {
      const s = playhead.get();
      playhead.seek(action.to === 'start' ? s.startUs : s.endUs);
      return true;
    }
    case 'cursor-along':
    case 'cursor-across':
    case 'cursor-clear':
      return false;
  }
}
