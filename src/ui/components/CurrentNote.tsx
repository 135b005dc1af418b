/**
 * The scenario's teaching note for the playhead's moment ("what to watch now"), updated a
 * few times a second and announced politely when it changes. A whole-run note is always
 * visible; a timed note takes its place from its moment on. "Previous note" and "Next note"
 * jump the playhead to a timed note and pause there. Folded (presentation mode), the note is
 * clamped to a few lines beside its buttons (app/presenting.css); a note cut short by the
 * clamp gets a "Whole note" button that shows all of it until the note changes. Further
 * whole-run notes stay in the scenario's "All teaching notes" list; leaves out any note
 * history.
 */
import { timeToMs } from '../../base/time.ts';
import { formatSetting } from '../format.ts';
import { useCallback, useId, useRef, useState } from 'react';
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { useThrottledStore } from '../store/use-throttled.ts';
import { noteOnScreen, type TeachingNote } from '../app/teaching.ts';
import { goToNextNote, goToPreviousNote } from '../app/note-navigation.ts';
import { useClamped } from './use-clamped.ts';

export function CurrentNote({
  notes,
  playhead,
  fold = false,
}: {
  notes: readonly TeachingNote[];
  playhead: Playhead;
  /** Clamp the note to a few lines, with a button for the whole note when it is cut short. */
  fold?: boolean;
}) {
  const select = useCallback(
    (s: PlayheadState) => noteOnScreen(notes, timeToMs(s.timeUs)),
    [notes],
  );
  const index = useThrottledStore(playhead, select, 250);
  const hasTimed = notes.some((n) => n.atMs !== null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const textId = useId();
  // The note whose whole text is shown; another note comes clamped again.
  const [wholeNote, setWholeNote] = useState<number | null>(null);
  const whole = wholeNote === index;
  const note = notes[index];
  const clamped = useClamped(textRef, note);
  const canUnfold = fold && (clamped || whole);
  if (notes.length === 0) return null;
  return (
    <aside
      className={fold && !whole ? 'current-note is-folded' : 'current-note'}
      aria-label="What to watch now"
      data-testid="current-note"
    >
      <p aria-live="polite" ref={textRef} id={textId}>
        {note === undefined ? (
          'Press play and watch for the notes on what to look at.'
        ) : (
          <>
            {note.atMs !== null && <span className="at">At {formatSetting(note.atMs)} ms:</span>}{' '}
            {note.text}
          </>
        )}
      </p>
      {(hasTimed || canUnfold) && (
        <div className="note-nav">
          {hasTimed && (
            <>
              <button type="button" onClick={() => goToPreviousNote(playhead, notes)}>
                Previous note
              </button>
              <button type="button" onClick={() => goToNextNote(playhead, notes)}>
                Next note
              </button>
            </>
          )}
          {canUnfold && (
            <button
              type="button"
              className="note-whole"
              aria-expanded={whole}
              aria-controls={textId}
              data-testid="note-whole"
              onClick={() => setWholeNote(whole ? null : index)}
            >
              {whole ? 'Fold note' : 'Whole note'}
            </button>
          )}
        </div>
      )}
    </aside>
  );
}
