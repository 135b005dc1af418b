/**
 * A scenario's teaching notes ("what to watch"), keyed by simulated time: the note to show
 * at the playhead is the latest one whose time has come, else the first whole-run note.
 */
export interface TeachingNote {
  /** When the note applies; null for a note about the whole run (not tied to the playhead). */
  atMs: number | null;
  text: string;
}

/** The note for the playhead at `ms`, with its position among the notes; null before the first. */
export function teachingNoteAt(
  notes: readonly TeachingNote[],
  ms: number,
): { note: TeachingNote; index: number } | null {
  let found: { note: TeachingNote; index: number; atMs: number } | null = null;
  for (const [index, note] of notes.entries()) {
    const at = note.atMs;
    if (at !== null && at <= ms && (found === null || at >= found.atMs)) {
      found = { note, index, atMs: at };
    }
  }
  return found === null ? null : { note: found.note, index: found.index };
}

/**
 * The note on screen at `ms`: the latest timed note whose time has come, which takes the
 * place of the whole-run note, else the first whole-run note (always visible); its index,
 * or -1 when there is none to show.
 */
export function noteOnScreen(notes: readonly TeachingNote[], ms: number): number {
  const timed = teachingNoteAt(notes, ms);
  if (timed !== null) return timed.index;
  return notes.findIndex((n) => n.atMs === null);
}
