/**
 * Reading the seed field: a whole number from 0 to 2^32 - 1, the range the scenario format
 * accepts. Errors name the field so the message makes sense on its own (status region).
 */
export const MAX_SEED = 4_294_967_295;

export type SeedResult = { ok: true; value: number } | { ok: false; message: string };

export function parseSeed(text: string): SeedResult {
  const trimmed = text.trim();
  const range = `a whole number from 0 to ${MAX_SEED}`;
  if (trimmed === '') return { ok: false, message: `Seed is empty: enter ${range}.` };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: `Seed must be ${range}.` };
  const value = Number(trimmed);
  if (value > MAX_SEED) return { ok: false, message: `Seed is too large: it must be ${range}.` };
  return { ok: true, value };
}
