/**
 * The animation loop: while the playhead plays, advance it once per animation frame by
 * the wall-clock time since the last frame (capped, so a background tab does not jump).
 */
import { useEffect } from 'react';
import type { Playhead } from './playhead.ts';

/** Longest frame gap honoured; a longer pause (a hidden tab) counts as this much. */
const MAX_FRAME_MS = 100;

export function usePlayheadLoop(playhead: Playhead): void {
  useEffect(() => {
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number): void => {
      if (last !== null) playhead.advance(Math.min(MAX_FRAME_MS, now - last));
      last = now;
      frame = requestAnimationFrame(tick);
    };
    const onChange = (): void => {
      if (playhead.get().playing && frame === 0) {
        last = null;
        frame = requestAnimationFrame(tick);
      } else if (!playhead.get().playing && frame !== 0) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };
    const unsubscribe = playhead.subscribe(onChange);
    onChange();
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [playhead]);
}
