import { describe, expect, it } from 'vitest';
import { MAX_SPEED, MIN_SPEED, Playhead } from './playhead.ts';

describe('Playhead', () => {
  it('advances by wall time times speed and stops at the end', () => {
    const p = new Playhead({ speed: 10 });
    p.setRange(0, 1_000);
    p.play();
    p.advance(40); // 40 wall ms at 10 sim ms/s = 400 sim µs
    expect(p.get().timeUs).toBe(400);
    p.advance(100);
    expect(p.get()).toMatchObject({ timeUs: 1_000, playing: false });
  });

  it('does not move while paused, and playing from the end starts over', () => {
    const p = new Playhead({ speed: 10 });
    p.setRange(100, 500);
    p.seek(500);
    p.advance(50);
    expect(p.get().timeUs).toBe(500);
    p.play();
    expect(p.get().timeUs).toBe(100);
  });

  it('clamps seeks and speeds, and notifies only on change', () => {
    const p = new Playhead();
    p.setRange(0, 200);
    let calls = 0;
    p.subscribe(() => calls++);
    p.seek(-5);
    expect(calls).toBe(0);
    p.seek(900);
    expect(p.get().timeUs).toBe(200);
    p.setSpeed(0);
    expect(p.get().speed).toBe(MIN_SPEED);
    p.setSpeed(1e9);
    expect(p.get().speed).toBe(MAX_SPEED);
    expect(calls).toBe(3);
  });
});
