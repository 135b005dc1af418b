/**
 * The panels' view of the playhead: its instant, whether it plays and how fast, read at
 * most ~10 times a second (the playhead itself moves at 60 fps), and the run's state at
 * that instant, computed once for all panels. A deadlock stays shown for the session's
 * display window, longer at high speeds so it is on screen for a moment of viewing.
 */
import { useMemo } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { DEADLOCK_DISPLAY_US } from '../session/build-run-view.ts';
import type { RunView } from '../session/run-view.ts';
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { useThrottledStore } from '../store/use-throttled.ts';
import { deadlockWindowUs } from './pacing.ts';

/** Re-render interval of the panels while the playhead animates. */
export const PANEL_INTERVAL_MS = 100;

export interface PanelPlayback {
  timeUs: number;
  playing: boolean;
  speed: number;
}

function selectPlayback(s: PlayheadState): PanelPlayback {
  return { timeUs: s.timeUs, playing: s.playing, speed: s.speed };
}

export function usePanelPlayback(playhead: Playhead): PanelPlayback {
  return useThrottledStore(playhead, selectPlayback, PANEL_INTERVAL_MS);
}

export function useStateAt(run: RunView, playback: PanelPlayback): TraceState {
  const { timeUs, speed } = playback;
  return useMemo(
    () =>
      run.index.stateAt(timeUs, { deadlockWindowUs: deadlockWindowUs(speed, DEADLOCK_DISPLAY_US) }),
    [run.index, timeUs, speed],
  );
}
