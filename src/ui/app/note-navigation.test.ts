import { describe, expect, it } from 'vitest';
import { Playhead } from '../store/playhead.ts';
import {
  defaultPlayback,
  goToNextNote,
  goToPreviousNote,
  nextNoteUs,
  previousNoteUs,
  secondsToFirstNote,
} from './note-navigation.ts';

const notes = [
  { atMs: null, text: 'whole run' },
  { atMs: 50, text: 'later' },
  { atMs: 20, text: 'earlier' },
];

function playingAt(timeUs: number): Playhead {
  const playhead = new Playhead();
  playhead.setRange(0, 100_000);
  playhead.seek(timeUs);
  playhead.play();
  return playhead;
}

describe('note navigation', () => {
  it('finds the next and previous timed notes, skipping whole-run notes, whatever their order', () => {
    expect(nextNoteUs(notes, 0)).toBe(20_000);
    expect(nextNoteUs(notes, 20_000)).toBe(50_000);
    expect(nextNoteUs(notes, 50_000)).toBeNull();
    expect(previousNoteUs(notes, 50_000)).toBe(20_000);
    expect(previousNoteUs(notes, 20_000)).toBeNull();
  });

  it('jumps the playhead to the next note and pauses there', () => {
    const playhead = playingAt(30_000);
    expect(goToNextNote(playhead, notes)).toBe(true);
    expect(playhead.get()).toMatchObject({ timeUs: 50_000, playing: false });
  });

  it('jumps back to the previous note and pauses there', () => {
    const playhead = playingAt(30_000);
    expect(goToPreviousNote(playhead, notes)).toBe(true);
    expect(playhead.get()).toMatchObject({ timeUs: 20_000, playing: false });
  });

  it('leaves the playhead alone when there is no note to go to', () => {
    const playhead = playingAt(60_000);
    expect(goToNextNote(playhead, notes)).toBe(false);
    expect(playhead.get()).toMatchObject({ timeUs: 60_000, playing: true });
  });

  it("takes a scenario's own speed and start, else the page's defaults", () => {
    expect(defaultPlayback({ speed: 500, startMs: 1000, windowMs: 40 })).toEqual({
      speed: 500,
      startAtMs: 1000,
      windowUs: 40_000,
    });
    expect(defaultPlayback(undefined)).toEqual({
      speed: 40,
      startAtMs: null,
      windowUs: undefined,
    });
  });

  it('counts the wall-clock seconds to the first timed note from the default start', () => {
    expect(secondsToFirstNote(notes, { speed: 10 })).toBe(2);
    expect(secondsToFirstNote(notes, { speed: 10, startMs: 10 })).toBe(1);
    expect(secondsToFirstNote([{ atMs: null, text: 'x' }], undefined)).toBe(0);
    expect(secondsToFirstNote([], undefined)).toBeNull();
  });
});
