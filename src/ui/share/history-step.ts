/**
 * How the address follows the page. Working inside one scenario (edits, seed, variant, a
 * paused playhead) replaces the current history entry, so reload and bookmarks keep the
 * state without flooding Back; loading another scenario adds an entry, so Back returns to
 * the previous one. The address the page was opened with is left alone until something
 * changes. Inside an embed the page never adds entries: they would land in the host page's
 * history. Pure: the hook (use-address-sync.ts) performs the step.
 */

export type HistoryStep = 'push' | 'replace' | 'none';

export interface AddressState {
  /** Which scenario is loaded; a different value is another scenario. */
  scenarioKey: string;
  /** The link fragment (without '#') for the page's state. */
  fragment: string;
}

export function historyStep(
  previous: AddressState | null,
  next: AddressState,
  options: { embed: boolean },
): HistoryStep {
  if (previous === null) return 'none';
  if (previous.fragment === next.fragment && previous.scenarioKey === next.scenarioKey) {
    return 'none';
  }
  if (previous.scenarioKey !== next.scenarioKey && !options.embed) return 'push';
  return 'replace';
}

/**
 * The playhead instant a link should carry: the paused instant, or none while playing or at
 * the very start (a link with `t` opens paused there; one without plays from the start).
 */
export function linkInstantUs(state: {
  playing: boolean;
  timeUs: number;
  startUs: number;
}): number | null {
  return state.playing || state.timeUs <= state.startUs ? null : state.timeUs;
}
