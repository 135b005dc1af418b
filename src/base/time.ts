/**
 * Simulated time. The engine counts whole microseconds so that event order never depends on
 * floating-point rounding; every conversion to and from milliseconds lives here.
 */

declare const simTimeBrand: unique symbol;
declare const simDurationBrand: unique symbol;

/** An instant on the simulation clock, in whole microseconds since the start. */
export type SimTime = number & { readonly [simTimeBrand]: true };
/** A span of simulated time, in whole microseconds. */
export type SimDuration = number & { readonly [simDurationBrand]: true };

export const ZERO_TIME = 0 as SimTime;
export const ZERO_DURATION = 0 as SimDuration;

/** Milliseconds (possibly fractional) to a whole-microsecond duration, rounded to nearest. */
export function msToDuration(ms: number): SimDuration {
  return Math.max(0, Math.round(ms * 1000)) as SimDuration;
}

export function usToDuration(us: number): SimDuration {
  return Math.max(0, Math.round(us)) as SimDuration;
}

export function durationToMs(d: SimDuration | number): number {
  return d / 1000;
}

export function timeToMs(t: SimTime | number): number {
  return t / 1000;
}

export function msToTime(ms: number): SimTime {
  return Math.max(0, Math.round(ms * 1000)) as SimTime;
}

export function addDuration(t: SimTime, d: SimDuration): SimTime {
  return (t + d) as SimTime;
}

export function elapsed(from: SimTime, to: SimTime): SimDuration {
  return (to - from) as SimDuration;
}

/*
 * Plain-number conversions for the boundaries outside the engine: display, charts, links,
 * user input and progress messages, where a value may be fractional, negative (an axis
 * band before the start) or a wall-clock time. They never round unless they say so.
 */

/** Microseconds (an instant or a span) in milliseconds, for display and messages. */
export function usToMs(us: number): number {
  return us / 1000;
}

/** Milliseconds in microseconds, not rounded: for positions on a µs axis. */
export function msToUs(ms: number): number {
  return ms * 1000;
}

/** Milliseconds kept to whole microseconds, the simulation's resolution (links, files). */
export function roundMsToWholeUs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** Microseconds in seconds (rates per second). */
export function usToSeconds(us: number): number {
  return us / 1_000_000;
}

/** Milliseconds in seconds (wall-clock durations said to a person). */
export function msToSeconds(ms: number): number {
  return ms / 1000;
}

/** Nanoseconds (a CPU clock reading, e.g. Linux's per-thread schedstat) in microseconds. */
export function nsToUs(ns: number): number {
  return ns / 1000;
}
