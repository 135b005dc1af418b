/**
 * The stderr lines for runs that stopped before their planned end: one per run, its
 * reason as the row has it (`stopped after N events: reduce run.durationMs or
 * workload.terminals`, or `saturated: ...`), prefixed by which run it was when the command
 * ran more than one. The rows themselves still go to stdout with `stopped: true`.
 */
import type { ResultRow } from '../export/result-row.ts';

function runName(row: ResultRow): string {
  const parts: string[] = [];
  if (row.variant !== null) parts.push(row.variant);
  if (row.param !== null) parts.push(`${row.param}=${JSON.stringify(row.value)}`);
  return parts.join(' ');
}

export function stopNotes(rows: readonly ResultRow[]): string[] {
  const several = rows.length > 1;
  return rows
    .filter((row) => row.stopReason !== null)
    .map((row) => {
      const name = runName(row);
      return several && name !== '' ? `${name}: ${row.stopReason}` : `${row.stopReason}`;
    });
}
