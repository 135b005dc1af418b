/**
 * The app's state as a shareable link and back. A built-in scenario with no edits is named
 * by its id (a short link that follows improvements to the built-in); anything edited or
 * imported carries the whole document, edits written in, so the link alone reproduces the
 * run. Reading a link at start-up gives the state to open, or messages naming the link field
 * at fault, after which the app falls back to its default scenario.
 * The fragment format itself lives in scenario/link-format.ts. An inline scenario needs the
 * scenario parser: the page loads it before reading a link (app-startup.ts).
 */
import { roundMsToWholeUs } from '../../base/time.ts';
import type { Override } from '../../scenario/overrides.ts';
import {
  describeFirstErrors,
  type FieldError,
  type ParseResult,
} from '../../scenario/field-errors.ts';
import { decodeLinkWith, encodeLink, scenarioHash } from '../../scenario/link-format.ts';
import { parsePageScenario } from '../app/scenario-parser.ts';
import { MODEL_VERSION } from '../../base/model-version.ts';
import { applyEdits } from '../controls/apply-edits.ts';
import { withoutLocalSchema } from './export-files.ts';

export type ScenarioSource =
  { kind: 'builtin'; id: string; doc: unknown } | { kind: 'inline'; doc: unknown };

export interface AppLinkState {
  source: ScenarioSource;
  /** Edits on top of the source document (empty for a link just opened). */
  overrides: readonly Override[];
  seed: number | null;
  variant: string | null;
  playheadMs: number | null;
  embed: boolean;
  /** The variants the compare view shows; null or absent shows every one. */
  runs?: readonly string[] | null;
  /**
   * Set when reading a link made with another model version, or with a built-in scenario that
   * has changed since: the numbers shown may differ from the ones the link's author saw.
   */
  numbersNotice?: string | null;
  /** Ask for a prediction before the run (the link's `predict=1`, for homework). */
  predict?: boolean;
}

/** What the app needs to know about its built-ins to check a link against them. */
export interface KnownScenario {
  id: string;
  doc: unknown;
}

export type LinkReading =
  | { kind: 'none' }
  | { kind: 'ok'; state: AppLinkState }
  | { kind: 'error'; errors: FieldError[]; message: string };

/** Link times keep whole microseconds: the simulation's own resolution, and short. */
function roundToMicroseconds(ms: number): number {
  return roundMsToWholeUs(ms);
}

/** The fragment (without '#') for the app's state, or errors naming what cannot be linked. */
export function buildAppLink(state: AppLinkState): ParseResult<string> {
  let scenario: { kind: 'builtin'; id: string } | { kind: 'inline'; doc: unknown };
  if (state.source.kind === 'builtin' && state.overrides.length === 0) {
    scenario = { kind: 'builtin', id: state.source.id };
  } else {
    const edited = applyEdits(state.source.doc, state.overrides);
    if (!edited.ok) return edited;
    scenario = { kind: 'inline', doc: withoutLocalSchema(edited.value.doc) };
  }
  const playheadMs = state.playheadMs === null ? null : roundToMicroseconds(state.playheadMs);
  try {
    return {
      ok: true,
      value: encodeLink({
        scenario,
        seed: state.seed,
        variant: state.variant,
        playheadMs,
        embed: state.embed,
        modelVersion: MODEL_VERSION,
        scenarioHash: scenario.kind === 'builtin' ? scenarioHash(state.source.doc) : null,
        ...(state.predict === true ? { predict: true } : {}),
        runs: state.runs ?? null,
      }),
    };
  } catch (e) {
    return { ok: false, errors: [{ path: 'link', message: (e as Error).message }] };
  }
}

function variantIds(doc: unknown): string[] | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const compare = (doc as { compare?: unknown }).compare;
  if (compare === undefined) return [];
  if (!Array.isArray(compare)) return null;
  return compare
    .map((v) => (v as { id?: unknown } | null)?.id)
    .filter((id) => typeof id === 'string');
}

/**
 * Reads the page's fragment at start-up. No fragment, or a plain anchor without any
 * `key=value`, is no link at all.
 */
export function readAppLink(hash: string, builtins: readonly KnownScenario[]): LinkReading {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.includes('=')) return { kind: 'none' };
  const decoded = decodeLinkWith(parsePageScenario, text);
  const fail = (errors: FieldError[]): LinkReading => ({
    kind: 'error',
    errors,
    message: `This link could not be opened: ${describeFirstErrors(errors)}.`,
  });
  if (!decoded.ok) return fail(decoded.errors);
  const link = decoded.value;
  const notices: string[] = [];
  const made = link.modelVersion;
  if (made !== undefined && made !== null && made !== MODEL_VERSION) {
    notices.push(`it was made with model version ${made}, this page runs version ${MODEL_VERSION}`);
  }
  let source: ScenarioSource;
  if (link.scenario.kind === 'builtin') {
    const id = link.scenario.id;
    const builtin = builtins.find((b) => b.id === id);
    if (builtin === undefined) {
      return fail([{ path: 'link.id', message: `there is no built-in scenario "${id}"` }]);
    }
    const variants = variantIds(builtin.doc);
    if (link.variant !== null && variants !== null && !variants.includes(link.variant)) {
      return fail([
        { path: 'link.variant', message: `the scenario has no variant "${link.variant}"` },
      ]);
    }
    source = { kind: 'builtin', id, doc: builtin.doc };
    if (link.scenarioHash !== undefined && link.scenarioHash !== null) {
      if (link.scenarioHash !== scenarioHash(builtin.doc)) {
        notices.push(`the built-in scenario "${id}" has changed since the link was made`);
      }
    }
  } else {
    source = { kind: 'inline', doc: link.scenario.doc };
  }
  const state: AppLinkState = {
    source,
    overrides: [],
    seed: link.seed,
    variant: link.variant,
    playheadMs: link.playheadMs,
    embed: link.embed,
  };
  if (link.predict === true) state.predict = true;
  if (link.runs !== undefined && link.runs !== null) state.runs = link.runs;
  if (notices.length > 0) {
    state.numbersNotice = `The numbers may differ from the ones this link was made with: ${notices.join('; ')}.`;
  }
  return { kind: 'ok', state };
}
