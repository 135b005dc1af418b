/**
 * How big the timeline draws: lane and run-header heights, the lane labels' width and
 * size, the canvas text and how thick marks are. The page picks the normal scale, or the
 * presentation scale (presentation mode, for the back row of a lecture hall: lanes at
 * least 36 px, labels at least 18 px, thicker marks). Leaves out colours and what is drawn.
 */

export interface TimelineScale {
  /** Presentation mode's scale: the timeline's own styles grow with it. */
  large: boolean;
  laneHeight: number;
  headerHeight: number;
  /** Width of the lane-label column, CSS px. */
  labelWidth: number;
  /** Lane labels and run titles, CSS px. */
  labelPx: number;
  /** Text drawn on the canvas (segment letters, flush boxes), CSS px. */
  canvasFontPx: number;
  /** Marks, arrows and the playhead: this many times their usual width. */
  lineScale: number;
}

export const NORMAL_SCALE: TimelineScale = {
  large: false,
  laneHeight: 24,
  headerHeight: 30,
  labelWidth: 136,
  labelPx: 15,
  canvasFontPx: 14,
  lineScale: 1,
};

export const PRESENTATION_SCALE: TimelineScale = {
  large: true,
  laneHeight: 40,
  headerHeight: 44,
  labelWidth: 200,
  labelPx: 20,
  canvasFontPx: 18,
  lineScale: 1.75,
};
