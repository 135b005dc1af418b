/**
 * What the app opens with: the scenario, seed, view and playhead a link asks for, or the
 * default built-in when there is no link. A link that cannot be read leaves a message
 * naming the field at fault, and the app opens the default scenario instead, so a broken
 * link never leaves an empty page.
 */
import type { ScenarioSource } from '../share/app-link.ts';
import { readAppLink } from '../share/app-link.ts';
import { BUILTIN_SCENARIOS, DEFAULT_SCENARIO_ID, findBuiltin } from './builtin-scenarios.ts';

export type ViewLayout = 'single' | 'compare';

export interface AppStartup {
  source: ScenarioSource;
  /** The seed to show; null means the scenario's own. */
  seed: number | null;
  /** The variant to focus on, or null to compare all. */
  variant: string | null;
  layout: ViewLayout;
  startAtMs: number | null;
  embed: boolean;
  /** The link asks the page to play at once (`autoplay=1`); an embed waits for Play otherwise. */
  autoplay: boolean;
  /** Why the link in the address could not be opened, or null. */
  linkProblem: string | null;
}

export function defaultSource(): ScenarioSource | null {
  const builtin = findBuiltin(DEFAULT_SCENARIO_ID) ?? BUILTIN_SCENARIOS[0];
  return builtin === undefined ? null : { kind: 'builtin', id: builtin.id, doc: builtin.doc };
}

/** The start-up state for a page whose fragment is `hash`; null without any scenario. */
export function appStartup(hash: string): AppStartup | null {
  const fallback = defaultSource();
  const reading = readAppLink(hash, BUILTIN_SCENARIOS);
  const isEmbed = /(^|[#&])embed=1(&|$)/.test(hash);
  const autoplay = /(^|[#&])autoplay=1(&|$)/.test(hash);
  if (reading.kind === 'ok') {
    const { state } = reading;
    return {
      source: state.source,
      seed: state.seed,
      variant: state.variant,
      layout: state.variant === null ? 'compare' : 'single',
      startAtMs: state.playheadMs,
      embed: state.embed,
      autoplay,
      linkProblem: null,
    };
  }
  if (fallback === null) return null;
  return {
    source: fallback,
    seed: null,
    variant: null,
    layout: 'single',
    startAtMs: null,
    embed: isEmbed,
    autoplay,
    linkProblem: reading.kind === 'error' ? reading.message : null,
  };
}
