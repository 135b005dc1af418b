/**
 * Timing rules that depend on how the playhead moves. A deadlock is instantaneous, so the
 * graph keeps showing it for a moment of wall-clock viewing (more simulated time at higher
 * speeds). The event log's live region speaks when the playhead is paused (stepping) and at
 * most every couple of seconds while playing, so a screen reader is not flooded.
 */
import { msToUs, usToDuration, type SimDuration } from '../../base/time.ts';

/**
 * Simulated µs a deadlock stays on screen: `wallSeconds` of playback at `speed` sim ms/s,
 * and never less than `minUs` (when paused or slow, a step or two past it still shows it).
 */
export function deadlockWindowUs(speed: number, minUs = 2000, wallSeconds = 1.5): SimDuration {
  const us = Math.round(msToUs(speed * wallSeconds));
  return usToDuration(Number.isFinite(us) ? Math.max(minUs, us) : minUs);
}

/** Whether the live region may announce now, given when it last did (wall-clock ms). */
export function shouldAnnounce(
  lastAnnouncedMs: number | null,
  nowMs: number,
  playing: boolean,
  minGapMs = 2000,
): boolean {
  if (!playing || lastAnnouncedMs === null) return true;
  return nowMs - lastAnnouncedMs >= minGapMs;
}
