/**
 * A scenario's teaching notes ("what to watch"), keyed by simulated time: the note to show
 * at the playhead is the latest one whose time has come.
 */
export interface TeachingNote {
  atMs: number;
  text: string;
}

/** The note for the playhead at `ms`, with its position among the notes; null before the first. */
export function teachingNoteAt(
  notes: readonly TeachingNote[],
  ms: number,
): { note: TeachingNote; index: number } | null {
  let found: { note: TeachingNote; index: number } | null = null;
  for (const [index, note] of notes.entries()) {
    if (note.atMs <= ms && (found === null || note.atMs >= found.note.atMs))
      found = { note, index };
  }
  return found;
}
