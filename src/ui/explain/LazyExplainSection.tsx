/**
 * "Explain the difference" as the results table and the compare view place it: its code
 * (the waterfall and its chart) is its own chunk, loaded the first time someone asks for an
 * explanation. Renders nothing until the chunk is in.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ExplainSection as Section } from './ExplainSection.tsx';

const ExplainSectionChunk = lazy(() =>
  import('./ExplainSection.tsx').then((m) => ({ default: m.ExplainSection })),
);

export function ExplainSection(props: ComponentProps<typeof Section>) {
  return (
    <Suspense fallback={null}>
      <ExplainSectionChunk {...props} />
    </Suspense>
  );
}
