/**
 * Two-stage execution (TSTE, OTSTE, HTSTE) on the page: the panel with HTSTE's per-type
 * badges, the pinned-frame gauge and lock wait caused by I/O; hatched fetch stages and
 * rollbacks on transaction lanes; blame arrows from open lock waits to the disk read at
 * the root of their wait chain; their legend entries; and the editor's execution switches.
 */
import { lazy, Suspense } from 'react';
import { stageStrips, usesTwoStage } from '../stage-strips.ts';
import type { TechniquePanelProps, TechniqueView } from '../../../ui/technique-view.ts';
import { TWO_STAGE_FIELDS } from './editor-fields.ts';
import { paintBlameArrows, paintStageStrips } from './paint-two-stage.ts';
import { TwoStageLegend } from './TwoStageLegend.tsx';

// The panel is its own chunk, loaded only for a two-stage run.
const TwoStagePanel = lazy(() =>
  import('./TwoStagePanel.tsx').then((m) => ({ default: m.TwoStagePanel })),
);

function TwoStageRunPanel({ run, timeUs }: TechniquePanelProps) {
  if (run.model.stages === undefined) return null;
  const frames = run.planned.scenario.system.buffer.pages;
  return (
    <Suspense fallback={null}>
      <TwoStagePanel run={run} timeUs={timeUs} bufferFrames={frames} />
    </Suspense>
  );
}

function TwoStageRunsLegend({ runs }: { runs: readonly TechniquePanelProps['run'][] }) {
  return <TwoStageLegend models={runs.map((r) => r.model)} />;
}

export const TWO_STAGE_VIEW: TechniqueView = {
  id: 'two-stage',
  addToTimeline(model, { events, compared }) {
    if (compared || usesTwoStage(events))
      model.stages = stageStrips(events, model.transactions, model.txnLanes.length);
  },
  Panel: TwoStageRunPanel,
  mainPanel: (run) =>
    run.model.stages === undefined ? null : { tab: 'technique', label: 'Stages' },
  paintStatic: (frame) => ({ 'painted-stages': paintStageStrips(frame) }),
  paintPlayhead: (frame) => ({ 'blame-arrows': paintBlameArrows(frame) }),
  Legend: TwoStageRunsLegend,
  editorFields: TWO_STAGE_FIELDS,
};
