import { describe, expect, it } from 'vitest';
import {
  durationToMs,
  msToDuration,
  msToSeconds,
  msToTime,
  msToUs,
  roundMsToWholeUs,
  timeToMs,
  usToMs,
  usToSeconds,
} from './time.ts';

describe('simulated time conversions', () => {
  it('turns milliseconds into whole microseconds on the clock, never below zero', () => {
    expect(msToTime(1.2345)).toBe(1235);
    expect(msToDuration(0.0004)).toBe(0);
    expect(msToTime(-3)).toBe(0);
  });

  it('reads clock values back in milliseconds', () => {
    expect(timeToMs(msToTime(12.5))).toBe(12.5);
    expect(durationToMs(msToDuration(0.25))).toBe(0.25);
  });

  it('converts plain numbers at the boundaries without rounding, negative ones included', () => {
    expect(usToMs(2_500)).toBe(2.5);
    expect(usToMs(-1500)).toBe(-1.5);
    expect(msToUs(0.0002)).toBeCloseTo(0.2, 12);
    expect(msToUs(-2)).toBe(-2000);
  });

  it('keeps a millisecond value to whole microseconds when asked', () => {
    expect(roundMsToWholeUs(1.23456)).toBe(1.235);
    expect(roundMsToWholeUs(7)).toBe(7);
  });

  it('gives seconds for rates and for wall-clock spans', () => {
    expect(usToSeconds(2_500_000)).toBe(2.5);
    expect(msToSeconds(1500)).toBe(1.5);
  });
});
