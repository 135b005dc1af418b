import { describe, expect, it } from 'vitest';
import type { BatchHandle, BatchListeners, SimPool } from '../../worker/pool.ts';
import { DEFAULT_BUILTIN } from '../app/builtin-scenarios.ts';
import { startHeadStart, takeHeadStart } from './head-start.ts';

/** A pool that records the batch it was asked for and lets the test play its messages. */
function stubPool() {
  const seen = {
    batches: 0,
    prestarted: false,
    cancelled: false,
    listeners: null as BatchListeners | null,
  };
  const handle: BatchHandle = {
    results: new Promise(() => undefined),
    cancel: () => (seen.cancelled = true),
    pause: () => undefined,
    resume: () => undefined,
  };
  const pool = {
    runBatch: (_requests: unknown, listeners: BatchListeners) => {
      seen.batches++;
      seen.listeners = listeners;
      return handle;
    },
  } as unknown as SimPool;
  return { pool, seen, handle };
}

const doc = DEFAULT_BUILTIN.doc;
const seed = DEFAULT_BUILTIN.parsed.ok ? DEFAULT_BUILTIN.parsed.value.seed : 0;

describe('the head start', () => {
  it('hands the early batch to the first compare batch that asks for its run, with every message that came before, in order', () => {
    const { pool, seen, handle } = stubPool();
    startHeadStart({ doc, seed }, () => pool);
    expect(seen.batches).toBe(1);
    seen.listeners!.onProgress?.(1, { simulatedMs: 5, totalMs: 10, committed: 0 });
    seen.listeners!.onTrace?.(0, [], false);
    expect(takeHeadStart({ doc, seed, overrides: [], kind: 'sweep' })).toBeNull();
    const taken = takeHeadStart({ doc, seed, overrides: [], kind: 'compare' });
    expect(taken?.pool).toBe(pool);
    expect(taken?.batch?.handle).toBe(handle);
    const heard: string[] = [];
    taken!.batch!.attach({
      onProgress: (i) => heard.push(`progress ${i}`),
      onTrace: (i) => heard.push(`trace ${i}`),
      onOutcome: (i) => heard.push(`outcome ${i}`),
    });
    seen.listeners!.onOutcome?.(0, { kind: 'cancelled' });
    expect(heard).toEqual(['progress 1', 'trace 0', 'outcome 0']);
    expect(seen.cancelled).toBe(false);
    expect(takeHeadStart({ doc, seed, overrides: [], kind: 'compare' })).toBeNull();
  });

  it('cancels the early batch when the first compare batch asks for another run, and still gives its pool', () => {
    const { pool, seen } = stubPool();
    startHeadStart({ doc, seed }, () => pool);
    const taken = takeHeadStart({ doc, seed: seed + 1, overrides: [], kind: 'compare' });
    expect(taken).toEqual({ pool, batch: null });
    expect(seen.cancelled).toBe(true);
  });

  it('cancels the early batch when the first compare batch sends a focused variant first', () => {
    const { pool, seen } = stubPool();
    startHeadStart({ doc, seed }, () => pool);
    const taken = takeHeadStart({ doc, seed, overrides: [], kind: 'compare', planOrder: false });
    expect(taken).toEqual({ pool, batch: null });
    expect(seen.cancelled).toBe(true);
  });
});
