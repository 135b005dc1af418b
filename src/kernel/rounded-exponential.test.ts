import { describe, expect, it } from 'vitest';
import { msToUs } from '../base/time.ts';
import { exponential } from './distributions.ts';
import { RandomStream } from './random.ts';
import { exponentialWholeUs, roundedExponentialSampler } from './rounded-exponential.ts';

/** A stream that hands out the given words, then zeros. */
function words(list: readonly number[]): RandomStream {
  let i = 0;
  return { nextUint32: () => list[i++] ?? 0 } as unknown as RandomStream;
}

const EDGE_WORDS = [0, 1, 2, 3, 0x7fffffff, 0x80000000, 0xb504f333, 0xfffffffe, 0xffffffff];

describe('exponential durations in whole microseconds', () => {
  it('give the integers Math.round(exponential(...)) gives, draw for draw, and use one word each', () => {
    for (const meanUs of [1, 800, 1_000, 12_345.5, 3e6]) {
      const fast = new RandomStream(7, 'rounded', meanUs);
      const slow = new RandomStream(7, 'rounded', meanUs);
      for (let i = 0; i < 200_000; i++) {
        const a = exponentialWholeUs(fast, meanUs);
        const b = Math.round(exponential(slow, meanUs));
        if (!Object.is(a, b)) expect({ i, meanUs, a }).toEqual({ i, meanUs, a: b });
      }
      expect(fast.nextUint32()).toBe(slow.nextUint32());
    }
  });

  it('agree at the extremes of the word (u near 0, at 1/2, near and at 1)', () => {
    for (const meanUs of [1, 800, 1e6]) {
      const expected = EDGE_WORDS.map((w) => Math.round(-meanUs * Math.log((w + 1) / 2 ** 32)));
      const got = EDGE_WORDS.map((w) => exponentialWholeUs(words([w]), meanUs));
      expect(got).toEqual(expected);
    }
  });

  it('as a sampler in ms, give Math.round(msToUs(exponential(...))) draw for draw', () => {
    for (const meanMs of [0.05, 1, 7.3, 25, 1_000]) {
      const sample = roundedExponentialSampler(meanMs, msToUs);
      const fast = new RandomStream(3, 'rounded-ms', meanMs);
      const slow = new RandomStream(3, 'rounded-ms', meanMs);
      for (let i = 0; i < 200_000; i++) {
        const a = sample(fast);
        const b = Math.round(msToUs(exponential(slow, meanMs)));
        if (!Object.is(a, b)) expect({ i, meanMs, a }).toEqual({ i, meanMs, a: b });
      }
      const edges = EDGE_WORDS.map((w) => sample(words([w])));
      expect(edges).toEqual(
        EDGE_WORDS.map((w) => Math.round(msToUs(-meanMs * Math.log((w + 1) / 2 ** 32)))),
      );
    }
  });

  it('give the exact draws, sign of zero included, for a mean of zero, below zero or not finite', () => {
    for (const mean of [0, -0, -3, -1e-3, Infinity, NaN]) {
      const expected = EDGE_WORDS.map((w) => Math.round(-mean * Math.log((w + 1) / 2 ** 32)));
      const got = EDGE_WORDS.map((w) => exponentialWholeUs(words([w]), mean));
      expect(got).toEqual(expected);
      for (let k = 0; k < got.length; k++) expect(Object.is(got[k], expected[k])).toBe(true);
      const sample = roundedExponentialSampler(mean, msToUs);
      const sampled = EDGE_WORDS.map((w) => sample(words([w])));
      const inMs = EDGE_WORDS.map((w) => Math.round(msToUs(-mean * Math.log((w + 1) / 2 ** 32))));
      for (let k = 0; k < sampled.length; k++) expect(Object.is(sampled[k], inMs[k])).toBe(true);
    }
  });

  it('fall back to the exact draw on a rounding boundary: the mean of a word whose draw is 0.5', () => {
    // A mean chosen so the word's exact draw is a half-integer: only the exact path rounds it
    // as Math.round does (up), whatever the fast logarithm's last bits.
    const word = 0x40000000; // u = 1/4 + 2^-32
    const log = Math.log((word + 1) / 2 ** 32);
    const meanUs = -2.5 / log;
    expect(exponentialWholeUs(words([word]), meanUs)).toBe(Math.round(-meanUs * log));
  });
});
