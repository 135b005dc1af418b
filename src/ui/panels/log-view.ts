/**
 * The log buffer as the log panel shows it: commit records waiting to become durable (in
 * LSN order, marked when the flush under way carries them), the flush in progress and the
 * durable LSN. Leaves out the group-commit timer, which the trace does not record.
 */
import type { LogState } from '../../trace/trace-state.ts';
import { capList } from './lock-table.ts';
import { formatMs, txnLabel } from './labels.ts';

export interface LogRecordView {
  lsn: number;
  txn: number;
  /** "LSN 12 · T5". */
  text: string;
  inFlush: boolean;
}

export interface LogView {
  records: LogRecordView[];
  moreRecords: number;
  /** Records not yet durable, and how many of them the current flush writes. */
  waiting: number;
  inFlush: number;
  /** "Flush 4 writing 3 records up to LSN 14, for 1.20 ms", or null when none runs. */
  flushing: string | null;
  durableLsn: number;
}

export function logView(log: LogState, timeUs: number, maxRecords = 10): LogView {
  const { shown, more } = capList(log.buffered, maxRecords);
  const f = log.flushing;
  const flushing =
    f === null
      ? null
      : `Flush ${f.flush} writing ${f.records} ${f.records === 1 ? 'record' : 'records'} ` +
        `up to LSN ${f.upToLsn}, for ${formatMs(Math.max(0, timeUs - f.sinceUs))}`;
  return {
    records: shown.map((r) => ({
      lsn: r.lsn,
      txn: r.txn,
      text: `LSN ${r.lsn} · ${txnLabel(r.txn)}`,
      inFlush: r.inFlush,
    })),
    moreRecords: more,
    waiting: log.buffered.length,
    inFlush: log.buffered.filter((r) => r.inFlush).length,
    flushing,
    durableLsn: log.durableLsn,
  };
}
