/**
 * The timeline's blame links (what the page draws) and the I/O blame measure (the result
 * row's `lockWaitFromIoPct`) tell one story: over runs where deadlock victims restart and
 * wait again behind the waiters that once named them, the lock wait the links blame on disk
 * I/O, instant by instant, adds up to the wait the measure blames on it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { blameLinksAt } from '../../src/techniques/two-stage/ui/blame-links.ts';
import { IoBlameFold } from '../../src/trace/io-blame.ts';
import { buildSegments } from '../../src/trace/segments.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { TECHNIQUE_VIEWS } from '../../src/ui/technique-views.ts';

function recorded(id: string, overrides: { path: string; value: unknown }[]): TraceEvent[] {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  run.runToEnd();
  return [...run.events];
}

/** Lock wait the links blame on I/O after the warm-up, in µs, and lock wait in all. */
function linkedIoWait(events: readonly TraceEvent[]): { ioUs: number; restartedBlockers: number } {
  const model = buildSegments(events);
  for (const view of TECHNIQUE_VIEWS) view.addToTimeline?.(model, { events, compared: true });
  const warmupUs = model.run.warmupUs;
  const times = [...new Set(events.map((e) => e.t))].filter((t) => t >= warmupUs);
  let ioUs = 0;
  for (let i = 0; i + 1 < times.length; i++) {
    ioUs += blameLinksAt(model, times[i]!).length * (times[i + 1]! - times[i]!);
  }
  // Blockers that released all their locks while still named by an open wait.
  const restartedBlockers = model.waits.filter((w) =>
    w.toReleasedUs.some((at) => at !== null && at < w.endUs),
  ).length;
  return { ioUs, restartedBlockers };
}

describe('blame links and the I/O blame measure', () => {
  it.each([
    ['mpl-thrashing', 60],
    ['mpl-thrashing', 200],
  ])('agree on %s at %i terminals, deadlock victims restarting', (id, terminals) => {
    const events = recorded(id, [
      { path: 'workload.terminals', value: terminals },
      { path: 'run.durationMs', value: 1000 },
      { path: 'run.warmupMs', value: 50 },
    ]);
    const measure = new IoBlameFold();
    for (const e of events) measure.accept(e);
    const { ioUs, restartedBlockers } = linkedIoWait(events);
    // The runs exercise what this guards: waits outliving a blocker's release of all its locks.
    expect(restartedBlockers).toBeGreaterThan(10);
    expect(measure.lockWaitFromIoPct).toBeGreaterThan(0);
    expect(ioUs).toBe(measure.ioWaitMicros);
  });
});
