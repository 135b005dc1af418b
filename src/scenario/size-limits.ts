/**
 * How big untrusted input may be before anything reads it whole: a scenario file, a link,
 * and the scenario a link carries once inflated. Sizes are checked first (a file's size, a
 * link's length, the length a compressed stream declares), so a huge or inflating input is
 * refused with one line without being parsed or inflated. It leaves out the limits inside a
 * scenario (counts, durations): the schema holds those.
 */

/** Largest scenario file, in bytes (the built-ins are a few kilobytes). */
export const MAX_SCENARIO_FILE_BYTES = 2 * 1024 * 1024;

/** Largest scenario a link may carry, uncompressed, in bytes. */
export const MAX_LINK_SCENARIO_BYTES = 1024 * 1024;

/** Longest link fragment, in characters (far more than 1 MB of scenario compresses to). */
export const MAX_LINK_CHARS = 2 * 1024 * 1024;

/** A byte count for a message: "2.0 MB" or "512 bytes". */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${bytes} bytes`;
}
