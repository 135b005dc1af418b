/**
 * The sweep section as the workspace places it: its code (the chart's controls, the theory
 * overlay, the prediction sketch) is its own chunk, loaded only for a scenario that defines
 * a sweep, so a page without one never downloads it. Renders nothing until the chunk is in.
 */
import { lazy, Suspense } from 'react';
import type { SweepSectionProps } from './SweepSection.tsx';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// Running a sweep plans documents the build did not parse: the chunk brings the parser.
const SweepSectionChunk = lazy(() =>
  Promise.all([import('./SweepSection.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.SweepSection,
  })),
);

export function SweepSection(props: SweepSectionProps) {
  if (props.scenario.sweep === null) return null;
  return (
    <Suspense fallback={null}>
      <SweepSectionChunk {...props} />
    </Suspense>
  );
}
