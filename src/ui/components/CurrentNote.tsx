/**
 * The scenario's teaching note for the playhead's moment ("what to watch now"), updated a
 * few times a second and announced politely when it changes. A whole-run note is always
 * visible; a timed note takes its place from its moment on. "Previous note" and "Next note"
 * jump the playhead to a timed note and pause there. Further whole-run notes stay in the
 * scenario's "All teaching notes" list; leaves out any note history.
 */
import { timeToMs } from '../../base/time.ts';
import { formatSetting } from '../format.ts';
import { useCallback } from 'react';
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { useThrottledStore } from '../store/use-throttled.ts';
import { noteOnScreen, type TeachingNote } from '../app/teaching.ts';
import { goToNextNote, goToPreviousNote } from '../app/note-navigation.ts';

export function CurrentNote({
  notes,
  playhead,
}: {
  notes: readonly TeachingNote[];
  playhead: Playhead;
}) {
  const select = useCallback(
    (s: PlayheadState) => noteOnScreen(notes, timeToMs(s.timeUs)),
    [notes],
  );
  const index = useThrottledStore(playhead, select, 250);
  const hasTimed = notes.some((n) => n.atMs !== null);
  if (notes.length === 0) return null;
  const note = notes[index];
  return (
    <aside className="current-note" aria-label="What to watch now" data-testid="current-note">
      <p aria-live="polite">
        {note === undefined ? (
          'Press play and watch for the notes on what to look at.'
        ) : (
          <>
            {note.atMs !== null && <span className="at">At {formatSetting(note.atMs)} ms:</span>}{' '}
            {note.text}
          </>
        )}
      </p>
      {hasTimed && (
        <div className="note-nav">
          <button type="button" onClick={() => goToPreviousNote(playhead, notes)}>
            Previous note
          </button>
          <button type="button" onClick={() => goToNextNote(playhead, notes)}>
            Next note
          </button>
        </div>
      )}
    </aside>
  );
}
