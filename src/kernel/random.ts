/**
 * Seeded, named random streams. Every source of randomness in a run draws from a stream
 * derived from (run seed, name parts), so two runs that differ only in a technique draw the
 * same arrivals, access sets and demands: common random numbers for a fair comparison.
 * The generator is sfc32 (small, fast, 128-bit state); it is not cryptographic.
 */

/** Mixes a 32-bit value (murmur3 finaliser). */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The hash of a key's parts so far: two 32-bit words. Each word x of a part is fed as
 * h1 = mix(h1 ^ x); h2 = mix(h2 + x * k); h1 += h2 (written out, not as a closure, since a
 * stream is made per transaction). The words are kept as signed 32-bit integers, which are
 * small integers to the engine (an unsigned word above 2^31 would be a number object of
 * its own); every use reads only their 32 bits.
 */
/** @internal */
export class KeyHash {
  constructor(
    public h1: number,
    public h2: number,
  ) {}

  static ofSeed(seed: number): KeyHash {
    return new KeyHash(
      mix32(seed ^ 0x9e3779b9) | 0,
      mix32(Math.floor(seed / 0x100000000) ^ 0x7f4a7c15) | 0,
    );
  }

  /** Feeds an integer part (as two words, low then high). */
  feedNumber(part: number): void {
    let h1 = this.h1;
    let h2 = this.h2;
    let x = 0x51ed27 ^ (part | 0);
    h1 = mix32(h1 ^ x);
    h2 = mix32((h2 + Math.imul(x, 0x27d4eb2f)) | 0);
    h1 = (h1 + h2) | 0;
    x = Math.floor(part / 0x100000000) | 0;
    h1 = mix32(h1 ^ x);
    h2 = mix32((h2 + Math.imul(x, 0x27d4eb2f)) | 0);
    this.h1 = (h1 + h2) | 0;
    this.h2 = h2 | 0;
  }

  /** Feeds a string part (its length, then its code units). */
  feedString(part: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    const x = 0x3c6ef372 ^ part.length;
    h1 = mix32(h1 ^ x);
    h2 = mix32((h2 + Math.imul(x, 0x27d4eb2f)) | 0);
    h1 = (h1 + h2) | 0;
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      h1 = mix32(h1 ^ c);
      h2 = mix32((h2 + Math.imul(c, 0x27d4eb2f)) | 0);
      h1 = (h1 + h2) | 0;
    }
    this.h1 = h1;
    this.h2 = h2 | 0;
  }

  feed(parts: readonly (string | number)[]): this {
    for (const part of parts) {
      if (typeof part === 'number') this.feedNumber(part);
      else this.feedString(part);
    }
    return this;
  }
}

export class RandomStream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** The stream of (seed, parts); or, given a key already hashed, of that key (no parts). */
  constructor(seed: number | KeyHash, ...parts: (string | number)[]) {
    const key = typeof seed === 'number' ? KeyHash.ofSeed(seed).feed(parts) : seed;
    this.a = this.b = this.c = this.d = 0;
    this.reseed(key);
  }

  /**
   * @internal Makes this the stream of a key already hashed (what `new RandomStream(key)`
   * would be), for a caller done with the stream it was.
   */
  reseed(key: KeyHash): this {
    let a = key.h1;
    let b = key.h2;
    let c = mix32(key.h1 ^ 0x243f6a88);
    let d = mix32(key.h2 ^ 0x85a308d3);
    // Discard the first outputs so that nearby keys decorrelate fully (nextUint32's steps,
    // in locals: a stream is made per transaction).
    for (let i = 0; i < 12; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return this;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1), with 32 bits of resolution. */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform in (0, 1]: safe as the argument of a logarithm. */
  nextOpen(): number {
    return (this.nextUint32() + 1) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  nextInt(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** The factory of a run's streams: one per name, all derived from the run's seed. */
export class RandomStreams {
  constructor(readonly seed: number) {}

  stream(...parts: (string | number)[]): RandomStream {
    return new RandomStream(this.seed, ...parts);
  }

  /**
   * The streams named (parts..., k) for integers k: `family(...parts).stream(k)` is
   * `stream(...parts, k)`, the parts hashed once rather than per stream (a stream per
   * transaction).
   */
  family(...parts: (string | number)[]): StreamFamily {
    return new StreamFamily(KeyHash.ofSeed(this.seed).feed(parts));
  }
}

/**
 * The key a family hashes (its prefix, then k) on its way to a stream: one for all families,
 * as a key is read only while a stream is seeded (a key per family was two objects more for
 * each of a thousand terminals).
 */
const familyKey = new KeyHash(0, 0);

/**
 * Streams whose names share their first parts (`RandomStreams.family`). It keeps the
 * prefix's hash words only: no object per stream but the stream itself.
 */
export class StreamFamily {
  private readonly h1: number;
  private readonly h2: number;

  constructor(prefix: KeyHash) {
    this.h1 = prefix.h1;
    this.h2 = prefix.h2;
  }

  /** The stream of the family's parts followed by k. */
  stream(k: number): RandomStream {
    return new RandomStream(this.keyOf(k));
  }

  /**
   * `stream(k)` drawn by a stream the caller is done with, reseeded (no object made): for a
   * stream used up at once, as the one a plan is drawn from.
   */
  reseed(stream: RandomStream, k: number): RandomStream {
    return stream.reseed(this.keyOf(k));
  }

  /** The key of stream k, in the shared `familyKey`. */
  private keyOf(k: number): KeyHash {
    const key = familyKey;
    key.h1 = this.h1;
    key.h2 = this.h2;
    key.feedNumber(k);
    return key;
  }
}
