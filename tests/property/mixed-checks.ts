/**
 * The invariants every mixed-technique run must keep, each read from the recorded trace
 * (and the run statistics), each returning the first violation as a sentence, or null:
 * - the committed history (each committed transaction's accesses after its last begin, or
 *   after its last two-stage operate stage) is conflict-serializable;
 * - a crash at any instant keeps exactly a prefix of the commit (LSN) order, reading only
 *   from survivors, loses no acknowledged commit under a safe protocol and, under baseline
 *   and safe ELR, shows no client data a crash erases;
 * - Little's law, exactly over the measured window: the time-integral of the number of
 *   transactions in the system equals the committed response times, less the parts of them
 *   before the warm-up ended, plus the time of those still in flight at the end.
 * The lock checks and the clock check are trace-checks.ts's. Left out: think time (it has
 * no events), so the closed system's N = X (R + Z) is the oracle tests' concern.
 */
import { usToMs } from '../../src/base/time.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { effectiveProtocol } from '../../src/techniques/commit/engine/commit.ts';
import { crashOutcome } from '../../src/trace/crash-outcome.ts';
import type { RunStats } from '../../src/trace/stats.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { precedenceCycle } from './trace-checks.ts';

/**
 * Page accesses of committed transactions that count for serializability: those after the
 * transaction's last txn.begin or two-stage operate stage (a fetch stage reads without
 * locks and writes nothing), up to its txn.commit.
 */
export function finalHistory(
  events: readonly TraceEvent[],
): { txn: number; page: number; write: boolean }[] {
  const from = new Map<number, number>();
  const commitSeq = new Map<number, number>();
  for (const e of events) {
    if (e.kind === 'txn.begin' || (e.kind === 'txn.stage' && e.stage === 'operate'))
      from.set(e.txn, e.seq);
    else if (e.kind === 'txn.commit') commitSeq.set(e.txn, e.seq);
  }
  return events.flatMap((e) => {
    if (e.kind !== 'page.access') return [];
    const start = from.get(e.txn);
    const end = commitSeq.get(e.txn);
    if (start === undefined || end === undefined || e.seq < start || e.seq > end) return [];
    return [{ txn: e.txn, page: e.page, write: e.write }];
  });
}

export function checkSerializable(events: readonly TraceEvent[]): string | null {
  const cycle = precedenceCycle(finalHistory(events));
  return cycle === null ? null : `the committed history has the cycle T${cycle.join(' -> T')}`;
}

/** What recovery keeps after a crash right after `atUs`, checked against the protocol. */
export function checkCrashAt(
  scenario: Scenario,
  events: readonly TraceEvent[],
  atUs: number,
): string | null {
  const out = crashOutcome(events, atUs);
  const lsns = out.fates.filter((f) => f.fate === 'durable' && f.lsn !== null).map((f) => f.lsn!);
  const sorted = [...lsns].sort((a, b) => a - b);
  const prefix = sorted.every((lsn, i) => lsn === i + 1) && sorted.length === out.durableLsn;
  if (!prefix)
    return `a crash at ${atUs} µs keeps LSNs ${sorted.join(', ')}, not 1..${out.durableLsn}`;
  const kept = new Set(out.kept);
  for (const f of out.fates) {
    if (f.fate !== 'durable') continue;
    const lost = f.readFrom.find((w) => !kept.has(w));
    if (lost !== undefined)
      return `a crash at ${atUs} µs keeps T${f.txn}, which read from T${lost}, rolled back`;
  }
  const protocol = effectiveProtocol(scenario.log);
  if (protocol !== 'no-wait' && out.lostAcknowledged.length > 0)
    return `a crash at ${atUs} µs under ${protocol ?? 'no log'} loses acknowledged commits T${out.lostAcknowledged.join(', T')}`;
  if ((protocol === 'baseline' || protocol === 'elr') && out.exposedReads.length > 0) {
    const { reader, writer } = out.exposedReads[0]!;
    return `a crash at ${atUs} µs under ${protocol} erases T${writer}, whose data acknowledged T${reader} read`;
  }
  return null;
}

/**
 * Little's law over the measured window [warm-up, end], exact: the integral of N(t) (the
 * transactions submitted and not yet committed) equals the sum of the response times of
 * the window's commits, less their parts before the warm-up, plus the time in the window
 * of those still in flight at the end. Also: N never exceeds the terminals, and the
 * statistics' commits and mean response are the trace's.
 */
export function checkLittlesLaw(
  scenario: Scenario,
  stats: RunStats,
  events: readonly TraceEvent[],
): string | null {
  const start = events[0];
  const end = events[events.length - 1];
  if (start?.kind !== 'run.start' || end?.kind !== 'run.end') return 'the trace is not a whole run';
  const w = start.warmupUs;
  const e = end.t;
  const submitted = new Map<number, number>();
  let inSystem = 0;
  let lastT = w;
  let areaUs = 0;
  let responseUs = 0;
  let beforeWarmupUs = 0;
  let committed = 0;
  const terminals = scenario.workload.terminals;
  for (const ev of events) {
    if (ev.kind !== 'txn.submit' && ev.kind !== 'txn.commit') continue;
    if (ev.t > w) {
      areaUs += inSystem * (ev.t - lastT);
      lastT = ev.t;
    }
    if (ev.kind === 'txn.submit') {
      if (submitted.has(ev.txn)) return `T${ev.txn} is submitted twice`;
      submitted.set(ev.txn, ev.t);
      inSystem++;
      if (terminals !== null && inSystem > terminals)
        return `${inSystem} transactions are in the system at ${ev.t} µs, with ${terminals} terminals`;
    } else {
      const s = submitted.get(ev.txn);
      if (s === undefined) return `T${ev.txn} commits without a submission`;
      submitted.delete(ev.txn);
      inSystem--;
      if (ev.t >= w) {
        committed++;
        responseUs += ev.t - s;
        beforeWarmupUs += Math.max(0, w - s);
      }
    }
  }
  if (e > lastT) areaUs += inSystem * (e - lastT);
  let inFlightUs = 0;
  for (const s of submitted.values()) inFlightUs += Math.max(0, e - Math.max(s, w));
  if (committed !== stats.committed)
    return `the trace has ${committed} commits in the window, the statistics ${stats.committed}`;
  const statsResponseUs = stats.meanResponseMs * committed;
  if (Math.abs(usToMs(responseUs) - statsResponseUs) > 1e-6 * Math.max(1, statsResponseUs))
    return `the commits' response times add up to ${usToMs(responseUs)} ms, the statistics say ${statsResponseUs} ms`;
  const law = responseUs - beforeWarmupUs + inFlightUs;
  if (Math.abs(areaUs - law) > 1e-6 * Math.max(1, areaUs))
    return `the integral of N is ${areaUs} µs·txn, the responses in the window give ${law}`;
  return null;
}
