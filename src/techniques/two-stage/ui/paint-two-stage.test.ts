import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../model/index.ts';
import { planRuns } from '../../../scenario/run-plan.ts';
import { buildSegments } from '../../../trace/segments.ts';
import { TECHNIQUE_VIEWS } from '../../../ui/technique-views.ts';
import { layoutLanes } from '../../../ui/timeline/lane-layout.ts';
import { makeFrame, type Canvas2D } from '../../../ui/timeline/paint-frame.ts';
import { FETCH_LABEL, hatchPath, paintBlameArrows, paintStageStrips } from './paint-two-stage.ts';

const figure1: unknown = JSON.parse(
  readFileSync(new URL('../../../../scenarios/charm-figure1.json', import.meta.url), 'utf8'),
);

function modelOf(variant: number) {
  const plan = planRuns(figure1, {});
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[variant]!.scenario, { recordTrace: true });
  run.runToEnd();
  const model = buildSegments(run.events);
  // Stage and lock-hold strips as the page adds them to a compared run, through the registry.
  for (const view of TECHNIQUE_VIEWS)
    view.addToTimeline?.(model, { events: run.events, compared: true });
  return model;
}

/** A context that only counts lines and remembers texts; every other call does nothing. */
function countingContext() {
  const seen = { lines: 0, texts: [] as string[] };
  const ctx = new Proxy(
    {
      lineTo: () => void seen.lines++,
      fillText: (text: string) => void seen.texts.push(text),
    } as Record<string, unknown>,
    { get: (target, key) => target[key as string] ?? (() => {}), set: () => true },
  );
  return { ctx: ctx as unknown as Canvas2D, seen };
}

function frameAt(model: ReturnType<typeof modelOf>, timeUs: number) {
  const { ctx, seen } = countingContext();
  const layout = layoutLanes([{ key: 'r', title: 'r', model }]);
  const viewport = { widthPx: 1000, heightPx: 400, scrollY: 0 };
  const frame = makeFrame(ctx, layout, { t0: 0, t1: 16_000 }, viewport, [{ model }], timeUs);
  return { frame, seen };
}

describe('two-stage painting', () => {
  it('clips hatching to its rectangle', () => {
    const points: [number, number][] = [];
    const add = (x: number, y: number): void => void points.push([x, y]);
    const ctx = { moveTo: add, lineTo: add };
    const lines = hatchPath(ctx, 10, 50, 0, 20, false);
    expect(lines).toBeGreaterThan(4);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x).toBeLessThanOrEqual(50);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(20);
    }
  });

  it('hatches and labels TX1 fetch stage under TSTE', () => {
    const { frame, seen } = frameAt(modelOf(1), 5_000);
    expect(paintStageStrips(frame)).toBeGreaterThan(0);
    expect(seen.texts).toContain(FETCH_LABEL);
  });

  it('paints an OTSTE rollback', () => {
    const model = modelOf(2);
    expect(model.stages!.flat().some((s) => s.kind === 'rollback')).toBe(true);
    expect(paintStageStrips(frameAt(model, 5_000).frame)).toBeGreaterThan(0);
  });

  it('draws a blame arrow for each waiter while TX1 reads under 2PL', () => {
    expect(paintBlameArrows(frameAt(modelOf(0), 5_000).frame)).toBe(2);
    expect(paintBlameArrows(frameAt(modelOf(0), 14_000).frame)).toBe(0);
  });

  it('blames nothing in a run outside a two-stage comparison', () => {
    const model = modelOf(0);
    delete model.stages;
    expect(paintBlameArrows(frameAt(model, 5_000).frame)).toBe(0);
  });
});
