/**
 * Where a batch's playback begins. With no requested instant the playhead starts at the run's
 * start and plays (unless motion is reduced). A link's `t` is a moment someone chose to show:
 * the page opens paused exactly there, so "Crash here" and the panels refer to that moment.
 * While runs are still streaming in, the range may not reach the instant yet; the target is
 * kept and re-applied as the range widens, until it is reached. A batch that started playing
 * over a preview (the first streamed events, before any view is ready) and ran out of it
 * plays on once the views widen the range. Pure: no timers, no DOM.
 */
import type { Playhead } from '../store/playhead.ts';

export interface PlaybackStart {
  /** The instant (µs) still to be reached, or null once it is (or when none was asked for). */
  pendingUs: number | null;
  /** Started playing over a preview: if it stopped at the preview's end, play on. */
  resumeAtEnd?: boolean;
}

/** Starts a new batch on `playhead` over [startUs, endUs]. */
export function startBatchPlayback(
  playhead: Playhead,
  range: { startUs: number; endUs: number },
  targetUs: number | null,
  autoplay: boolean,
  preview = false,
): PlaybackStart {
  playhead.setRange(range.startUs, range.endUs);
  playhead.pause();
  if (targetUs === null) {
    playhead.seek(range.startUs);
    if (autoplay) playhead.play();
    return { pendingUs: null, resumeAtEnd: preview && autoplay };
  }
  playhead.seek(targetUs);
  return { pendingUs: targetUs > range.endUs ? targetUs : null };
}

/** A widened range: moves on to a still-pending instant if the user has not moved away. */
export function widenBatchPlayback(
  playhead: Playhead,
  range: { startUs: number; endUs: number },
  start: PlaybackStart,
): PlaybackStart {
  const before = playhead.get();
  playhead.setRange(range.startUs, range.endUs);
  if (start.resumeAtEnd === true) {
    const ranOut = !before.playing && before.timeUs === before.endUs && range.endUs > before.endUs;
    if (ranOut) playhead.play();
    return { ...start, resumeAtEnd: false };
  }
  const target = start.pendingUs;
  if (target === null) return start;
  // The user took over (played or moved the playhead off the range's end): stop following.
  if (before.playing || before.timeUs !== before.endUs) return { pendingUs: null };
  playhead.seek(target);
  return { pendingUs: target > range.endUs ? target : null };
}
