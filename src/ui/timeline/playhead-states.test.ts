import { describe, expect, it } from 'vitest';
import { buildSegments } from '../../trace/segments.ts';
import { serverLockWaitTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { playheadStates } from './playhead-states.ts';

describe('the states at the playhead', () => {
  const model = buildSegments(serverLockWaitTrace);

  it('name each transaction lane with a segment at the instant, numbered from 1', () => {
    expect(playheadStates([{ model }], 25)).toBe('1:io 2:lock-wait');
  });

  it('leave out lanes with nothing at the instant, and separate runs', () => {
    expect(playheadStates([{ model }, { model }], 42)).toBe('2:cpu | 2:cpu');
  });
});
