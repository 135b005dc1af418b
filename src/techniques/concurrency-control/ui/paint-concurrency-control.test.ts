import { describe, expect, it } from 'vitest';
import scenario from '../../../../scenarios/cc-blocking-vs-restart.json';
import { createSimulation } from '../../../model/index.ts';
import { planRuns } from '../../../scenario/run-plan.ts';
import { buildSegments } from '../../../trace/segments.ts';
import { layoutLanes } from '../../../ui/timeline/lane-layout.ts';
import { makeFrame, type Canvas2D } from '../../../ui/timeline/paint-frame.ts';
import { concurrencyControlMarks, placeOnLanes } from '../fold/cc-marks.ts';
import { paintConcurrencyControl } from './paint-concurrency-control.ts';

const WINDOW = { t0: 0, t1: 8_000_000 };

function modelOf(variant: string) {
  const plan = planRuns(scenario, {
    overrides: [
      { path: 'run.durationMs', value: 8000 },
      { path: 'run.warmupMs', value: 0 },
    ],
  });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value.find((r) => r.variant === variant)!.scenario, {
    recordTrace: true,
  });
  run.runToEnd();
  const model = buildSegments(run.events);
  model.cc = placeOnLanes(concurrencyControlMarks(run.events), model.transactions);
  return model;
}

/** A context that counts the lines drawn; every other call does nothing. */
function countingContext() {
  const seen = { lines: 0 };
  const ctx = new Proxy({ lineTo: () => void seen.lines++ } as Record<string, unknown>, {
    get: (target, key) => target[key as string] ?? (() => {}),
    set: () => true,
  });
  return { ctx: ctx as unknown as Canvas2D, seen };
}

function paint(model: ReturnType<typeof modelOf>) {
  const { ctx, seen } = countingContext();
  const layout = layoutLanes([{ key: 'r', title: 'r', model }]);
  const viewport = { widthPx: 1000, heightPx: 4000, scrollY: 0 };
  const frame = makeFrame(ctx, layout, WINDOW, viewport, [{ model }], 0);
  return { drawn: paintConcurrencyControl(frame), seen };
}

describe('concurrency-control marks on the timeline', () => {
  it('draws an arrow for each wound of a wound-wait run', () => {
    const model = modelOf('wound-wait');
    const { drawn, seen } = paint(model);
    expect(model.cc!.wounds.length).toBeGreaterThan(0);
    expect(drawn).toBe(model.cc!.wounds.length);
    // A shaft and two arrowhead strokes per wound.
    expect(seen.lines).toBe(3 * drawn);
  });

  it('draws a diamond for each failed validation of an optimistic run', () => {
    const model = modelOf('occ');
    const { drawn } = paint(model);
    expect(model.cc!.validationFailures.length).toBeGreaterThan(0);
    expect(drawn).toBe(model.cc!.validationFailures.length);
  });

  it('draws nothing for a blocking 2PL run', () => {
    const model = modelOf('2pl');
    delete model.cc;
    expect(paint(model).drawn).toBe(0);
  });
});
