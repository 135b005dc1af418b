/**
 * What each transaction lane shows at the playhead, as one line of text for tests and
 * tools reading the page (the canvas carries it as `data-playhead-states`): per run, the
 * lanes that have a segment at that instant as "lane:state" with lanes numbered from 1 as
 * their labels are ("1:lock-wait 4:cpu"), runs separated by " | ". Pure.
 */
import type { PaintRun } from './paint-frame.ts';

/** The segment of a sorted, non-overlapping list that contains `timeUs`, or undefined. */
function segmentAt<S extends { startUs: number; endUs: number }>(
  segments: readonly S[],
  timeUs: number,
): S | undefined {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (segments[mid]!.endUs <= timeUs) lo = mid + 1;
    else hi = mid;
  }
  const s = segments[lo];
  return s !== undefined && s.startUs <= timeUs ? s : undefined;
}

export function playheadStates(runs: readonly PaintRun[], timeUs: number): string {
  return runs
    .map(({ model }) =>
      model.txnLanes
        .flatMap((lane) => {
          const s = segmentAt(lane.segments, timeUs);
          return s === undefined ? [] : [`${lane.index + 1}:${s.state}`];
        })
        .join(' '),
    )
    .join(' | ');
}
