/**
 * A replay state seen at an instant: a fresh, caller-owned TraceState (sorted lock table,
 * waits-for edges, devices, log, the transactions in flight and the counters with the
 * measured time and throughput so far), so callers never share mutable objects with a
 * replay. Leaves out which deadlock to show (replay-deadlocks.ts picks it).
 */
import { usToSeconds } from '../base/time.ts';
import { waitForEdges } from './replay-locks.ts';
import type { ReplayState } from './replay-state.ts';
import type {
  DeadlockInfo,
  DeviceState,
  LockTableRow,
  TraceState,
  TxnAtInstant,
} from './trace-state.ts';

/** A fresh, caller-owned view of a replay state. */
export function view(s: ReplayState, timeUs: number, deadlock: DeadlockInfo | null): TraceState {
  const locks: LockTableRow[] = [...s.locks.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([item, entry]) => ({
      item,
      holders: entry.holders.map((h) => ({ ...h })),
      waiters: entry.waiters.map((w) => ({ ...w })),
    }));
  const devices: DeviceState[] = s.devices.map((d) => {
    const inService: DeviceState['inService'] = [];
    d.units.forEach((u, unit) => {
      if (u !== null) inService.push({ unit, ...u });
    });
    return {
      id: d.info.id,
      kind: d.info.kind,
      units: d.info.units,
      busyUnits: inService.length,
      inService,
      queueLength: d.queue.length,
      queue: d.queue.map((q) => ({ ...q })),
    };
  });
  const warmupUs = s.start?.warmupUs ?? 0;
  const endUs = s.start?.endUs ?? Infinity;
  const measuredUs = Math.max(0, Math.min(timeUs, endUs) - warmupUs);
  const c = s.counts;
  const transactions: TxnAtInstant[] = [];
  for (const r of s.activity.inFlight()) {
    transactions.push({
      txn: r.txn,
      terminal: r.terminal,
      type: r.type,
      attempt: r.attempt,
      activity: r.activity,
      sinceUs: r.sinceUs,
      stage: r.stage,
    });
  }
  return {
    timeUs,
    events: s.applied,
    transactions,
    locks,
    waitsFor: waitForEdges(locks),
    deadlock: deadlock === null ? null : { ...deadlock, cycle: [...deadlock.cycle] },
    devices,
    log: {
      buffered: s.log.buffered.map((r) => ({ ...r })),
      flushing: s.log.flushing === null ? null : { ...s.log.flushing },
      durableLsn: s.log.durableLsn,
    },
    counters: {
      ...c,
      measuredUs,
      throughputTps: measuredUs === 0 ? 0 : c.committed / usToSeconds(measuredUs),
    },
  };
}
