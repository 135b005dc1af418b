import { describe, expect, it } from 'vitest';
import { layoutLanes } from '../../../ui/timeline/lane-layout.ts';
import { makeFrame, type Canvas2D } from '../../../ui/timeline/paint-frame.ts';
import { paintTimeline } from '../../../ui/timeline/paint-timeline.ts';
import { planTls, tokenHolderAt } from './tls-paint-plan.ts';
import { tlsLegendEntries } from './tls-legend-entries.ts';
import { tlsRunModel } from '../../../../tests/fixtures/tls-test-run.ts';

const viewport = { widthPx: 1000, heightPx: 400, scrollY: 0 };

/** A canvas context that accepts every call and draws nothing. */
function nullContext(): Canvas2D {
  return new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => {}),
    set: (target, key, value) => ((target[key as string] = value), true),
  }) as unknown as Canvas2D;
}

describe('the TLS paint plan', () => {
  const model = tlsRunModel();
  const tls = model.tls!;
  const layout = layoutLanes([{ key: 'r', title: 'R', model }]);
  const block = layout.runs[0]!;
  const whole = { t0: model.run.startUs, t1: model.run.endUs };

  it('draws bars on every CPU lane and ghosts on the sequential lane', () => {
    const plan = planTls(
      makeFrame(nullContext(), layout, whole, viewport, [{ model }], NaN),
      block,
      tls,
    );
    const laneOf = (y: number) => block.tlsLanes.findIndex((l) => y >= l.y && y < l.y + l.height);
    expect(new Set(plan.bars.map((b) => laneOf(b.y)))).toEqual(new Set([0, 1, 2, 3]));
    expect(plan.ghosts.length).toBeGreaterThan(0);
    expect(plan.ghosts.every((g) => laneOf(g.y) === 4)).toBe(true);
    expect(plan.bars.some((b) => b.state === 'squash')).toBe(true);
  });

  it('points violation arrows back in time, from the store to the load, with a location', () => {
    const v = tls.violations.find((x) => x.storeUs - x.loadUs > 20)!;
    const window = { t0: v.loadUs - 5, t1: v.storeUs + 5 };
    const plan = planTls(
      makeFrame(nullContext(), layout, window, viewport, [{ model }], NaN),
      block,
      tls,
    );
    const arrow = plan.arrows[0]!;
    expect(arrow.x0).toBeGreaterThan(arrow.x1);
    const centre = (cpu: number) => block.tlsLanes[cpu]!.y + block.tlsLanes[cpu]!.height / 2;
    expect(plan.arrows.some((a) => a.y0 === centre(v.producerCpu) && a.y1 === centre(v.cpu))).toBe(
      true,
    );
    expect(plan.arrows.some((a) => a.label === v.location)).toBe(true);
  });

  it('lands a token diamond on the receiving lane at each hop while they are apart', () => {
    const hop = tls.tokenHops.find((h) => h.fromCpu !== null && h.fromCpu !== h.toCpu)!;
    const window = { t0: hop.t - 2, t1: hop.t + 2 };
    const plan = planTls(
      makeFrame(nullContext(), layout, window, viewport, [{ model }], NaN),
      block,
      tls,
    );
    const lane = block.tlsLanes[hop.toCpu]!;
    expect(plan.hops).toContainEqual({
      x: 500,
      fromY: expect.any(Number),
      toY: lane.y + lane.height / 2,
    });
    expect(tokenHolderAt(tls, hop.t)).toEqual({ cpu: hop.toCpu, epoch: hop.epoch, txn: hop.txn });
    expect(tokenHolderAt(tls, -1)).toBeNull();
  });

  it('reports what it painted, and the legend lists the marks', () => {
    const painted = paintTimeline(
      nullContext(),
      layout,
      whole,
      [{ model }],
      whole.t1 / 2,
      viewport,
    );
    expect(painted.counts['tls-lanes']).toBe(4);
    expect(painted.counts['tls-violations']).toBeGreaterThan(0);
    const legend = tlsLegendEntries([model]);
    expect(legend.violations && legend.token && legend.ghost && legend.checkpoints).toBe(true);
    expect(legend.states.map((s) => s.state)).toContain('speculative');
    expect(tlsLegendEntries([{ tls: null }]).states).toEqual([]);
  });
});
