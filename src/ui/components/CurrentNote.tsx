/**
 * The scenario's teaching note for the playhead's moment ("what to watch now"), updated a
 * few times a second and announced politely when it changes.
 */
import { timeToMs } from '../../base/time.ts';
import { useCallback } from 'react';
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { useThrottledStore } from '../store/use-throttled.ts';
import { teachingNoteAt, type TeachingNote } from '../app/teaching.ts';

export function CurrentNote({
  notes,
  playhead,
}: {
  notes: readonly TeachingNote[];
  playhead: Playhead;
}) {
  const select = useCallback(
    (s: PlayheadState) => teachingNoteAt(notes, timeToMs(s.timeUs))?.index ?? -1,
    [notes],
  );
  const index = useThrottledStore(playhead, select, 250);
  const note = notes[index];
  if (!notes.some((n) => n.atMs !== null)) return null;
  return (
    <aside className="current-note" aria-live="polite" aria-label="What to watch now">
      {note === undefined ? (
        <p>Press play and watch for the notes on what to look at.</p>
      ) : (
        <p>
          <span className="at">At {note.atMs} ms:</span> {note.text}
        </p>
      )}
    </aside>
  );
}
