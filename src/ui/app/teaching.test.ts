import { describe, expect, it } from 'vitest';
import { noteOnScreen, teachingNoteAt } from './teaching.ts';

const notes = [
  { atMs: 0, text: 'start' },
  { atMs: 500, text: 'later' },
  { atMs: 200, text: 'middle' },
];

describe('teachingNoteAt', () => {
  it('gives the latest note whose time has come, whatever the order of the list', () => {
    expect(teachingNoteAt(notes, 100)?.note.text).toBe('start');
    expect(teachingNoteAt(notes, 350)).toEqual({ note: notes[2], index: 2 });
    expect(teachingNoteAt(notes, 10_000)?.note.text).toBe('later');
  });

  it('ignores notes about the whole run', () => {
    expect(teachingNoteAt([{ atMs: null, text: 'general' }, ...notes], 100)?.note.text).toBe(
      'start',
    );
  });

  it('gives nothing before the first note or without notes', () => {
    expect(teachingNoteAt(notes.slice(1), 100)).toBeNull();
    expect(teachingNoteAt([], 100)).toBeNull();
  });
});

describe('noteOnScreen', () => {
  const withWholeRun = [{ atMs: null, text: 'whole run' }, ...notes];

  it('shows the whole-run note until the first timed note, which then takes its place', () => {
    expect(noteOnScreen(withWholeRun, -1)).toBe(0);
    expect(noteOnScreen(withWholeRun, 0)).toBe(1);
    expect(noteOnScreen(withWholeRun, 600)).toBe(2);
  });

  it('shows nothing before the first timed note when there is no whole-run note', () => {
    expect(noteOnScreen(notes.slice(1), 100)).toBe(-1);
    expect(noteOnScreen([], 100)).toBe(-1);
  });
});
