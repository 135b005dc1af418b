import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEED, MAX_SPEED, MIN_SPEED } from '../store/playhead.ts';
import { sliderToSpeed, SPEED_STEPS, speedToSlider, stepSpeed } from './speed-scale.ts';

describe('the speed slider', () => {
  it('spans the playhead speeds on a log scale', () => {
    expect(sliderToSpeed(0)).toBe(MIN_SPEED);
    expect(sliderToSpeed(SPEED_STEPS)).toBe(MAX_SPEED);
    expect(sliderToSpeed(SPEED_STEPS / 2)).toBe(100);
  });

  it('round-trips the default speed to a readable value', () => {
    expect(sliderToSpeed(speedToSlider(DEFAULT_SPEED))).toBe(DEFAULT_SPEED);
  });

  it('rounds to two significant figures', () => {
    for (let p = 0; p <= SPEED_STEPS; p += 7) {
      const s = sliderToSpeed(p);
      const digits = String(s)
        .replace(/^0\.0*|\./g, '')
        .replace(/0+$/, '');
      expect(digits.length).toBeLessThanOrEqual(2);
    }
  });

  it('steps on a 1-2-5 ladder', () => {
    expect(stepSpeed(40, 1)).toBe(50);
    expect(stepSpeed(40, -1)).toBe(20);
    expect(stepSpeed(MAX_SPEED, 1)).toBe(MAX_SPEED);
    expect(stepSpeed(MIN_SPEED, -1)).toBe(MIN_SPEED);
  });
});
