/**
 * Where a fidelity test says what it measured for a paper's claim. The call always checks
 * that the claim is in the catalogue; when `FIDELITY_REPORT` names a file, it also appends
 * one JSON line there, which `npm run fidelity:table` turns into the table of every claim
 * beside the paper's value. Nothing here asserts: the test around the call does.
 */
import { appendFileSync } from 'node:fs';
import { PAPER_CLAIMS } from './catalogue.ts';

export interface Measurement {
  readonly id: string;
  /** Our value, as shown in the table (`2.41×`, `.47 / .45 / .43`). */
  readonly ours: string;
  /** Whether it lands within ±30% (a size claim) or in the paper's direction. */
  readonly holds: boolean;
}

/** True when `ours` is within ±30% of the paper's `published` value. */
export function withinThirtyPercent(ours: number, published: number): boolean {
  return Math.abs(ours / published - 1) <= 0.3;
}

/** A number with three significant figures, for the table. */
export function sig3(value: number): string {
  return String(Number(value.toPrecision(3)));
}

export function measured(id: string, ours: string, holds: boolean): void {
  if (!PAPER_CLAIMS.some((c) => c.id === id)) throw new Error(`no claim ${id} in the catalogue`);
  const file = process.env['FIDELITY_REPORT'];
  if (file === undefined || file === '') return;
  const line: Measurement = { id, ours, holds };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** A size claim of several numbers: it holds when every one is within ±30% of the paper's. */
export function measuredSizes(
  id: string,
  ours: readonly number[],
  published: readonly number[],
  unit = '',
): void {
  const holds = ours.every((v, i) => withinThirtyPercent(v, published[i]!));
  measured(id, ours.map((v) => `${sig3(v)}${unit}`).join(' / '), holds);
}
