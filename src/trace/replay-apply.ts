/**
 * One trace event applied to a replay state, mirroring the lock manager (replay-locks.ts),
 * the servers and the log manager. What each transaction is doing comes from the activity
 * fold (activity.ts), which sees every event first; the lock table, the devices and the
 * log are not per-transaction activities and are replayed here. Counters follow StatsFold:
 * commits and aborts count from the warm-up on. Leaves out the buffer pool (page events
 * change nothing here).
 */
import type { TraceEvent } from './trace-event.ts';
import { addWaiter, grantLock, removeEverywhere } from './replay-locks.ts';
import { indexOfTxn, type ReplayState, type UnitState } from './replay-state.ts';

/** Applies one event, mirroring the lock manager, the servers and the log manager. */
export function apply(s: ReplayState, e: TraceEvent): void {
  s.applied++;
  s.activity.accept(e);
  const measured = s.start !== null && e.t >= s.start.warmupUs;
  switch (e.kind) {
    case 'run.start':
      s.start = e;
      s.deviceIndex = new Map(e.devices.map((info, i) => [info.id, i]));
      s.devices = e.devices.map((info) => ({
        info,
        units: new Array<UnitState | null>(info.units).fill(null),
        queue: [],
      }));
      return;
    case 'txn.submit':
      s.counts.inFlight++;
      return;
    case 'txn.commit':
      s.counts.inFlight--;
      s.counts.committedTotal++;
      if (measured) s.counts.committed++;
      return;
    case 'txn.abort':
      s.counts.abortedTotal++;
      if (measured) s.counts.aborted++;
      return;
    case 'deadlock':
      if (measured) s.counts.deadlocks++;
      // The victim's pending request is cancelled before anything else happens.
      removeEverywhere(s, e.victim, false);
      return;
    case 'lock.wait':
      addWaiter(s, e);
      return;
    case 'lock.grant':
      grantLock(s, e);
      return;
    case 'lock.release-all':
      removeEverywhere(s, e.txn, true);
      return;
    case 'queue.enter':
      s.devices[s.deviceIndex.get(e.device) ?? -1]?.queue.push({ txn: e.txn, sinceUs: e.t });
      return;
    case 'queue.leave': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      const q = dev === undefined ? -1 : indexOfTxn(dev.queue, e.txn);
      if (q >= 0) dev!.queue.splice(q, 1);
      return;
    }
    case 'service.start': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      if (dev === undefined) return;
      if (e.fromQueue) {
        const q = indexOfTxn(dev.queue, e.txn);
        if (q >= 0) dev.queue.splice(q, 1);
      }
      dev.units[e.unit] = { txn: e.txn, work: e.work, sinceUs: e.t };
      return;
    }
    case 'service.end': {
      const dev = s.devices[s.deviceIndex.get(e.device) ?? -1];
      if (dev !== undefined) dev.units[e.unit] = null;
      return;
    }
    case 'log.append':
      s.log.buffered.push({ txn: e.txn, lsn: e.lsn, appendedUs: e.t, inFlush: false });
      return;
    case 'log.flush.start':
      s.log.flushing = { flush: e.flush, records: e.records, upToLsn: e.upToLsn, sinceUs: e.t };
      for (const r of s.log.buffered) if (r.lsn <= e.upToLsn) r.inFlush = true;
      return;
    case 'log.flush.end':
      s.log.flushing = null;
      s.log.durableLsn = Math.max(s.log.durableLsn, e.durableLsn);
      s.log.buffered = s.log.buffered.filter((r) => r.lsn > e.durableLsn);
      return;
    case 'txn.commit-request':
      // An update's record entered the buffer with its log.append; the lock release that
      // early lock release does here follows as lock.release-all.
      return;
    case 'crash':
      s.log.durableLsn = Math.max(s.log.durableLsn, e.durableLsn);
      return;
    case 'run.end':
    case 'warmup.end':
    case 'txn.begin':
    case 'page.access':
    case 'page.evict':
    case 'buffer.wait':
      return;
  }
}
