/**
 * A scenario's teaching notes ("what to watch"), keyed by simulated time: the note to show
 * at the playhead is the latest one whose time has come.
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
