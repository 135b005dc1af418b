/**
 * Where an exported file's numbers came from: the app's model version and, for a built-in
 * scenario run as shipped, the scenario's hash (the same `mv` and `h` a link carries, see
 * scenario/url-codec.ts), so a reader can tell whether two files are comparable. Added to
 * rows as trailing fields, never in place of one: the CSV keeps the CLI's columns first.
 * Leaves out an edited scenario's hash (its file, or the link's inline document, is the
 * record of what ran) and any wall-clock date (this layer is pure).
 */
import { MODEL_VERSION } from '../base/model-version.ts';
import { scenarioHash } from '../scenario/link-format.ts';

export interface Provenance {
  modelVersion: number;
  /** The scenario's id as the page names it. */
  scenarioId: string;
  /** The built-in's hash when the scenario is a built-in exactly as shipped, else null. */
  scenarioHash: string | null;
}

/** The fields added after a row's own, in this order. */
export const PROVENANCE_FIELDS = ['modelVersion', 'scenarioHash'] as const;

export type ProvenanceFields = Pick<Provenance, (typeof PROVENANCE_FIELDS)[number]>;

/**
 * The provenance of `doc` (the scenario as it runs, edits included) under `scenarioId`;
 * `builtinDoc` is the built-in of that id as shipped, if there is one. The hash is recorded
 * only when the two documents are the same, so an edited run never claims a built-in's hash.
 */
export function provenanceOf(scenarioId: string, doc: unknown, builtinDoc: unknown): Provenance {
  const builtinHash = builtinDoc === undefined ? null : scenarioHash(builtinDoc);
  const hash = builtinHash !== null && scenarioHash(doc) === builtinHash ? builtinHash : null;
  return { modelVersion: MODEL_VERSION, scenarioId, scenarioHash: hash };
}

/** A provenance that knows only the id (no document to check against a built-in). */
export function provenanceOfId(scenarioId: string): Provenance {
  return { modelVersion: MODEL_VERSION, scenarioId, scenarioHash: null };
}

/** `row` with the provenance fields after its own. */
export function withProvenance<T extends object>(
  row: T,
  provenance: Provenance,
): T & ProvenanceFields {
  return { ...row, modelVersion: provenance.modelVersion, scenarioHash: provenance.scenarioHash };
}
