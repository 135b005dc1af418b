/**
 * Presentation mode, the page's keys and the keyboard help: one state the page reads.
 * Turning presentation on asks for full screen (the Fullscreen API, where the browser
 * allows it; otherwise the page just fills the window) and sets `is-presenting` on the
 * root element, which the styles read (larger text, only the timeline, the note and the
 * panels); the timeline reads `scale` (lanes ≥ 36 px, labels ≥ 18 px, thicker marks).
 * Leaving full screen (Esc, the browser's own control) leaves presentation mode too.
 * Leaves out what the keys mean (presentation-keys.ts) and the dialogs' markup.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Playhead } from '../store/playhead.ts';
import { NORMAL_SCALE, PRESENTATION_SCALE, type TimelineScale } from '../timeline/index.ts';
import { goToNextNote, goToPreviousNote } from './note-navigation.ts';
import { isTypingTarget, pageActionForKey, type PageAction } from './presentation-keys.ts';
import type { TeachingNote } from './teaching.ts';

export const PRESENTING_CLASS = 'is-presenting';

export interface Presentation {
  presenting: boolean;
  blank: boolean;
  helpOpen: boolean;
  scale: TimelineScale;
  toggle(): void;
  setBlank(blank: boolean): void;
  openHelp(): void;
  closeHelp(): void;
}

function requestFullscreen(): boolean {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return false;
  // Refused (no user gesture, an iframe without allowfullscreen): the full-window layout stays.
  root.requestFullscreen().catch(() => {});
  return true;
}

function exitFullscreen(): void {
  if (document.fullscreenElement !== null) document.exitFullscreen().catch(() => {});
}

export function usePresentation(playhead: Playhead, notes: readonly TeachingNote[]): Presentation {
  const [presenting, setPresenting] = useState(false);
  const [blank, setBlank] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const askedFullscreen = useRef(false);

  const setMode = useCallback((on: boolean) => {
    setPresenting(on);
    if (!on) setBlank(false);
    if (on) askedFullscreen.current = requestFullscreen();
    else {
      askedFullscreen.current = false;
      exitFullscreen();
    }
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle(PRESENTING_CLASS, presenting);
    return () => document.documentElement.classList.remove(PRESENTING_CLASS);
  }, [presenting]);

  // The browser left full screen (Esc, its own control): leave presentation mode with it.
  useEffect(() => {
    const onChange = (): void => {
      if (document.fullscreenElement === null && askedFullscreen.current) setMode(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [setMode]);

  const notesRef = useRef(notes);
  notesRef.current = notes;
  const run = useCallback(
    (action: PageAction): void => {
      switch (action) {
        case 'open-help':
          return setHelpOpen(true);
        case 'toggle-presentation':
          return setMode(!presenting);
        case 'exit-presentation':
          return setMode(false);
        case 'toggle-blank':
          return setBlank((b) => !b);
        case 'next-note':
          goToNextNote(playhead, notesRef.current);
          return;
        case 'previous-note':
          goToPreviousNote(playhead, notesRef.current);
          return;
      }
    },
    [playhead, presenting, setMode],
  );

  useEffect(() => {
    if (helpOpen) return;
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.defaultPrevented) return;
      const action = pageActionForKey(e, { presenting, inField: isTypingTarget(e.target) });
      if (action === null) return;
      e.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [helpOpen, presenting, run]);

  return {
    presenting,
    blank,
    helpOpen,
    scale: presenting ? PRESENTATION_SCALE : NORMAL_SCALE,
    toggle: () => setMode(!presenting),
    setBlank,
    openHelp: () => setHelpOpen(true),
    closeHelp: () => setHelpOpen(false),
  };
}
