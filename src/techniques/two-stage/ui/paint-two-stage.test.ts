import { describe, expect, it } from 'vitest';
import { figure1Model } from '../../../../tests/fixtures/charm-figure1-model.ts';
import { layoutLanes } from '../../../ui/timeline/lane-layout.ts';
import { makeFrame, type Canvas2D } from '../../../ui/timeline/paint-frame.ts';
import { FETCH_LABEL, hatchPath, paintBlameArrows, paintStageStrips } from './paint-two-stage.ts';

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

function frameAt(model: ReturnType<typeof figure1Model>, timeUs: number) {
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
    const { frame, seen } = frameAt(figure1Model(1), 5_000);
    expect(paintStageStrips(frame)).toBeGreaterThan(0);
    expect(seen.texts).toContain(FETCH_LABEL);
  });

  it('paints an OTSTE rollback', () => {
    const model = figure1Model(2);
    expect(model.stages!.flat().some((s) => s.kind === 'rollback')).toBe(true);
    expect(paintStageStrips(frameAt(model, 5_000).frame)).toBeGreaterThan(0);
  });

  it('draws a blame arrow for each waiter while TX1 reads under 2PL', () => {
    expect(paintBlameArrows(frameAt(figure1Model(0), 5_000).frame)).toBe(2);
    expect(paintBlameArrows(frameAt(figure1Model(0), 14_000).frame)).toBe(0);
  });

  it('blames nothing in a run outside a two-stage comparison', () => {
    const model = figure1Model(0);
    delete model.stages;
    expect(paintBlameArrows(frameAt(model, 5_000).frame)).toBe(0);
  });
});
