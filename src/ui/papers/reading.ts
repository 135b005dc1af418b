/**
 * A figure's reading (what matches, what does not, why) with its numbers filled in from
 * the run, so no number in it is typed in by hand. Placeholders, VARIANT a compare variant
 * of the figure's series and X a swept value:
 *   {ours:VARIANT@X}        our mean at X
 *   {paper:VARIANT@X}       the paper's value at X (a range as "a–b")
 *   {vs:VARIANT@X}          ours against the paper's: "12% above", "8% below", "inside the range"
 *   {change:VARIANT@X1>X2}  our signed change from X1 to X2, in percent
 *   {paperchange:VARIANT@X1>X2}  the paper's (a range by its middle)
 *   {peak:VARIANT}          the X where our curve is highest
 * A number not yet computed reads "…"; a placeholder the figure cannot fill reads "?" (a
 * test checks that every built-in's readings fill).
 */
import { formatFixed } from '../format.ts';
import { paperText, type FigureSeries, type PaperValue } from './figure-data.ts';

const PLACEHOLDER =
  /\{(ours|paper|vs|paperchange|change|peak):([a-z0-9-]+)(?:@([-0-9.e]+)(?:>([-0-9.e]+))?)?\}/g;

export const NOT_YET = '…';
export const CANNOT = '?';

function xText(x: number): string {
  return formatFixed(x, Number.isInteger(x) ? 0 : 2);
}

function percent(ratio: number): string {
  return `${formatFixed(Math.abs(ratio) * 100, 0)}%`;
}

function middle(y: PaperValue): number {
  return typeof y === 'number' ? y : (y[0] + y[1]) / 2;
}

function signedPercent(from: number, to: number): string {
  const change = (to - from) / from;
  return `${change >= 0 ? '+' : '−'}${percent(change)}`;
}

/** One placeholder's text, or CANNOT when the figure has no such variant, value or kind. */
function fill(
  kind: string,
  variant: string,
  at: number | null,
  to: number | null,
  series: readonly FigureSeries[],
  digits: number,
): string {
  const s = series.find((c) => c.variant === variant);
  if (s === undefined) return CANNOT;
  const ours = (x: number) => s.ours.find((p) => p.x === x);
  if (kind === 'peak') {
    if (s.ours.length === 0) return NOT_YET;
    return xText(s.ours.reduce((best, p) => (p.mean > best.mean ? p : best)).x);
  }
  if (at === null) return CANNOT;
  if (kind === 'ours') {
    const p = ours(at);
    return p === undefined ? NOT_YET : formatFixed(p.mean, digits);
  }
  const paper = s.paper.find((p) => p.x === at);
  if (kind === 'paper') return paper === undefined ? CANNOT : paperText(paper.y, digits);
  if (kind === 'change' || kind === 'paperchange') {
    if (to === null) return CANNOT;
    if (kind === 'paperchange') {
      const a = s.paper.find((p) => p.x === at);
      const b = s.paper.find((p) => p.x === to);
      if (a === undefined || b === undefined) return CANNOT;
      return signedPercent(middle(a.y), middle(b.y));
    }
    const a = ours(at);
    const b = ours(to);
    if (a === undefined || b === undefined) return NOT_YET;
    return signedPercent(a.mean, b.mean);
  }
  // vs
  if (paper === undefined) return CANNOT;
  const p = ours(at);
  if (p === undefined) return NOT_YET;
  const [lo, hi] = typeof paper.y === 'number' ? [paper.y, paper.y] : paper.y;
  if (p.mean >= lo && p.mean <= hi && lo !== hi) return 'inside the range';
  const ref = p.mean < lo ? lo : hi;
  const gap = (p.mean - ref) / ref;
  return `${percent(gap)} ${gap >= 0 ? 'above' : 'below'}`;
}

/** The reading with every placeholder filled from `series`. */
export function fillReading(text: string, series: readonly FigureSeries[], digits: number): string {
  return text.replace(PLACEHOLDER, (_all, kind: string, variant: string, a?: string, b?: string) =>
    fill(
      kind,
      variant,
      a === undefined ? null : Number(a),
      b === undefined ? null : Number(b),
      series,
      digits,
    ),
  );
}

/** Placeholder-looking text the pattern does not accept (a typo in a scenario file). */
export function unreadablePlaceholders(text: string): string[] {
  const all = text.match(/\{[^}]*\}/g) ?? [];
  return all.filter((p) => p.replace(PLACEHOLDER, '') !== '');
}
