/**
 * One sentence per concurrency-control event, for the page's event log: who wounded whom,
 * which read failed validation against which writer, whose conflict restarted whom, and
 * how long a restart waits.
 */
import { usToMs } from '../../base/time.ts';
import type { ConcurrencyControlTraceEvent } from './events.ts';

function ms(us: number): string {
  return `${Math.round(usToMs(us) * 10) / 10} ms`;
}

export function describeConcurrencyControlEvent(e: ConcurrencyControlTraceEvent): string {
  switch (e.kind) {
    case 'cc.wound':
      return `T${e.wounder} (older) wounds T${e.victim} over item ${e.item}: T${e.victim} aborts and releases its locks`;
    case 'cc.validation-fail':
      return `T${e.txn} fails validation: it read page ${e.page}, which T${e.writer} wrote and committed after T${e.txn} began`;
    case 'cc.conflict':
      return `T${e.txn} conflicts on item ${e.item} with ${e.holders.map((h) => `T${h}`).join(', ')} and restarts`;
    case 'cc.restart-delay':
      return `T${e.txn} waits ${ms(e.delayUs)} before it restarts`;
  }
}
