import { describe, expect, it } from 'vitest';
import { FifoQueue } from './fifo-queue.ts';

function drain<T>(queue: FifoQueue<T>): T[] {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
}

describe('FifoQueue', () => {
  it('removes an item from the middle of a wrapped ring and keeps the order of the rest', () => {
    const queue = new FifoQueue<number>();
    for (let i = 0; i < 6; i++) queue.push(i);
    queue.shift();
    queue.shift();
    for (let i = 6; i < 10; i++) queue.push(i); // wraps past the end of the 8 slots
    expect(queue.remove(7)).toBe(true);
    expect(queue.length).toBe(7);
    expect(drain(queue)).toEqual([2, 3, 4, 5, 6, 8, 9]);
  });

  it('says false for an item it does not hold, and stays as it was', () => {
    const queue = new FifoQueue<string>();
    queue.push('a');
    expect(queue.remove('b')).toBe(false);
    expect(drain(queue)).toEqual(['a']);
  });
});
