/**
 * Moving between a scenario's timed teaching notes: "next note" and "previous note" jump the
 * playhead to the note's moment and pause there, so the instructor can talk over a still
 * picture (presentation mode calls these from Page Up / Page Down). Notes about the
 * whole run have no moment and are skipped; leaves out any animation of the jump.
 */
import { msToUs } from '../../base/time.ts';
import type { Playhead } from '../store/playhead.ts';
import type { TeachingNote } from './teaching.ts';

/** The moments of the timed notes, in µs, ascending and without repeats. */
function noteMomentsUs(notes: readonly TeachingNote[]): number[] {
  const moments = notes.flatMap((n) => (n.atMs === null ? [] : [msToUs(n.atMs)]));
  return [...new Set(moments)].sort((a, b) => a - b);
}

/** The first timed note's moment strictly after `timeUs`, in µs, or null when none is left. */
export function nextNoteUs(notes: readonly TeachingNote[], timeUs: number): number | null {
  return noteMomentsUs(notes).find((t) => t > timeUs) ?? null;
}

/** The last timed note's moment strictly before `timeUs`, in µs, or null when none is. */
export function previousNoteUs(notes: readonly TeachingNote[], timeUs: number): number | null {
  return noteMomentsUs(notes).findLast((t) => t < timeUs) ?? null;
}

function jumpTo(playhead: Playhead, timeUs: number | null): boolean {
  if (timeUs === null) return false;
  playhead.pause();
  playhead.seek(timeUs);
  return true;
}

/** Pauses at the next timed note's moment; false (and nothing moves) when there is none. */
export function goToNextNote(playhead: Playhead, notes: readonly TeachingNote[]): boolean {
  return jumpTo(playhead, nextNoteUs(notes, playhead.get().timeUs));
}

/** Pauses at the previous timed note's moment; false (and nothing moves) when there is none. */
export function goToPreviousNote(playhead: Playhead, notes: readonly TeachingNote[]): boolean {
  return jumpTo(playhead, previousNoteUs(notes, playhead.get().timeUs));
}

/** How a scenario plays when it opens: its own speed and start, else the page's defaults. */
