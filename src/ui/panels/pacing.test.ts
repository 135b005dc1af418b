import { describe, expect, it } from 'vitest';
import { deadlockWindowUs, shouldAnnounce } from './pacing.ts';

describe('deadlock window', () => {
  it('keeps a deadlock on screen for 1.5 s of playback at the current speed', () => {
    expect(deadlockWindowUs(40)).toBe(60_000);
    expect(deadlockWindowUs(1000)).toBe(1_500_000);
  });

  it('is never shorter than the minimum, even at the slowest speed or a bad value', () => {
    expect(deadlockWindowUs(1)).toBe(2000);
    expect(deadlockWindowUs(Number.NaN)).toBe(2000);
    expect(deadlockWindowUs(1, 30_000)).toBe(30_000);
    expect(deadlockWindowUs(100, 30_000)).toBe(150_000);
  });
});

describe('live region pacing', () => {
  it('announces at once when paused, and the first time while playing', () => {
    expect(shouldAnnounce(1000, 1001, false)).toBe(true);
    expect(shouldAnnounce(null, 5, true)).toBe(true);
  });

  it('announces at most every two seconds while playing', () => {
    expect(shouldAnnounce(1000, 2999, true)).toBe(false);
    expect(shouldAnnounce(1000, 3000, true)).toBe(true);
    expect(shouldAnnounce(1000, 1500, true, 400)).toBe(true);
  });
});
