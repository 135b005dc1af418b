/**
 * The words the panels use for the things of a run: transactions ("T9"), lockable items
 * ("page 17", "the file"), devices ("Disk 1", "Data server"), kinds of work and instants
 * ("12.40 ms"). One place, so
 * the lock table, the graph, the device boxes and the event log all say the same thing.
 * Leaves out locale choice: figures use the app's fixed en-US formatting.
 */
import { usToMs } from '../../base/time.ts';
import {
  FILE_ITEM,
  SYSTEM_OWNER,
  type DeviceKind,
  type WorkKind,
} from '../../trace/trace-event.ts';

/** How a lockable item is named in a sentence ("T3 holds IX on the file"). */
export type ItemLabel = (item: number) => string;

/**
 * "page 17"; the whole-file item (FILE_ITEM, which file and mixed locking lock and which
 * intention locks are taken on) is "the file". Any other negative item is the file too.
 */
export const pageItemLabel: ItemLabel = (item) =>
  item === FILE_ITEM || item < 0 ? 'the file' : `page ${item}`;

/**
 * How a scenario's lock items are named: pages (`pageItemLabel`), or, when each page holds
 * several objects (`locking.objectsPerPage`), "object 2 of page 17" for the object items,
 * which the engine numbers after the last page (page p's object o is pages + p × k + o).
 */
export function lockItemLabel(databasePages: number, objectsPerPage: number): ItemLabel {
  if (objectsPerPage <= 1) return pageItemLabel;
  return (item) => {
    if (item < databasePages) return pageItemLabel(item);
    const rel = item - databasePages;
    return `object ${rel % objectsPerPage} of page ${Math.floor(rel / objectsPerPage)}`;
  };
}

/** "T9"; work done for no transaction (a log flush) is "system". */
export function txnLabel(txn: number): string {
  return txn === SYSTEM_OWNER ? 'system' : `T${txn}`;
}

const KIND_NAMES: Readonly<Record<string, string>> = {
  cpu: 'CPU',
  disk: 'Disk',
  log: 'Log',
  server: 'Data server',
};

/**
 * "CPU", "Disk 1", "Log", "Data server": engine ids are `cpu`, `disk<n>`, `log`, and the
 * serial data server that owns the lock table is kind `server`; other kinds by id.
 */
export function deviceLabel(id: string, kind: DeviceKind): string {
  const number = /(\d+)$/.exec(id)?.[1];
  const name = KIND_NAMES[kind] ?? id;
  return number === undefined ? name : `${name} ${number}`;
}

const WORK_LABELS: Readonly<Record<WorkKind, string>> = {
  cpu: 'CPU',
  read: 'read',
  write: 'write',
  'log-flush': 'log flush',
  'lock-cpu': 'lock CPU',
};

export function workLabel(work: WorkKind): string {
  return WORK_LABELS[work];
}

const milliseconds = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An instant or a span in simulated µs, as milliseconds with two decimals: "12.40 ms". */
export function formatMs(us: number): string {
  return `${milliseconds.format(usToMs(us))} ms`;
}

/** "T3 → T7 → T3": a wait-for cycle, closed. */
export function cycleText(cycle: readonly number[]): string {
  if (cycle.length === 0) return '';
  return [...cycle, cycle[0]!].map(txnLabel).join(' → ');
}

/** "T1, T2 and T3". */
export function listText(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}
