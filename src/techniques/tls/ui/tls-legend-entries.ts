/**
 * Which legend entries a thread-level speculation run needs: the CPU-lane states that
 * occur (in the theme's order, with what each means on a CPU lane), the cache-miss band,
 * and the marks (checkpoint tick, violation arrow, homefree token, sequential ghost).
 * Empty when no run has TLS. Pure; TlsLegendItems.tsx draws them.
 */
import type { TimelineModel } from '../../../trace/timeline-model.ts';
import { STATE_STYLES, type DrawState } from '../../../ui/theme/states.ts';
import { tlsPhaseState } from './tls-marks.ts';

export interface TlsLegendEntries {
  states: { state: DrawState; label: string }[];
  cacheMiss: boolean;
  checkpoints: boolean;
  violations: boolean;
  token: boolean;
  ghost: boolean;
}

const LABELS: Partial<Record<DrawState, string>> = {
  cpu: 'Running, not speculative (serial, homefree, post-commit)',
  speculative: 'Speculative epoch (E5: epoch 5)',
  squash: 'Failed: squashed by a violation',
  'latch-stall': 'Latch stall',
  'token-wait': 'Waiting for the token (idle)',
};

export function tlsLegendEntries(models: readonly Pick<TimelineModel, 'tls'>[]): TlsLegendEntries {
  const states = new Set<DrawState>();
  const entries: TlsLegendEntries = {
    states: [],
    cacheMiss: false,
    checkpoints: false,
    violations: false,
    token: false,
    ghost: false,
  };
  for (const { tls } of models) {
    if (tls === undefined || tls === null) continue;
    for (const lane of tls.lanes)
      for (const s of lane) {
        states.add(tlsPhaseState(s.phase, s.failed));
        if (!s.failed && s.cacheMissShare >= 0.005) entries.cacheMiss = true;
      }
    entries.checkpoints ||= tls.checkpoints.length > 0;
    entries.violations ||= tls.violations.length > 0;
    entries.token ||= tls.tokenHops.length > 0;
    entries.ghost ||= tls.ghosts.length > 0;
  }
  entries.states = (Object.keys(STATE_STYLES) as DrawState[])
    .filter((s) => states.has(s))
    .map((state) => ({ state, label: LABELS[state] ?? STATE_STYLES[state].label }));
  return entries;
}
