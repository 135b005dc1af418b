/**
 * What the app opens with: the scenario, seed, view and playhead a link asks for, or the
 * default built-in when there is no link. A link that cannot be read leaves a message
 * naming the field at fault, and the app opens the default scenario instead, so a broken
 * link never leaves an empty page.
 */
import { namesScenario, readPaperLink } from '../../scenario/paper-link.ts';
import { decodeLinkWith } from '../../scenario/link-format.ts';
import type { KnownScenario, ScenarioSource } from '../share/app-link.ts';
import { readAppLink } from '../share/app-link.ts';
import { DEFAULT_BUILTIN, loadBuiltin } from './builtin-scenarios.ts';
import { loadScenarioParser, parsePageScenario } from './scenario-parser.ts';

export type ViewLayout = 'single' | 'compare';

export interface AppStartup {
  source: ScenarioSource;
  /** The seed to show; null means the scenario's own. */
  seed: number | null;
  /** The variant to focus on, or null to compare all. */
  variant: string | null;
  layout: ViewLayout;
  /** The variants the compare view shows (the link's `runs`), or null for every one. */
  runs: readonly string[] | null;
  startAtMs: number | null;
  embed: boolean;
  /** The link asks the page to play at once (`autoplay=1`); an embed waits for Play otherwise. */
  autoplay: boolean;
  /** Why the link in the address could not be opened, or null. */
  linkProblem: string | null;
  /** Why the link's numbers may differ from its author's (another model or scenario), or null. */
  numbersNotice: string | null;
  /** The link asks for a prediction before the run (`predict=1`): the first run waits for it. */
  predictFirst: boolean;
  /** The paper page a link opens (`paper=`), or null; optional for older callers. */
  paper?: string | null;
}

export function defaultSource(): ScenarioSource {
  return { kind: 'builtin', id: DEFAULT_BUILTIN.id, doc: DEFAULT_BUILTIN.doc };
}

/** The built-in a link names (loaded), or none; any problem is left to `readAppLink`. */
async function linkedBuiltins(hash: string): Promise<KnownScenario[]> {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.includes('=')) return [];
  const decoded = decodeLinkWith(parsePageScenario, text);
  if (!decoded.ok || decoded.value.scenario.kind !== 'builtin') return [];
  const builtin = await loadBuiltin(decoded.value.scenario.id);
  return builtin === undefined ? [] : [builtin];
}

/**
 * The start-up state for a page whose fragment is `hash`. Asynchronous because a linked
 * built-in other than the default is its own file, loaded first, and because a link (any
 * fragment) needs the scenario parser, loaded first too; the page without one does not.
 */
export async function appStartup(hash: string): Promise<AppStartup> {
  if (hash !== '' && hash !== '#') await loadScenarioParser();
  return appStartupWith(hash, await linkedBuiltins(hash));
}

/** The start-up state for `hash` given the built-ins it may name. */
export function appStartupWith(hash: string, builtins: readonly KnownScenario[]): AppStartup {
  const paper = readPaperLink(hash);
  const paperId = paper.kind === 'ok' ? paper.paper : null;
  const paperProblem = paper.kind === 'error' ? paper.message : null;
  // A paper link need not name a scenario: the page opens over the default one.
  if (paper.kind !== 'none' && !namesScenario(hash)) {
    return { ...scenarioStartup('', builtins), paper: paperId, linkProblem: paperProblem };
  }
  const startup = scenarioStartup(hash, builtins);
  if (paper.kind === 'none' || paperProblem === null) return { ...startup, paper: paperId };
  if (startup.linkProblem !== null) {
    return { ...startup, paper: null, linkProblem: `${paperProblem} ${startup.linkProblem}` };
  }
  // The linked scenario opens (not the default): the bad paper id is a notice beside it.
  const notices = [paperProblem, startup.numbersNotice].filter((n) => n !== null);
  return { ...startup, paper: null, numbersNotice: notices.join(' ') };
}

/** The start-up state for the scenario part of `hash`. */
function scenarioStartup(hash: string, builtins: readonly KnownScenario[]): AppStartup {
  const fallback = defaultSource();
  const reading = readAppLink(hash, builtins);
  const isEmbed = /(^|[#&])embed=1(&|$)/.test(hash);
  const autoplay = /(^|[#&])autoplay=1(&|$)/.test(hash);
  if (reading.kind === 'ok') {
    const { state } = reading;
    return {
      source: state.source,
      seed: state.seed,
      variant: state.variant,
      layout: state.variant === null ? 'compare' : 'single',
      runs: state.runs ?? null,
      startAtMs: state.playheadMs,
      embed: state.embed,
      autoplay,
      linkProblem: null,
      numbersNotice: state.numbersNotice ?? null,
      predictFirst: state.predict === true,
    };
  }
  return {
    source: fallback,
    seed: null,
    variant: null,
    layout: 'single',
    runs: null,
    startAtMs: null,
    embed: isEmbed,
    autoplay,
    linkProblem: reading.kind === 'error' ? reading.message : null,
    numbersNotice: null,
    predictFirst: false,
  };
}
