/**
 * The results compared in words: each variant after the first against the first (the
 * scenario's reference run, listed first), by throughput and by mean response time: "ELR
 * (safe): 2.0× the throughput of Baseline; mean response 62% less time than Baseline.", each
 * variant named by its title up to a colon ("Baseline: release after the flush" is "Baseline").
 * Leaves out which difference is significant (the sweep's seed intervals say that) and runs
 * without a measured throughput.
 */
import { rateComparedInWords, timeComparedInWords } from '../format.ts';

export interface ComparedRow {
  title: string;
  row: { throughputTps: number; meanResponseMs: number };
}

/** A variant's name without its explanation: "Baseline: release after the flush" -> "Baseline". */
function shortTitle(title: string): string {
  const colon = title.indexOf(': ');
  return colon > 0 ? title.slice(0, colon) : title;
}

export function resultsComparison(rows: readonly ComparedRow[]): string[] {
  const first = rows[0];
  if (first === undefined || rows.length < 2) return [];
  const reference = shortTitle(first.title);
  const out: string[] = [];
  for (const { title, row } of rows.slice(1)) {
    const rate =
      first.row.throughputTps > 0
        ? rateComparedInWords(row.throughputTps / first.row.throughputTps, reference)
        : '';
    const time =
      first.row.meanResponseMs > 0 && row.meanResponseMs > 0
        ? timeComparedInWords(row.meanResponseMs / first.row.meanResponseMs, reference)
        : '';
    const parts = [rate, time === '' ? '' : `mean response ${time}`].filter((p) => p !== '');
    if (parts.length > 0) out.push(`${shortTitle(title)}: ${parts.join('; ')}.`);
  }
  return out;
}
