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

  it('fires in the same order whether a fired root is replaced by the next push or popped first', () => {
    // The same random schedule run twice: by pop then push, and by fireTop, push, settle.
    function run(fused: boolean): number[] {
      const queue = new EventQueue();
      const rng = new RandomStream(5, 'fused');
      let next = 0;
      for (let i = 0; i < 20; i++) queue.push(rng.nextInt(30), rng.nextInt(2), noop, next++);
      const fired: number[] = [];
      while (queue.size > 0) {
        const entry = fused ? queue.fireTop() : queue.pop();
        const now = entry.time;
        fired.push(entry.value as number);
        if (!fused) queue.recycle(entry);
        const pushes = rng.nextInt(4); // none to three more, some at the same instant
        for (let k = 0; k < pushes && next < 6000; k++) {
          queue.push(now + rng.nextInt(4), rng.nextInt(2), noop, next++);
        }
        expect(queue.peekTime()).toBeGreaterThanOrEqual(now);
        if (fused) queue.settle();
      }
      return fired;
    }
    const popped = run(false);
    expect(popped.length).toBe(6000);
    expect(run(true)).toEqual(popped);
  });

  it('fires the same order through pushNormal as through push at priority 1, fused or not', () => {
    // One random schedule of normal and urgent pushes, the normal ones through either method.
    function run(normal: boolean, fused: boolean): number[] {
      const queue = new EventQueue();
      const rng = new RandomStream(9, 'normal');
      let next = 0;
      const push = (time: number) => {
        const priority = rng.nextInt(3) === 0 ? 0 : 1;
        if (normal && priority === 1) queue.pushNormal(time, noop, next++);
        else queue.push(time, priority, noop, next++);
      };
      for (let i = 0; i < 20; i++) push(rng.nextInt(30));
      const fired: number[] = [];
      while (queue.size > 0) {
        const entry = fused ? queue.fireTop() : queue.pop();
        fired.push(entry.value as number);
        if (!fused) queue.recycle(entry);
        const pushes = Math.min(rng.nextInt(4), 6000 - next);
        for (let k = 0; k < pushes; k++) push(entry.time + rng.nextInt(4));
        if (fused) queue.settle();
      }
      return fired;
    }
    const reference = run(false, false);
    expect(reference.length).toBe(6000);
    expect(run(true, false)).toEqual(reference);
    expect(run(true, true)).toEqual(reference);
  });

  it('counts a fired root as gone at once', () => {
    const queue = new EventQueue();
    queue.push(1, 1, noop, 'a');
    queue.push(2, 1, noop, 'b');
    expect(queue.fireTop().value).toBe('a');
    expect(queue.size).toBe(1);
    expect(queue.peek()?.value).toBe('b');
    queue.settle();
    expect(queue.size).toBe(1);
  });

  it('reports Infinity as the next time when empty', () => {
    expect(new EventQueue().peekTime()).toBe(Infinity);
  });
});
