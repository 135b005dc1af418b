/**
 * Each run's title on the timeline: above its lanes as a header row, or, for compact
 * compared runs (titlesInline), in the label column beside its own lanes, wrapped to the
 * lines its block has room for and saying when its terminals share lanes. A no-wait run
 * carries the unsafe badge. Leaves out the lane labels (TimelineLaneLabels.tsx) and the
 * lanes' layout (lane-layout.ts).
 */
import { UnsafeBadge } from '../components/UnsafeBadge.tsx';
import type { TimelineRun } from '../session/run-view.ts';
import type { TimelineLayout } from './lane-layout.ts';
import { AXIS_HEIGHT } from './TimelineAxis.tsx';
import { NORMAL_SCALE, type TimelineScale } from './timeline-scale.ts';

/** Lines of 12 px an inline run title may take in a run block `heightPx` tall. */
function inlineTitleLines(heightPx: number): number {
  return Math.max(1, Math.floor((heightPx - 2) / 12));
}

/** What a run's title says when its terminals share lanes: how many to a lane. */
function sharedNote(terminals: number, perLane: number): string {
  if (perLane <= 1 || terminals <= 1) return '';
  return ` · ${terminals} terminals, ${Math.min(perLane, terminals)} drawn over one another per lane`;
}

export interface TimelineRunTitlesProps {
  layout: TimelineLayout;
  runs: readonly TimelineRun[];
  scale: TimelineScale;
  /** Titles in the label column beside their lanes, not above them. */
  titlesInline: boolean;
  /** Terminals drawn in one shared lane. */
  txnPerLane: number;
}

export function TimelineRunTitles(props: TimelineRunTitlesProps) {
  const { layout, runs, scale, titlesInline, txnPerLane } = props;
  return layout.runs.map((block, i) => (
    <div
      key={block.key}
      className={titlesInline ? 'timeline-run-title is-inline' : 'timeline-run-title'}
      style={
        titlesInline
          ? {
              top: AXIS_HEIGHT + block.y,
              height: block.bottom - block.y,
              width: scale.labelWidth,
            }
          : {
              top: AXIS_HEIGHT + block.y,
              height: block.headerHeight,
              fontSize:
                scale === NORMAL_SCALE && block.headerHeight < 26
                  ? block.headerHeight - 5
                  : scale.labelPx + 1,
            }
      }
      title={titlesInline ? block.title + sharedNote(block.txnLanes.length, txnPerLane) : undefined}
    >
      {titlesInline ? (
        <span
          className="timeline-run-title-text"
          style={{ maxHeight: 12 * inlineTitleLines(block.bottom - block.y) }}
        >
          {block.title}
          {sharedNote(block.txnLanes.length, txnPerLane)}
        </span>
      ) : (
        block.title
      )}
      {runs[i]?.model.run.commitProtocol === 'no-wait' && <UnsafeBadge />}
    </div>
  ));
}
