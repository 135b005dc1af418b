/**
 * The playhead: the simulated instant every view shows, whether it is playing, and how
 * fast. One Playhead drives every timeline, panel and chart of a page (the compare view
 * included), so all of them show the same instant. `advance(wallMs)` moves it by
 * wall-clock time × speed; the animation loop (`use-playhead-loop.ts`) calls it each
 * frame. Pure: no timers, no DOM, so it is tested without a browser.
 */
import { Store } from './store.ts';

export interface PlayheadState {
  /** The instant shown, in simulated µs, within [startUs, endUs]. */
  timeUs: number;
  startUs: number;
  endUs: number;
  playing: boolean;
  /** Simulated milliseconds per wall-clock second. */
  speed: number;
}

/** Speeds offered, on a log scale: simulated ms per wall-clock second. */
export const MIN_SPEED = 1;
export const MAX_SPEED = 10_000;
export const DEFAULT_SPEED = 40;

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return DEFAULT_SPEED;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

export const INITIAL_PLAYHEAD: PlayheadState = {
  timeUs: 0,
  startUs: 0,
  endUs: 0,
  playing: false,
  speed: DEFAULT_SPEED,
};

export class Playhead extends Store<PlayheadState> {
  constructor(initial: Partial<PlayheadState> = {}) {
    super({ ...INITIAL_PLAYHEAD, ...initial });
  }

  /** Sets the playable range (a new run), keeping the time inside it. */
  setRange(startUs: number, endUs: number): void {
    const end = Math.max(startUs, endUs);
    this.set((s) => ({ ...s, startUs, endUs: end, timeUs: clamp(s.timeUs, startUs, end) }));
  }

  play(): void {
    // Playing from the end starts over.
    this.set((s) => ({ ...s, playing: true, timeUs: s.timeUs >= s.endUs ? s.startUs : s.timeUs }));
  }

  pause(): void {
    this.set((s) => (s.playing ? { ...s, playing: false } : s));
  }

  toggle(): void {
    if (this.get().playing) this.pause();
    else this.play();
  }

  /** Moves to `timeUs` (clamped to the range). Does not change playing. */
  seek(timeUs: number): void {
    this.set((s) => {
      const t = clamp(Math.round(timeUs), s.startUs, s.endUs);
      return t === s.timeUs ? s : { ...s, timeUs: t };
    });
  }

  seekBy(deltaUs: number): void {
    this.seek(this.get().timeUs + deltaUs);
  }

  setSpeed(speed: number): void {
    const v = clampSpeed(speed);
    this.set((s) => (s.speed === v ? s : { ...s, speed: v }));
  }

  /** One animation frame: moves by `wallMs` of wall-clock time; stops at the end. */
  advance(wallMs: number): void {
    const s = this.get();
    if (!s.playing || wallMs <= 0) return;
    const t = s.timeUs + wallMs * s.speed; // (sim ms per wall s) = sim µs per wall ms
    if (t >= s.endUs) this.set({ ...s, timeUs: s.endUs, playing: false });
    else this.set({ ...s, timeUs: Math.round(t) });
  }
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
