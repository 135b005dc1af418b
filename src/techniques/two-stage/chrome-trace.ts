/**
 * Two-stage execution (TSTE, OTSTE, HTSTE) in a Chrome trace: each attempt's fetch stage,
 * operate stage and OTSTE rollback as slices on its transaction's thread, parents of the
 * states inside them (named `fetch`, `operate`, `rollback`, with the mode and the pinned
 * frames when the stage began); and HTSTE's running ratios per transaction type as counters
 * on the run thread. Read from the timeline's stage strips; nothing in a run without stages.
 */
import { TRANSACTIONS_PID } from '../../trace/chrome-trace-format.ts';
import type { ChromeTraceMapping } from '../../trace/chrome-trace-writer.ts';
import { stageStrips } from './stage-strips.ts';

export const twoStageChromeTrace: ChromeTraceMapping = {
  technique: 'two-stage',
  write(run, out) {
    const { model, events } = run;
    const staged = events.some((e) => e.kind === 'txn.stage' || e.kind === 'htste.update');
    if (!staged) return;
    const strips = model.stages ?? stageStrips(events, model.transactions, model.txnLanes.length);
    for (const lane of strips) {
      for (const strip of lane) {
        const tid = run.txnThread(strip.txn);
        if (tid === null) continue;
        out.slice(TRANSACTIONS_PID, tid, strip.startUs, strip.endUs, strip.kind, 'stage.parent', {
          txn: strip.txn,
          stage: strip.kind,
          mode: strip.mode,
          pinnedFrames: strip.pinnedFrames,
        });
      }
    }
    // HTSTE's ratios, one counter per type, with the run-wide instants.
    for (const e of events) {
      if (e.kind !== 'htste.update') continue;
      const type = model.run.transactionTypes[e.type] ?? `type ${e.type}`;
      out.counter(TRANSACTIONS_PID, run.runThread, e.t, `HTSTE ${type}`, {
        misprefetchPct: e.misprefetchPct,
        conversionPct: e.conversionPct,
      });
    }
  },
};
