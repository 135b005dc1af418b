/**
 * The sweep section as the workspace places it: its code (the chart's controls, the theory
 * overlay, the prediction sketch) is its own chunk, loaded only for a scenario that defines
 * a sweep, so a page without one never downloads it. Renders nothing until the chunk is in.
 */
import { lazy, Suspense } from 'react';
import type { SweepSectionProps } from './SweepSection.tsx';

const SweepSectionChunk = lazy(() =>
  import('./SweepSection.tsx').then((m) => ({ default: m.SweepSection })),
);

export function SweepSection(props: SweepSectionProps) {
  if (props.scenario.sweep === null) return null;
  return (
    <Suspense fallback={null}>
      <SweepSectionChunk {...props} />
    </Suspense>
  );
}
