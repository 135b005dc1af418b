import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressCoalescer } from './progress-coalescer.ts';

describe('coalesced progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function coalescer() {
    const delivered: [number, number][][] = [];
    const c = new ProgressCoalescer<number>(
      (updates) => delivered.push([...updates]),
      200,
      () => Date.now(),
    );
    return { c, delivered };
  }

  it('hands on a hundred reports within one interval as one, the latest per run', () => {
    const { c, delivered } = coalescer();
    for (let i = 1; i <= 100; i++) c.push(i % 2, i);
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(delivered).toEqual([
      [
        [1, 99],
        [0, 100],
      ],
    ]);
  });

  it('delivers at most once per interval while reports keep coming, and the last one always', () => {
    const { c, delivered } = coalescer();
    for (let ms = 0; ms < 1000; ms += 10) {
      c.push(0, ms);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1000);
    expect(delivered.length).toBeLessThanOrEqual(6);
    expect(delivered.at(-1)).toEqual([[0, 990]]);
  });

  it('flushes what is pending at once, and a cancel drops it', () => {
    const { c, delivered } = coalescer();
    c.push(0, 1);
    c.flush();
    expect(delivered).toEqual([[[0, 1]]]);
    c.push(0, 2);
    c.cancel();
    vi.advanceTimersByTime(1000);
    expect(delivered).toHaveLength(1);
  });
});
