/** Sizes checked before anything reads untrusted input whole: links and what they inflate to. */
import { describe, expect, it } from 'vitest';
import { fnv1a, toBase64Url } from './bytes.ts';
import { compress, declaredLength } from './compress.ts';
import { decodeLink } from './url-codec.ts';
import { MAX_LINK_CHARS } from './size-limits.ts';

function messages(link: string): string[] {
  const decoded = decodeLink(link);
  return decoded.ok ? [] : decoded.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('size checks before decompressing and parsing', () => {
  // 16 MB of spaces compress to a few bytes: a decompression bomb for a link.
  const bomb = new Uint8Array(16 * 1024 * 1024).fill(32);
  const packed = compress(bomb);

  it('reads the size a compressed stream declares from its first bytes', () => {
    expect(packed.length).toBeLessThan(100);
    expect(declaredLength(packed)).toBe(bomb.length);
  });

  it('refuses a link whose scenario would inflate past 1 MB with one line naming link.s and the sizes', () => {
    const link = `v=1&s=${toBase64Url(packed)}&c=${fnv1a(bomb).toString(36)}`;
    expect(messages(link)).toEqual([
      'link.s: the scenario is too large for a link (it inflates to 16.0 MB; at most 1.0 MB)',
    ]);
  });

  it('refuses a link longer than 2 MB of text before reading its parameters', () => {
    const link = `v=1&id=textbook-2pl&junk=${'x'.repeat(MAX_LINK_CHARS)}`;
    expect(messages(link)).toEqual([
      expect.stringMatching(/^link: too long for a link \(\d+ characters; at most 2097152\)$/),
    ]);
  });
});
