import { describe, expect, it } from 'vitest';
import { spreadArrowXs } from './wait-arrow-layout.ts';

describe('where the open lock-wait arrows stand', () => {
  it('puts each arrow at the start of its wait, not all at the playhead', () => {
    expect(spreadArrowXs([100, 250, 400], 0, 500)).toEqual([100, 250, 400]);
  });

  it('fans out arrows whose waits began together, so they do not pile into one blob', () => {
    expect(spreadArrowXs([100, 100, 100, 103], 0, 500, 8)).toEqual([100, 108, 116, 124]);
  });

  it('keeps arrows inside the window and not past the playhead', () => {
    expect(spreadArrowXs([-50, 600], 0, 500)).toEqual([0, 500]);
  });
});
