/**
 * The table of every paper claim beside our measurement, in Markdown: one row per claim of
 * the catalogue, the last measurement a fidelity test recorded for it, and a verdict. A
 * claim measured more than once (several seeds or points) keeps every value, joined.
 */
import { PAPER_CLAIMS, type PaperClaim } from './catalogue.ts';
import type { Measurement } from './record.ts';

function verdict(claim: PaperClaim, found: readonly Measurement[]): string {
  if (found.length === 0)
    return claim.unmeasured ? `not measured: ${claim.unmeasured}` : 'NOT MEASURED';
  const holds = found.every((m) => m.holds);
  if (claim.kind === 'size') return holds ? 'within ±30%' : 'outside ±30%';
  return holds ? 'right direction' : 'missed';
}

const cell = (text: string): string => text.replaceAll('|', '\\|');

export function claimsTable(measurements: readonly Measurement[]): string {
  const rows = PAPER_CLAIMS.map((claim) => {
    const found = measurements.filter((m) => m.id === claim.id);
    const ours = [...new Set(found.map((m) => m.ours))].join('; ') || '—';
    return `| ${claim.id} | ${cell(claim.claim)} | ${cell(claim.published)} | ${cell(ours)} | ${verdict(claim, found)} |`;
  });
  return ['| claim | what | paper | ours | verdict |', '|---|---|---|---|---|', ...rows].join('\n');
}

/**
 * Under the table: for every claim we miss or measure outside ±30%, the cause we found and
 * why the paper's value is not reached honestly, or that no cause is written down yet.
 */
export function claimsNotes(measurements: readonly Measurement[]): string {
  const notes = PAPER_CLAIMS.flatMap((claim) => {
    const found = measurements.filter((m) => m.id === claim.id);
    if (found.every((m) => m.holds)) return [];
    return [
      `- **${claim.id}** (${verdict(claim, found)}). ${claim.missNote ?? 'No cause written down yet.'}`,
    ];
  });
  return notes.length === 0 ? '' : ['## The claims we miss, and why', '', ...notes].join('\n');
}

/** How many claims hold, fall outside, or are unmeasured. */
export function claimsSummary(measurements: readonly Measurement[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const claim of PAPER_CLAIMS) {
    const v = verdict(
      claim,
      measurements.filter((m) => m.id === claim.id),
    ).split(':')[0]!;
    counts[v] = (counts[v] ?? 0) + 1;
  }
  return counts;
}
