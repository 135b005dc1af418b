/**
 * Restart-based concurrency control in a Chrome trace, on the transactions' threads: each
 * wound as a flow from the wounder's thread to the victim's at the instant of the wound
 * (named `wound`, with the item); each failed validation (`validation failed`, naming the
 * page and the writer that committed it) and each immediate-restart conflict (`conflict`,
 * naming the item and its holders) as an instant on the transaction's thread. Restart
 * delays need nothing here: the shared part of the export already draws every one (the
 * timeline's restart-delay idle time) as a `restart delay` slice between two attempts.
 * Read from the cc-marks fold; nothing in a run without concurrency-control events (2PL).
 */
import { TRANSACTIONS_PID } from '../../trace/chrome-trace-format.ts';
import type { ChromeTraceMapping } from '../../trace/chrome-trace-writer.ts';
import { concurrencyControlMarks, usesRestartConcurrencyControl } from './fold/cc-marks.ts';

export const concurrencyControlChromeTrace: ChromeTraceMapping = {
  technique: 'concurrency-control',
  write(run, out) {
    if (!usesRestartConcurrencyControl(run.events)) return;
    const marks = concurrencyControlMarks(run.events);
    for (const w of marks.wounds) {
      const from = run.txnThread(w.wounder);
      const to = run.txnThread(w.victim);
      if (from === null || to === null) continue;
      out.flow(
        'wound',
        'cc.wound',
        { pid: TRANSACTIONS_PID, tid: from, t: w.t },
        { pid: TRANSACTIONS_PID, tid: to, t: w.t },
        { wounder: w.wounder, victim: w.victim, item: w.item },
      );
    }
    for (const f of marks.validationFailures) {
      const tid = run.txnThread(f.txn);
      if (tid === null) continue;
      out.instant(TRANSACTIONS_PID, tid, f.t, 'validation failed', 'cc', {
        txn: f.txn,
        page: f.page,
        writer: f.writer,
      });
    }
    for (const c of marks.conflicts) {
      const tid = run.txnThread(c.txn);
      if (tid === null) continue;
      out.instant(TRANSACTIONS_PID, tid, c.t, 'conflict', 'cc', {
        txn: c.txn,
        item: c.item,
        holders: [...c.holders],
      });
    }
  },
};
