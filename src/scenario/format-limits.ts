/**
 * The limits inside a scenario: the most terminals, pages, steps, notes and the longest
 * times the format accepts, so a hostile or careless document is refused with a message
 * naming its field rather than freezing the page. The limits on raw input size (a file, a
 * link) are in `size-limits.ts`.
 */

/** Most terminals of a closed system: more freezes the page without teaching more. */
export const MAX_TERMINALS = 2_000;
/** Highest open-system arrival rate, per second (1e12 exhausted the CLI's memory). */
export const MAX_ARRIVAL_RATE_TPS = 10_000;
/** Most engine events a run may be given through `run.maxEvents` (its work budget). */
export const MAX_RUN_EVENTS = 100_000_000;
/** Longest title, and longest description or teaching note, in characters. */
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 10_000;
/** Most pages (rows) of a database, and so of any page number or count within one. */
export const MAX_PAGES = 100_000_000;
/** Most transaction types, steps in one program or loop body, and teaching notes. */
export const MAX_TYPES = 100;
export const MAX_STEPS = 500;
export const MAX_NOTES = 200;
/** Longest device time (a seek, a rotation, a transfer), in ms. */
export const MAX_DEVICE_MS = 60_000;
