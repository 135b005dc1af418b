/**
 * Restart-based concurrency control on the page: wound arrows and failed-validation marks
 * (built into the run's timeline model once)
 * on the transaction lanes (restart delays are their own segments, drawn by the core
 * timeline), their legend entries, and the event log's sentences for wounds, validation failures, conflicts and
 * restart delays. Nothing shows for a run under blocking 2PL.
 */
import type { TechniqueView } from '../../../ui/technique-view.ts';
import {
  concurrencyControlMarks,
  placeOnLanes,
  usesRestartConcurrencyControl,
} from '../fold/cc-marks.ts';
import { describeConcurrencyControlEvent } from '../describe.ts';
import { isConcurrencyControlEvent } from '../events.ts';
import { CcLegendItems } from './CcLegendItems.tsx';
import { paintConcurrencyControl } from './paint-concurrency-control.ts';

export const CONCURRENCY_CONTROL_VIEW: TechniqueView = {
  id: 'concurrency-control',
  addToTimeline(model, { events }) {
    if (usesRestartConcurrencyControl(events))
      model.cc = placeOnLanes(concurrencyControlMarks(events), model.transactions);
  },
  paintStatic: (frame) => ({ 'cc-marks': paintConcurrencyControl(frame) }),
  Legend: CcLegendItems,
  describeEvent: (event) =>
    isConcurrencyControlEvent(event) ? describeConcurrencyControlEvent(event) : null,
};
