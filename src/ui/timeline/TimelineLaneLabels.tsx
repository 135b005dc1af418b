/**
 * The label column's lane names ("T3", "disk 2", …), each beside its lane. Past a few
 * hundred lanes only those near the scrolled view are elements (lanes-in-view.ts). Their
 * size follows the lanes: smaller in short lanes, larger in tall ones, the presentation
 * scale's own when presenting. Leaves out the run titles (TimelineRunTitles.tsx), which take
 * the column's place when compared runs put their titles beside their lanes.
 */
import type { LaneRow, TimelineLayout } from './lane-layout.ts';
import { lanesInView } from './lanes-in-view.ts';
import { NORMAL_SCALE, type TimelineScale } from './timeline-scale.ts';

/** A lane label's font size in px: the scale's, shrunk for short lanes and grown for tall. */
function labelPx(lane: LaneRow, scale: TimelineScale): number {
  if (scale !== NORMAL_SCALE) return scale.labelPx;
  if (lane.height < 18) return Math.max(8, lane.height - 2);
  return lane.height >= 32 ? 18 : scale.labelPx;
}

export interface TimelineLaneLabelsProps {
  layout: TimelineLayout;
  /** Which step of its scroll the view is in (lanes-in-view.ts). */
  labelStep: number;
  viewportHeight: number;
  /** The run titles stand in the column instead: no lane labels. */
  titlesInline: boolean;
  scale: TimelineScale;
}

export function TimelineLaneLabels(props: TimelineLaneLabelsProps) {
  const { layout, labelStep, viewportHeight, titlesInline, scale } = props;
  return (
    <div className="timeline-labels" style={{ height: layout.height }} aria-hidden="true">
      {(titlesInline ? [] : lanesInView(layout.lanes, labelStep, viewportHeight)).map((lane) => (
        <div
          key={lane.key}
          className={`timeline-lane-label is-${lane.kind}`}
          style={{ top: lane.y, height: lane.height, fontSize: labelPx(lane, scale) }}
        >
          {lane.label}
        </div>
      ))}
    </div>
  );
}
