import { describe, expect, it } from 'vitest';
import { EventQueue, type EventTarget } from './event-queue.ts';
import { RandomStream } from './random.ts';

const noop: EventTarget = { fire: () => undefined };

describe('EventQueue', () => {
  it('pops events in (time, priority, insertion) order', () => {
    const queue = new EventQueue();
    const rng = new RandomStream(1, 'heap');
    const pushed: { time: number; priority: number; seq: number }[] = [];
    for (let seq = 0; seq < 2000; seq++) {
      const time = rng.nextInt(50);
      const priority = rng.nextInt(2);
      queue.push(time, priority, noop, seq);
      pushed.push({ time, priority, seq });
    }
    pushed.sort((a, b) => a.time - b.time || a.priority - b.priority || a.seq - b.seq);
    const popped: unknown[] = [];
    while (queue.size > 0) popped.push(queue.pop().value);
    expect(popped).toEqual(pushed.map((p) => p.seq));
  });

  it('reports Infinity as the next time when empty', () => {
    expect(new EventQueue().peekTime()).toBe(Infinity);
  });
});
