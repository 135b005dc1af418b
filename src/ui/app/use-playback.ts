/**
 * One playhead for every view of the page, driven by the animation loop. When a new batch
 * delivers its first run, the playhead takes that run's time range and starts playing from
 * the requested instant (a link's `t`, else the scenario's start, else the run's) at the
 * scenario's default speed, unless the user prefers reduced motion; runs arriving later
 * only widen the range, so the compare view's runs share it.
 */
import { msToUs } from '../../base/time.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { RunView } from '../session/run-view.ts';
import { Playhead } from '../store/playhead.ts';
import { usePlayheadLoop } from '../store/use-playhead-loop.ts';

export interface PlaybackOptions {
  /** Changes with each batch: a new one restarts the playhead. */
  batchId: number;
  /** Where to start a new batch's playback (simulated ms), or null for the start. */
  startAtMs: number | null;
  /** The scenario's speed (simulated ms per wall-clock second); set when it changes. */
  speed?: number;
  autoplay: boolean;
}

export function usePlayback(views: readonly RunView[], options: PlaybackOptions): Playhead {
  const playhead = useMemo(() => new Playhead(), []);
  const startedBatch = useRef(-1);
  const appliedSpeed = useRef<number | undefined>(undefined);
  const { batchId, startAtMs, speed, autoplay } = options;
  usePlayheadLoop(playhead);

  useEffect(() => {
    if (views.length === 0) return;
    const start = Math.min(...views.map((v) => v.model.run.startUs));
    const end = Math.max(...views.map((v) => v.model.run.endUs));
    playhead.setRange(start, end);
    if (startedBatch.current === batchId) return;
    startedBatch.current = batchId;
    playhead.pause();
    playhead.seek(startAtMs === null ? start : msToUs(startAtMs));
    // A scenario's default speed applies when it changes (another scenario), so a rerun
    // keeps the speed the user chose.
    if (speed !== undefined && speed !== appliedSpeed.current) playhead.setSpeed(speed);
    appliedSpeed.current = speed;
    if (autoplay) playhead.play();
  }, [views, batchId, startAtMs, speed, autoplay, playhead]);

  return playhead;
}
