/**
 * Commit processing in a Chrome trace: each log flush as a slice on the log device's thread
 * named by the commit records it carries (`flush F12: T41 T42 T43`, the full list in
 * `args.txns`), and each commit request as an instant on its transaction's thread, saying
 * whether the locks go there (early lock release) and which LSN the acknowledgement waits
 * for. The log wait itself is a slice of the shared transaction threads. Left out: a storage
 * tier's per-record log writes, which are ordinary device work in this trace.
 */
import {
  DEVICES_PID,
  TRANSACTIONS_PID,
  type ChromeTraceArgs,
} from '../../trace/chrome-trace-format.ts';
import type { ChromeTraceMapping } from '../../trace/chrome-trace-writer.ts';
import { SYSTEM_OWNER } from '../../trace/trace-event.ts';

/** How many transactions a flush's name lists before it says how many more. */
const NAMED_IN_TITLE = 8;

export function flushName(
  flush: number | null,
  txns: readonly number[] | null,
  records: number | null,
): string {
  const head = flush === null ? 'log flush' : `flush F${flush}`;
  if (txns === null || txns.length === 0)
    return records === null ? head : `${head} (${records} records)`;
  const named = txns
    .slice(0, NAMED_IN_TITLE)
    .map((t) => `T${t}`)
    .join(' ');
  const more = txns.length > NAMED_IN_TITLE ? ` +${txns.length - NAMED_IN_TITLE}` : '';
  return `${head}: ${named}${more}`;
}

export const commitChromeTrace: ChromeTraceMapping = {
  technique: 'commit',
  write(run, out) {
    const { model } = run;
    for (const lane of model.deviceLanes) {
      const tid = run.deviceThread(lane.device, lane.unit);
      if (tid === null) continue;
      for (const s of lane.segments) {
        if (s.work !== 'log-flush' || s.txn !== SYSTEM_OWNER) continue;
        const args: ChromeTraceArgs = { work: s.work };
        if (s.flush !== null) args.flush = s.flush;
        if (s.records !== null) args.records = s.records;
        if (s.txns !== null) args.txns = [...s.txns];
        if (s.endUs >= model.run.endUs && !model.run.complete) args.unfinished = true;
        out.slice(
          DEVICES_PID,
          tid,
          s.startUs,
          s.endUs,
          flushName(s.flush, s.txns, s.records),
          'log',
          args,
        );
      }
    }
    for (const cr of model.marks.commitRequests) {
      const tid = run.txnThread(cr.txn);
      if (tid === null) continue;
      out.instant(TRANSACTIONS_PID, tid, cr.t, 'commit request', 'txn', {
        txn: cr.txn,
        lsn: cr.lsn,
        waitLsn: cr.waitLsn,
        releasesLocks: cr.releasesLocks,
      });
    }
  },
};
