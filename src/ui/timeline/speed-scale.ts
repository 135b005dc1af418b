/**
 * The speed slider's log scale: slider positions 0..SPEED_STEPS map to MIN_SPEED..MAX_SPEED
 * simulated ms per second, rounded to two significant figures so the label reads "40 ms/s"
 * rather than "39.81 ms/s". Leaves out the playhead itself (store/playhead.ts).
 */
import { clampSpeed, MAX_SPEED, MIN_SPEED } from '../store/playhead.ts';

export const SPEED_STEPS = 400;

function roundTwoFigures(x: number): number {
  return x > 0 ? Number(x.toPrecision(2)) : x;
}

export function sliderToSpeed(position: number): number {
  const f = Math.min(1, Math.max(0, position / SPEED_STEPS));
  const speed = MIN_SPEED * (MAX_SPEED / MIN_SPEED) ** f;
  return clampSpeed(roundTwoFigures(speed));
}

export function speedToSlider(speed: number): number {
  const f = Math.log(clampSpeed(speed) / MIN_SPEED) / Math.log(MAX_SPEED / MIN_SPEED);
  return Math.round(f * SPEED_STEPS);
}

/** One step faster (+1) or slower (-1) on a 1-2-5 ladder. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const ladder: number[] = [];
  for (let decade = MIN_SPEED; decade <= MAX_SPEED; decade *= 10)
    ladder.push(decade, decade * 2, decade * 5);
  const fits = ladder.filter((s) => s >= MIN_SPEED && s <= MAX_SPEED);
  const next =
    direction > 0
      ? fits.find((s) => s > speed * 1.0001)
      : fits.toReversed().find((s) => s < speed * 0.9999);
  return next ?? clampSpeed(speed);
}
