/**
 * One playhead for every view of the page, driven by the animation loop. When a new batch
 * delivers its first run, the playhead takes that run's time range; with no requested instant
 * it plays (unless the user prefers reduced motion) from the scenario's start, or the run's,
 * at the scenario's default speed, and a link's `t` opens paused at that instant (see
 * playback-start.ts). Runs arriving later only widen the range, so the compare view's runs
 * share it.
 */
import { msToUs } from '../../base/time.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { TimelineRun } from '../session/run-view.ts';
import { Playhead } from '../store/playhead.ts';
import { usePlayheadLoop } from '../store/use-playhead-loop.ts';
import { startBatchPlayback, widenBatchPlayback, type PlaybackStart } from './playback-start.ts';

export interface PlaybackOptions {
  /** Changes with each batch: a new one restarts the playhead. */
  batchId: number;
  /** Where to open a new batch, paused (simulated ms), or null to play from the start. */
  startAtMs: number | null;
  /** Where the scenario's own playback begins (simulated ms, played), or null for the run's start. */
  playFromMs?: number | null;
  /** The scenario's speed (simulated ms per wall-clock second); set when it changes. */
  speed?: number;
  autoplay: boolean;
  /** The views are previews of runs still streaming (playback-start.ts). */
  preview?: boolean;
}

export function usePlayback(
  views: readonly Pick<TimelineRun, 'model'>[],
  options: PlaybackOptions,
): Playhead {
  const playhead = useMemo(() => new Playhead(), []);
  const startedBatch = useRef(-1);
  const start = useRef<PlaybackStart>({ pendingUs: null });
  const appliedSpeed = useRef<number | undefined>(undefined);
  const { batchId, startAtMs, playFromMs = null, speed, autoplay, preview = false } = options;
  usePlayheadLoop(playhead);

  useEffect(() => {
    if (views.length === 0) return;
    const range = {
      startUs: Math.min(...views.map((v) => v.model.run.startUs)),
      endUs: Math.max(...views.map((v) => v.model.run.endUs)),
    };
    if (startedBatch.current === batchId) {
      start.current = widenBatchPlayback(playhead, range, start.current);
      return;
    }
    startedBatch.current = batchId;
    // A scenario's default speed applies when it changes (another scenario), so a rerun
    // keeps the speed the user chose.
    if (speed !== undefined && speed !== appliedSpeed.current) playhead.setSpeed(speed);
    appliedSpeed.current = speed;
    const target = startAtMs === null ? null : msToUs(startAtMs);
    start.current = startBatchPlayback(playhead, range, target, autoplay, preview);
    if (target === null && playFromMs !== null) playhead.seek(msToUs(playFromMs));
  }, [views, batchId, startAtMs, playFromMs, speed, autoplay, preview, playhead]);

  return playhead;
}
