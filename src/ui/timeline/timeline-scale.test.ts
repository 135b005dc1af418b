import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import { layoutLanes } from './lane-layout.ts';
import { paintTimeline, type Canvas2D } from './paint-timeline.ts';
import { NORMAL_SCALE, PRESENTATION_SCALE, type TimelineScale } from './timeline-scale.ts';

const model = buildSegments(deadlockTrace);

/** Paints the hand-made deadlock run at a scale; records line widths, fonts and fills. */
function paintAt(scale: TimelineScale) {
  const widths: number[] = [];
  const fonts = new Set<string>();
  const rects: { w: number; fill: unknown }[] = [];
  const noop = () => {};
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    globalAlpha: 1,
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    setTransform: noop,
    clearRect: noop,
    fillRect(_x: number, _y: number, w: number) {
      rects.push({ w, fill: ctx.fillStyle });
    },
    strokeRect() {
      widths.push(ctx.lineWidth);
    },
    beginPath: noop,
    closePath: noop,
    rect: noop,
    fill: noop,
    moveTo: noop,
    lineTo: noop,
    quadraticCurveTo: noop,
    arc: noop,
    stroke() {
      widths.push(ctx.lineWidth);
    },
    fillText() {
      fonts.add(ctx.font);
    },
    strokeText: noop,
    save: noop,
    restore: noop,
  };
  const layout = layoutLanes([{ key: 'r', title: 'R', model }], {
    laneHeight: scale.laneHeight,
    headerHeight: scale.headerHeight,
  });
  paintTimeline(ctx as unknown as Canvas2D, layout, { t0: 0, t1: 100 }, [{ model }], 27, {
    widthPx: 2000,
    heightPx: 600,
    lineScale: scale.lineScale,
    fontPx: scale.canvasFontPx,
  });
  return { layout, widths, fonts, rects };
}

describe('the presentation scale', () => {
  it('gives lanes of at least 36 px and labels of at least 18 px, for the back row', () => {
    expect(PRESENTATION_SCALE.laneHeight).toBeGreaterThanOrEqual(36);
    expect(PRESENTATION_SCALE.labelPx).toBeGreaterThanOrEqual(18);
    expect(PRESENTATION_SCALE.canvasFontPx).toBeGreaterThanOrEqual(18);
    const { layout } = paintAt(PRESENTATION_SCALE);
    expect(layout.lanes.every((l) => l.height >= 36)).toBe(true);
  });

  it('draws marks, arrows and the playhead thicker than the normal scale does', () => {
    const normal = paintAt(NORMAL_SCALE);
    const large = paintAt(PRESENTATION_SCALE);
    expect(Math.max(...large.widths)).toBeGreaterThan(Math.max(...normal.widths));
    const playheadWidth = (r: typeof normal) =>
      r.rects.filter((f) => f.fill === '#111827').map((f) => f.w);
    expect(playheadWidth(large)[0]).toBeGreaterThan(playheadWidth(normal)[0]!);
  });

  it('writes the canvas text at its own size', () => {
    const { fonts } = paintAt(PRESENTATION_SCALE);
    expect([...fonts].every((f) => f.includes('18px'))).toBe(true);
    expect(fonts.size).toBeGreaterThan(0);
  });
});
