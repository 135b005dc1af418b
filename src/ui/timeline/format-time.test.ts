import { describe, expect, it } from 'vitest';
import { formatDurationUs, formatInstantUs, formatSpeed } from './format-time.ts';

describe('timeline time formats', () => {
  it('writes durations in ms with one decimal, short ones in µs', () => {
    expect(formatDurationUs(4200)).toBe('4.2 ms');
    expect(formatDurationUs(400)).toBe('0.4 ms');
    expect(formatDurationUs(40)).toBe('40 µs');
    expect(formatDurationUs(12_345_678)).toBe('12,345.7 ms');
  });

  it('writes instants in ms', () => {
    expect(formatInstantUs(1_234_500)).toBe('1,234.5 ms');
  });

  it('writes speeds as simulated ms per second', () => {
    expect(formatSpeed(40)).toBe('40 ms/s');
    expect(formatSpeed(2.5)).toBe('2.5 ms/s');
    expect(formatSpeed(1)).toBe('1 ms/s');
    expect(formatSpeed(10_000)).toBe('10,000 ms/s');
  });
});
