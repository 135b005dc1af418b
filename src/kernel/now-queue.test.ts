import { describe, expect, it } from 'vitest';
import type { EventTarget } from './event-queue.ts';
import { Simulation } from './simulation.ts';

describe('Wake-ups at the current instant', () => {
  it('run before ordinary events of the instant, in the order scheduled, past the ring growing', () => {
    const sim = new Simulation();
    const log: string[] = [];
    const mark = (name: string): EventTarget => ({ fire: () => log.push(`${name}@${sim.now}`) });
    const burst: EventTarget = {
      fire: () => {
        log.push(`burst@${sim.now}`);
        sim.schedule(0, mark('ordinary'));
        for (let i = 0; i < 40; i++) sim.scheduleNow(mark(`now${i}`));
      },
    };
    sim.schedule(5, burst);
    sim.schedule(5, mark('same-instant'));
    expect(sim.pendingEvents).toBe(2);
    sim.runSlice({});
    expect(log).toEqual([
      'burst@5',
      ...Array.from({ length: 40 }, (_, i) => `now${i}@5`),
      'same-instant@5',
      'ordinary@5',
    ]);
    expect(sim.eventsProcessed).toBe(43);
  });

  it('count against the event limit of a slice and stay queued across slices', () => {
    const sim = new Simulation();
    const log: number[] = [];
    for (let i = 0; i < 5; i++) sim.scheduleNow({ fire: () => log.push(i) });
    expect(sim.runSlice({ maxEvents: 2 })).toBe('event-limit');
    expect(log).toEqual([0, 1]);
    expect(sim.pendingEvents).toBe(3);
    expect(sim.runSlice({})).toBe('idle');
    expect(log).toEqual([0, 1, 2, 3, 4]);
  });
});
