/** The seed field's rules: whole numbers in the scenario format's range, clear messages. */
import { describe, expect, it } from 'vitest';
import { MAX_SEED, parseSeed } from './seed.ts';

describe('parseSeed', () => {
  it('accepts whole numbers from 0 to 2^32 - 1, ignoring surrounding spaces', () => {
    expect(parseSeed('0')).toEqual({ ok: true, value: 0 });
    expect(parseSeed(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseSeed(String(MAX_SEED))).toEqual({ ok: true, value: 2 ** 32 - 1 });
  });

  it('rejects anything else with a message that names the field', () => {
    for (const text of ['', '  ', '-1', '1.5', '1e3', 'abc', '0x10', String(2 ** 32)]) {
      const result = parseSeed(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^Seed /);
    }
  });
});
