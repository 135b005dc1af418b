/**
 * Which legend entries restart-based concurrency control needs, and what they say: the
 * wound arrow and the failed-validation diamond, each only when some run in view has one.
 * Restart delays need no entry of their own (they are idle segments, in the core legend).
 * Pure; CcLegendItems.tsx draws them.
 */
import type { TimelineModel } from '../../../trace/timeline-model.ts';

export interface CcLegendEntries {
  wounds: boolean;
  validationFailures: boolean;
}

export const CC_MARK_LABELS = {
  wound: 'Wound: older transaction → younger one it aborts',
  validationFailure: 'Failed validation (optimistic): the attempt restarts',
} as const;

export const CC_MARK_MEANINGS = {
  wound:
    'Wound-wait: an older transaction asked for a lock a younger one holds; the younger one ' +
    'loses its locks and aborts (at once when it was waiting, else when its current step ends).',
  validationFailure:
    'Optimistic control: at commit, a page this attempt read was written by a transaction ' +
    'that committed since the attempt began; the attempt aborts and restarts.',
} as const;

export function ccLegendEntries(models: readonly Pick<TimelineModel, 'cc'>[]): CcLegendEntries {
  const entries: CcLegendEntries = { wounds: false, validationFailures: false };
  for (const { cc } of models) {
    if (cc === undefined || cc === null) continue;
    if (cc.wounds.length > 0) entries.wounds = true;
    if (cc.validationFailures.length > 0) entries.validationFailures = true;
  }
  return entries;
}
