import { describe, expect, it } from 'vitest';
import scenario from '../../../../scenarios/cc-blocking-vs-restart.json';
import { createSimulation } from '../../../model/index.ts';
import { planRuns } from '../../../scenario/run-plan.ts';
import { buildSegments } from '../../../trace/segments.ts';
import type { TraceEvent } from '../../../trace/trace-event.ts';
import { concurrencyControlMarks } from '../fold/cc-marks.ts';

/** A short recorded run of one variant at 50 terminals. */
function recorded(variant: string): readonly TraceEvent[] {
  const plan = planRuns(scenario, {
    overrides: [
      { path: 'run.durationMs', value: 8000 },
      { path: 'run.warmupMs', value: 0 },
    ],
  });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = plan.value.find((r) => r.variant === variant)!;
  const model = createSimulation(run.scenario, { recordTrace: true, variant });
  model.runToEnd();
  return model.events;
}

describe('restart-based runs on the timeline', () => {
  it('shows each immediate-restart delay as a restart-delay segment of its full length', () => {
    const events = recorded('immediate-restart');
    const delays = concurrencyControlMarks(events).restartDelays.filter((d) => d.toUs > d.fromUs);
    expect(delays.length).toBeGreaterThan(5);
    const model = buildSegments(events);
    const segments = model.txnLanes.flatMap((lane) => lane.segments);
    for (const d of delays.filter((x) => x.toUs < model.run.endUs)) {
      const s = segments.find((x) => x.txn === d.txn && x.startUs === d.fromUs);
      expect(s?.state).toBe('idle-in-txn');
      expect(s?.state === 'idle-in-txn' ? s.detail.reason : null).toBe('restart-delay');
      expect(s?.endUs).toBe(d.toUs);
    }
  });

  it('traces optimistic aborts as failed validations and wound-wait aborts as wounds', () => {
    const occ = recorded('occ');
    const failures = concurrencyControlMarks(occ).validationFailures.length;
    const aborts = occ.filter((e) => e.kind === 'txn.abort');
    expect(failures).toBeGreaterThan(0);
    expect(aborts.length).toBe(failures);
    for (const e of aborts) expect(e.kind === 'txn.abort' && e.reason).toBe('validation');
    const ww = recorded('wound-wait');
    const wounded = new Set(concurrencyControlMarks(ww).wounds.map((w) => w.victim));
    for (const e of ww) if (e.kind === 'txn.abort') expect(wounded.has(e.txn)).toBe(true);
  });

  it('aborts a wounded victim waiting in a queue at the wound (interrupted), one in service later', () => {
    const ww = recorded('wound-wait');
    const wounds = concurrencyControlMarks(ww).wounds;
    let interruptedInQueue = 0;
    let abortedLater = 0;
    for (const w of wounds) {
      const abort = ww.find((e) => e.kind === 'txn.abort' && e.txn === w.victim && e.t >= w.t);
      if (abort === undefined) continue;
      const leftQueue = ww.some(
        (e) => e.kind === 'queue.leave' && e.txn === w.victim && e.t === w.t,
      );
      if (leftQueue) {
        interruptedInQueue++;
        expect(abort.t).toBe(w.t);
      } else if (abort.t > w.t) abortedLater++;
    }
    expect(interruptedInQueue).toBeGreaterThan(0);
    expect(abortedLater).toBeGreaterThan(0);
  });
});
