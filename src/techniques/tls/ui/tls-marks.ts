/**
 * How the marks of a thread-level speculation run are drawn, everywhere (timeline, legend,
 * breakdown panel): the violation arrow, the homefree token, checkpoint ticks, the
 * sequential ghost, and which state style each CPU phase takes. Every mark has a shape or
 * text besides its colour (arrowhead and label, diamond, tick, dashed outline).
 */
import type { TlsPhase } from '../events.ts';
import type { DrawState } from '../../../ui/theme/states.ts';

export const TLS_MARK_COLORS = {
  /** Okabe–Ito vermillion darkened: the backward arrow of a dependence violation. */
  violation: '#b3261e',
  token: '#F0E442',
  tokenInk: '#000000',
  checkpoint: '#102a43',
  ghost: '#c9ced6',
  ghostInk: '#4b5563',
} as const;

export const TLS_MARK_MEANINGS = {
  violation:
    'A dependence violation: an older epoch stores (arrow tail) to a location a younger epoch already loaded (arrowhead); the younger one rewinds.',
  token:
    'The homefree token: only its holder may commit, so it hops to the next epoch at each commit.',
  checkpoint: 'A sub-epoch checkpoint: a violation rewinds no further back than this.',
  ghost: 'The same transactions run sequentially on one CPU, back to back, for comparison.',
} as const;

/** The state style a CPU lane segment takes; failed (squashed) work overrides it. */
export function tlsPhaseState(phase: TlsPhase, failed: boolean): DrawState {
  if (failed) return 'squash';
  switch (phase) {
    case 'prefork':
    case 'speculative':
    case 'escaped':
      return 'speculative';
    case 'latch-wait':
      return 'latch-stall';
    case 'wait-token':
    case 'idle':
      return 'token-wait';
    case 'serial':
    case 'homefree':
    case 'post-commit':
      return 'cpu';
  }
}
