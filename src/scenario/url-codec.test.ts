import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fnv1a, fromBase64Url, toBase64Url, utf8Decode, utf8Encode } from './bytes.ts';
import { compress, decompress } from './compress.ts';
import { decodeLink, encodeLink, type LinkState } from './url-codec.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

const inlineState: LinkState = {
  scenario: { kind: 'inline', doc: textbook },
  seed: 42,
  variant: 'no-locks',
  playheadMs: 1234.5,
  embed: false,
};

/** mulberry32: a small seeded PRNG, so every run tests the same inputs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBytes(random: () => number, length: number, alphabet = 256): Uint8Array {
  return Uint8Array.from({ length }, () => Math.floor(random() * alphabet));
}

/** Decodes without letting a throw escape unnoticed; returns `path: message` lines. */
function errorsOf(fragment: string): string[] {
  let result: ReturnType<typeof decodeLink> | undefined;
  expect(() => {
    result = decodeLink(fragment);
  }).not.toThrow();
  return result!.ok ? [] : result!.errors.map((e) => `${e.path}: ${e.message}`);
}

/** The fragment with one parameter's raw value replaced (or added). */
function withParam(fragment: string, key: string, value: string): string {
  const parts = fragment.split('&').filter((p) => !p.startsWith(`${key}=`));
  return [...parts, `${key}=${value}`].join('&');
}

function paramOf(fragment: string, key: string): string {
  return fragment
    .split('&')
    .find((p) => p.startsWith(`${key}=`))!
    .slice(key.length + 1);
}

describe('links', () => {
  it('carry predict=1 as an additive key: written only when asked for, read back, absent in old links', () => {
    const state: LinkState = {
      scenario: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
    };
    expect(encodeLink(state)).toBe('v=1&id=mpl-thrashing');
    const fragment = encodeLink({ ...state, predict: true });
    expect(fragment).toBe('v=1&id=mpl-thrashing&predict=1');
    expect(decodeLink(fragment)).toEqual({ ok: true, value: { ...state, predict: true } });
    expect(decodeLink('v=1&id=mpl-thrashing')).toEqual({ ok: true, value: state });
    expect(decodeLink('v=1&id=mpl-thrashing&predict=0')).toEqual({ ok: true, value: state });
  });

  it('round-trips a built-in scenario id with seed, variant, playhead time and embed', () => {
    const state: LinkState = {
      scenario: { kind: 'builtin', id: 'textbook-2pl' },
      seed: 4294967295,
      variant: 'no-locks',
      playheadMs: 0.1 + 0.2,
      embed: true,
    };
    const fragment = encodeLink(state);
    expect(fragment).toBe(
      'v=1&id=textbook-2pl&seed=4294967295&variant=no-locks&t=0.30000000000000004&embed=1',
    );
    expect(decodeLink(fragment)).toEqual({ ok: true, value: state });
    expect(decodeLink(`#${fragment}`)).toEqual({ ok: true, value: state });
  });

  it('round-trips a link with nothing optional set', () => {
    const state: LinkState = {
      scenario: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
    };
    expect(encodeLink(state)).toBe('v=1&id=mpl-thrashing');
    expect(decodeLink('#v=1&id=mpl-thrashing')).toEqual({ ok: true, value: state });
  });

  it('round-trips the inline textbook scenario to a deep-equal document', () => {
    const result = decodeLink(encodeLink(inlineState));
    expect(result).toEqual({ ok: true, value: inlineState });
  });

  it('round-trips text outside ASCII in an inline scenario', () => {
    const doc = { ...textbook, title: 'Zwei-Phasen-Sperren — “strikt” 🔒 ✓' };
    const result = decodeLink(encodeLink({ ...inlineState, scenario: { kind: 'inline', doc } }));
    expect(result.ok && result.value.scenario).toEqual({ kind: 'inline', doc });
  });

  it('keeps a link for the textbook scenario under 3,000 characters', () => {
    const fragment = encodeLink(inlineState);
    expect(fragment.length).toBeLessThan(3000);
    expect(fragment).toMatch(/^[A-Za-z0-9=&_.-]+$/); // nothing a URL would escape
  });

  it('ignores keys it does not know, so later versions can add some', () => {
    const result = decodeLink('v=1&id=textbook-2pl&theme=dark&future%20key=x&bare');
    expect(result.ok && result.value.scenario).toEqual({ kind: 'builtin', id: 'textbook-2pl' });
  });

  it("round-trips the compare view's pick of runs, and reads a link without one as every run", () => {
    const state: LinkState = {
      scenario: { kind: 'builtin', id: 'charm-figure1' },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
      runs: ['2pl', 'tste'],
    };
    expect(encodeLink(state)).toBe('v=1&id=charm-figure1&runs=2pl.tste');
    expect(decodeLink('v=1&id=charm-figure1&runs=2pl.tste')).toEqual({ ok: true, value: state });
    expect(decodeLink('v=1&id=charm-figure1&runs=2pl%2Ctste')).toEqual({ ok: true, value: state });
    const old = decodeLink('v=1&id=charm-figure1');
    expect(old.ok && old.value.runs).toBeUndefined();
    const bad = decodeLink('v=1&id=charm-figure1&runs=2PL..x');
    expect(bad.ok && bad.value.runs).toBeUndefined();
  });

  it('refuses to encode a seed or playhead time that no link can carry', () => {
    expect(() => encodeLink({ ...inlineState, seed: -1 })).toThrow(RangeError);
    expect(() => encodeLink({ ...inlineState, playheadMs: Number.NaN })).toThrow(RangeError);
    expect(() => encodeLink({ ...inlineState, variant: 'No Locks' })).toThrow(RangeError);
  });
});

describe('compression', () => {
  it('shrinks the textbook scenario JSON by at least 2x', () => {
    const bytes = utf8Encode(JSON.stringify(textbook));
    const packed = compress(bytes);
    expect(packed.length * 2).toBeLessThanOrEqual(bytes.length);
  });

  it('round-trips empty, one-byte, repetitive, random and 100 KB inputs exactly', () => {
    const random = prng(20240601);
    const inputs: Uint8Array[] = [
      new Uint8Array(0),
      Uint8Array.of(0),
      Uint8Array.of(255),
      new Uint8Array(100_000), // all zeros
      utf8Encode('abc'.repeat(33_334)),
      randomBytes(random, 100_000), // incompressible
      randomBytes(random, 100_000, 4), // few symbols: many short matches
      utf8Encode(JSON.stringify(textbook).repeat(50)), // long matches far back
    ];
    for (let trial = 0; trial < 300; trial++) {
      inputs.push(randomBytes(random, Math.floor(random() * 300), 1 + Math.floor(random() * 256)));
    }
    for (const input of inputs) {
      const packed = compress(input);
      const unpacked = decompress(packed);
      expect(unpacked).toBeInstanceOf(Uint8Array);
      expect(unpacked).toEqual(input);
    }
    // Incompressible data grows only a little; repetitive data almost vanishes.
    expect(compress(inputs[5]!).length).toBeLessThan(100_000 * 1.03);
    expect(compress(inputs[3]!).length).toBeLessThan(40);
  });

  it('reports damaged compressed data instead of throwing', () => {
    const packed = compress(utf8Encode(JSON.stringify(textbook)));
    expect(decompress(packed.subarray(0, packed.length - 1))).toBe('the data is cut short');
    expect(decompress(Uint8Array.of(...packed, 0))).toBe('it has bytes left over');
    // No bit of the stream can change without notice, not even in the final (flush) bytes.
    for (let i = 0; i < packed.length; i++) {
      for (let b = 0; b < 8; b++) {
        const altered = Uint8Array.from(packed);
        altered[i]! ^= 1 << b;
        const result = decompress(altered);
        if (typeof result !== 'string') expect(result).not.toEqual(decompress(packed));
      }
    }
    expect(decompress(new Uint8Array(0))).toBe('the data is cut short');
    expect(decompress(packed, 100)).toMatch(/^it claims \d{4} bytes, more than the limit of 100$/);
    const random = prng(7);
    let rejected = 0;
    for (let trial = 0; trial < 200; trial++) {
      // Random bytes are occasionally a valid stream (of a few bytes); mostly they are not.
      const result = decompress(randomBytes(random, Math.floor(random() * 64)), 1 << 16);
      if (typeof result === 'string') rejected++;
      else expect(compress(result).length).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(150);
  });

  it('round-trips base64url and UTF-8, and rejects malformed input', () => {
    const random = prng(99);
    for (let length = 0; length < 40; length++) {
      const bytes = randomBytes(random, length);
      const text = toBase64Url(bytes);
      expect(text).not.toMatch(/[=+/]/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(fromBase64Url('abc$')).toBeNull(); // foreign character
    expect(fromBase64Url('abcde')).toBeNull(); // impossible length
    expect(fromBase64Url('AB')).toBeNull(); // non-zero padding bits
    const text = 'a é € 𝄞';
    expect(utf8Decode(utf8Encode(text))).toBe(text);
    expect(Array.from(utf8Encode('é€𝄞'))).toEqual(Array.from(Buffer.from('é€𝄞', 'utf8')));
    expect(utf8Decode(Uint8Array.of(0xc3))).toBeNull(); // cut short
    expect(utf8Decode(Uint8Array.of(0xc0, 0x80))).toBeNull(); // overlong
    expect(utf8Decode(Uint8Array.of(0xed, 0xa0, 0x80))).toBeNull(); // surrogate
  });
});

describe('tampered and truncated links', () => {
  const fragment = encodeLink(inlineState);
  const data = paramOf(fragment, 's');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('reports a flipped character in the scenario data as damage to link.s', () => {
    for (let i = 0; i < data.length; i++) {
      const replacement = alphabet[(alphabet.indexOf(data[i]!) + 1 + (i % 63)) % 64]!;
      const flipped = data.slice(0, i) + replacement + data.slice(i + 1);
      const errors = errorsOf(withParam(fragment, 's', flipped));
      expect(errors).toEqual([expect.stringMatching(/^link\.s: the scenario data is damaged \(/)]);
    }
  });

  it('reports truncated scenario data as damage to link.s', () => {
    for (let length = 0; length < data.length; length++) {
      const errors = errorsOf(withParam(fragment, 's', data.slice(0, length)));
      expect(errors).toEqual([expect.stringMatching(/^link\.s: the scenario data is damaged \(/)]);
    }
    // A link cut off in the middle of the whole fragment loses the parameters after `s` too.
    expect(errorsOf(fragment.slice(0, fragment.indexOf('&c=') - 10))[0]).toMatch(/^link\.c: /);
  });

  it('names a checksum mismatch when the data decodes but is not what was sent', () => {
    const other = encodeLink({
      ...inlineState,
      scenario: { kind: 'inline', doc: { ...textbook, seed: 43 } },
    });
    expect(errorsOf(withParam(fragment, 's', paramOf(other, 's')))).toEqual([
      'link.s: the scenario data is damaged (checksum mismatch)',
    ]);
    expect(errorsOf(withParam(fragment, 'c', 'zzzzzz'))).toEqual([
      'link.s: the scenario data is damaged (checksum mismatch)',
    ]);
    expect(errorsOf(withParam(fragment, 'c', 'ABC!'))[0]).toMatch(/^link\.c: "ABC!" is not/);
    expect(errorsOf(fragment.replace(/&c=[^&]*/, ''))[0]).toMatch(/^link\.c: missing/);
  });

  it('reports data that decodes to something other than JSON text', () => {
    const carry = (bytes: Uint8Array) =>
      `v=1&s=${toBase64Url(compress(bytes))}&c=${fnv1a(bytes).toString(36)}`;
    expect(errorsOf(carry(utf8Encode('{"version": 1,')))[0]).toMatch(
      /^link\.s: the scenario data is damaged \(not valid JSON/,
    );
    expect(errorsOf(carry(Uint8Array.of(0x7b, 0xff, 0x7d)))[0]).toMatch(
      /^link\.s: .*not valid UTF-8/,
    );
  });

  it('passes on the problems of a well-formed link to a broken scenario under scenario.*', () => {
    const doc = structuredClone(textbook) as { system: { cpu: { count: number } } };
    doc.system.cpu.count = 0;
    const errors = errorsOf(encodeLink({ ...inlineState, scenario: { kind: 'inline', doc } }));
    expect(errors).toEqual([expect.stringMatching(/^scenario\.system\.cpu\.count: /)]);
    expect(errorsOf(encodeLink({ ...inlineState, scenario: { kind: 'inline', doc: 7 } }))).toEqual([
      'scenario: a scenario must be a JSON object',
    ]);
  });

  it('reports a seed that is not a number or out of range under link.seed', () => {
    expect(errorsOf(withParam(fragment, 'seed', 'abc'))).toEqual([
      'link.seed: not a number: "abc"',
    ]);
    expect(errorsOf(withParam(fragment, 'seed', ''))[0]).toMatch(/^link\.seed: not a number/);
    expect(errorsOf(withParam(fragment, 'seed', '0x10'))[0]).toMatch(/^link\.seed: not a number/);
    expect(errorsOf(withParam(fragment, 'seed', '-1'))[0]).toMatch(/^link\.seed: out of range/);
    expect(errorsOf(withParam(fragment, 'seed', '4294967296'))[0]).toMatch(
      /^link\.seed: out of range \(0 to 4294967295\)/,
    );
    expect(errorsOf(withParam(fragment, 'seed', '1.5'))[0]).toMatch(
      /^link\.seed: must be a whole number/,
    );
  });

  it('reports a negative or non-finite playhead time under link.t', () => {
    expect(errorsOf(withParam(fragment, 't', '-5'))).toEqual([
      'link.t: out of range (must be 0 or more ms): -5',
    ]);
    expect(errorsOf(withParam(fragment, 't', 'Infinity'))[0]).toMatch(/^link\.t: not a number/);
    expect(errorsOf(withParam(fragment, 't', '1e999'))[0]).toMatch(/^link\.t: not a number/);
    expect(errorsOf(withParam(fragment, 't', 'NaN'))[0]).toMatch(/^link\.t: not a number/);
  });

  it('reports every bad field at once', () => {
    const errors = errorsOf('v=1&id=textbook-2pl&seed=x&t=-1&variant=Bad!&embed=yes');
    expect(errors.map((e) => e.split(':')[0])).toEqual([
      'link.seed',
      'link.t',
      'link.variant',
      'link.embed',
    ]);
  });

  it('reports a variant the inline scenario does not have', () => {
    expect(errorsOf(withParam(fragment, 'variant', 'mvcc'))).toEqual([
      'link.variant: the scenario has no variant "mvcc"',
    ]);
  });

  it('reports an unknown or missing link format version under link.v', () => {
    expect(errorsOf(withParam(fragment, 'v', '2'))).toEqual([
      'link.v: unknown link format version 2 (this app reads version 1)',
    ]);
    expect(errorsOf(withParam(fragment, 'v', 'one'))[0]).toMatch(/^link\.v: unknown link format/);
    expect(errorsOf(fragment.replace(/^v=1&/, ''))[0]).toMatch(/^link\.v: missing/);
  });

  it('reports a link that names no scenario, or two', () => {
    expect(errorsOf('v=1&seed=3')).toEqual([
      'link.id: missing: the link names no scenario (needs id or s)',
    ]);
    expect(errorsOf(`${fragment}&id=textbook-2pl`)[0]).toMatch(/^link\.id: give either/);
    expect(errorsOf('v=1&id=Not_An_Id')[0]).toMatch(/^link\.id: "Not_An_Id" is not a scenario id/);
    expect(errorsOf('v=1&id=a&seed=1&seed=2')).toEqual(['link.seed: given more than once']);
    expect(errorsOf('v=1&id=a&variant=%E0%A4')).toEqual(['link.variant: badly percent-encoded']);
  });

  it('answers garbage fragments with errors, never a throw', () => {
    for (const garbage of ['', '#', '#%%%', 'hello world', '&&&', '=', '==&=', '#v', 'v=%']) {
      expect(errorsOf(garbage).length).toBeGreaterThan(0);
    }
    const random = prng(5);
    const chars = `${alphabet}=&%#+.!~ é`;
    for (let trial = 0; trial < 500; trial++) {
      const length = Math.floor(random() * 80);
      let text = trial % 2 === 0 ? 'v=1&s=' : '';
      for (let i = 0; i < length; i++) text += chars[Math.floor(random() * chars.length)];
      expect(errorsOf(text).length).toBeGreaterThan(0);
    }
  });
});
