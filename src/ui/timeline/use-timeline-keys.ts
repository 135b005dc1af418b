/**
 * The keyboard on the focused timeline: the playback and view keys (timeline-actions.ts),
 * and the segment cursor, whose segment is read out through a live region and kept in
 * view (the window moves to it, the lanes scroll to its lane). The first cursor key puts the
 * cursor on the segment nearest the playhead; Escape, or leaving the canvas, takes it away.
 * Leaves out which key means what (keyboard-actions.ts), the cursor's moves
 * (segment-cursor.ts) and the pointer (Timeline.tsx).
 */
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { SegmentTarget, LaneModel } from './hit-test.ts';
import { actionForKey } from './keyboard-actions.ts';
import type { TimelineLayout } from './lane-layout.ts';
import {
  cursorTarget,
  moveAcrossLanes,
  moveAlongLane,
  startCursor,
  type SegmentCursor,
} from './segment-cursor.ts';
import { keepInView } from './time-window.ts';
import { applyAction, type ActionTargets } from './timeline-actions.ts';

export interface TimelineKeysOptions {
  layout: TimelineLayout;
  models: readonly LaneModel[];
  targets: ActionTargets;
  /** The sentence read out for a segment. */
  describe: (target: SegmentTarget) => string;
  /** The lanes' scrolling frame, scrolled to the cursor's lane. */
  scrollRef: RefObject<HTMLDivElement | null>;
  viewportHeight: number;
}

export interface TimelineKeys {
  /** The cursor's segment, or null without a cursor. */
  cursorAt: SegmentTarget | null;
  /** The live region's text. */
  announcement: string;
  onKeyDown: (e: KeyboardEvent<HTMLCanvasElement>) => void;
  /** Takes the cursor away (the canvas lost the focus). */
  clearCursor: () => void;
}

export function useTimelineKeys(options: TimelineKeysOptions): TimelineKeys {
  const { layout, models, targets, describe, scrollRef, viewportHeight } = options;
  const { playhead, windowStore, range } = targets;
  const [cursor, setCursor] = useState<SegmentCursor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cursorAt = cursorTarget(layout, models, cursor);

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
  }, [cursorAt, describe, windowStore, range, viewportHeight, scrollRef]);

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

  return { cursorAt, announcement, onKeyDown, clearCursor: () => setCursor(null) };
}
