import { describe, expect, it } from 'vitest';
import { DEVICES_PID, toChromeTrace } from '../../export/chrome-trace.ts';
import { builtinTrace } from '../../../tests/fixtures/builtin-trace.ts';
import {
  chromeTraceProblems,
  threadKey,
  threadNames,
} from '../../../tests/fixtures/chrome-trace-checks.ts';

const SHORT = [
  { path: 'run.durationMs', value: 300 },
  { path: 'run.warmupMs', value: 0 },
];

describe('storage tiers in the Chrome trace', () => {
  for (const variant of ['disk-cache', 'nvem-cache']) {
    describe(`storage-second-level-cache, ${variant}`, () => {
      const events = builtinTrace('storage-second-level-cache', variant, SHORT);
      const file = toChromeTrace(events);
      const names = threadNames(file);
      const body = file.traceEvents.filter((e) => e.ph !== 'M');
      const devices = events.find((e) => e.kind === 'run.start')!.devices;

      it('is well formed, with nothing clipped', () => {
        expect(chromeTraceProblems(file)).toEqual([]);
      });

      it('has a device thread for every unit of every tier device', () => {
        const deviceThreads = [...names].filter(([key]) => key.startsWith(`${DEVICES_PID}:`));
        expect(deviceThreads).toHaveLength(devices.reduce((n, d) => n + d.units, 0));
        for (const d of devices) {
          const named = deviceThreads.filter(
            ([, name]) => name === d.id || name.startsWith(`${d.id} #`),
          );
          expect(named, d.id).toHaveLength(d.units);
        }
        expect(devices.some((d) => d.kind === 'controller' || d.kind === 'nvem')).toBe(true);
      });

      it("marks every cache access on its cache's thread and counts hits and misses", () => {
        const accesses = events.filter((e) => e.kind === 'cache.access');
        expect(accesses.length).toBeGreaterThan(0);
        const marks = body.filter(
          (e) => e.ph === 'i' && e.cat === 'cache' && e.name.startsWith('cache '),
        );
        expect(marks).toHaveLength(accesses.length);
        for (const [i, m] of marks.entries()) {
          expect(m.name).toBe(accesses[i]!.hit ? 'cache hit' : 'cache miss');
          expect(names.get(threadKey(m))).toMatch(new RegExp(`^${accesses[i]!.device}( #0)?$`));
        }
        const device = accesses[0]!.device;
        const last = body.filter((e) => e.ph === 'C' && e.name === `${device} cache`).at(-1)!;
        const mine = accesses.filter((a) => a.device === device);
        expect(last.args).toEqual({
          hits: mine.filter((a) => a.hit).length,
          misses: mine.filter((a) => !a.hit).length,
        });
      });
    });
  }

  it("draws each write buffer's occupancy as a counter track that follows the trace", () => {
    const events = builtinTrace('storage-second-level-cache', 'write-buffer', SHORT);
    const file = toChromeTrace(events);
    expect(chromeTraceProblems(file)).toEqual([]);
    const changes = events.filter((e) => e.kind === 'write-buffer');
    expect(changes.length).toBeGreaterThan(0);
    const track = file.traceEvents.filter(
      (e) => e.ph === 'C' && e.name === `${changes[0]!.device} write buffer`,
    );
    expect(track.length).toBeGreaterThan(0);
    // One sample per instant: the last change at that instant.
    const lastAt = new Map(
      changes.filter((c) => c.device === changes[0]!.device).map((c) => [c.t, c.pending]),
    );
    expect(track.map((e) => [e.ts, e.args!.pending])).toEqual([...lastAt]);
  });
});
