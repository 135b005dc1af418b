import { describe, expect, it } from 'vitest';
import { Playhead } from '../store/playhead.ts';
import { startBatchPlayback, widenBatchPlayback } from './playback-start.ts';

describe('where a batch starts playing', () => {
  it('opens paused at a link’s instant, so the advancing clock cannot carry it away', () => {
    const p = new Playhead({ speed: 40 });
    startBatchPlayback(p, { startUs: 0, endUs: 2_000_000 }, 638_970, true);
    p.advance(1_000);
    expect(p.get()).toMatchObject({ timeUs: 638_970, playing: false });
  });

  it('plays from the start when no instant was asked for', () => {
    const p = new Playhead();
    p.seek(50);
    startBatchPlayback(p, { startUs: 0, endUs: 1_000 }, null, true);
    expect(p.get()).toMatchObject({ timeUs: 0, playing: true });
  });

  it('stays at the start, paused, when motion is reduced', () => {
    const p = new Playhead();
    startBatchPlayback(p, { startUs: 0, endUs: 1_000 }, null, false);
    expect(p.get()).toMatchObject({ timeUs: 0, playing: false });
  });

  it('reaches an instant beyond the first run once a later run widens the range', () => {
    const p = new Playhead();
    let s = startBatchPlayback(p, { startUs: 0, endUs: 500 }, 800, true);
    expect(p.get().timeUs).toBe(500);
    s = widenBatchPlayback(p, { startUs: 0, endUs: 1_000 }, s);
    expect(p.get()).toMatchObject({ timeUs: 800, playing: false });
    expect(s.pendingUs).toBeNull();
  });

  it('plays on when the views widen the range after the preview it played ran out', () => {
    const p = new Playhead({ speed: 40 });
    let s = startBatchPlayback(p, { startUs: 0, endUs: 500 }, null, true, true);
    p.advance(1_000);
    expect(p.get()).toMatchObject({ timeUs: 500, playing: false });
    s = widenBatchPlayback(p, { startUs: 0, endUs: 100_000 }, s);
    expect(p.get()).toMatchObject({ timeUs: 500, playing: true });
    // Only once: a later pause at the end stays a pause.
    p.advance(10_000);
    widenBatchPlayback(p, { startUs: 0, endUs: 200_000 }, s);
    expect(p.get()).toMatchObject({ timeUs: 100_000, playing: false });
  });

  it('stays paused where the user paused a preview', () => {
    const p = new Playhead({ speed: 40 });
    const s = startBatchPlayback(p, { startUs: 0, endUs: 50_000 }, null, true, true);
    p.advance(100);
    p.pause();
    widenBatchPlayback(p, { startUs: 0, endUs: 100_000 }, s);
    expect(p.get()).toMatchObject({ timeUs: 4_000, playing: false });
  });

  it('stops following a pending instant once the user moves the playhead', () => {
    const p = new Playhead();
    let s = startBatchPlayback(p, { startUs: 0, endUs: 500 }, 800, true);
    p.seek(100);
    s = widenBatchPlayback(p, { startUs: 0, endUs: 1_000 }, s);
    expect(p.get().timeUs).toBe(100);
    expect(s.pendingUs).toBeNull();
  });
});
