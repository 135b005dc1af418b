import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../scenario/parse.ts';
import type { CommitProtocol } from '../../../scenario/schema.ts';
import type { TraceEvent } from '../../../trace/trace-event.ts';
import { crashOutcome } from '../../../trace/crash-outcome.ts';
import { createSimulation } from '../../../model/index.ts';

/** One writer terminal and one reader terminal on a single hot row; 6 ms flushes. */
function hotRow(
  protocol: CommitProtocol,
  durationMs = 40,
  crashAtMs: number | null = null,
): readonly TraceEvent[] {
  const access = (write: boolean, cpuMs: number) => ({
    op: 'access',
    count: 1,
    writeProbability: write ? 1 : 0,
    cpuMs,
    region: { first: 0, count: 1 },
  });
  const parsed = parseScenario({
    version: 1,
    id: 'hot-row',
    title: 'Hot row',
    seed: 1,
    run: { durationMs },
    workload: {
      terminals: 2,
      types: [
        { name: 'writer', terminals: 1, program: [access(true, 2)] },
        { name: 'reader', terminals: 1, program: [{ op: 'cpu', ms: 0.1 }, access(false, 0.5)] },
      ],
    },
    system: {
      database: { pages: 4 },
      buffer: { pages: 4 },
      cpu: { count: 4 },
      disks: { count: 1, service: { kind: 'time', ms: 0 } },
    },
    log: { enabled: true, service: { kind: 'time', ms: 6 }, commitProtocol: protocol },
    crash: crashAtMs === null ? null : { atMs: crashAtMs },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = createSimulation(parsed.value, { recordTrace: true });
  run.runToEnd();
  return run.events;
}

type Of<K extends TraceEvent['kind']> = Extract<TraceEvent, { kind: K }>;
const ofKind = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K): Of<K>[] =>
  events.filter((e): e is Of<K> => e.kind === kind);

/** For each transaction: its commit request, lock release and acknowledgement events. */
function lifecycle(events: readonly TraceEvent[], txn: number) {
  const find = <K extends TraceEvent['kind']>(kind: K) =>
    ofKind(events, kind).find((e) => 'txn' in e && e.txn === txn);
  return {
    request: find('txn.commit-request')!,
    release: find('lock.release-all')!,
    ack: find('txn.commit'),
  };
}

/** When the log became durable up to `lsn`. */
function durableAt(events: readonly TraceEvent[], lsn: number): number {
  return ofKind(events, 'log.flush.end').find((e) => e.durableLsn >= lsn)!.t;
}

const writerOf = (events: readonly TraceEvent[]) =>
  ofKind(events, 'txn.submit').find((e) => e.type === 0)!.txn;
const readerOf = (events: readonly TraceEvent[]) =>
  ofKind(events, 'txn.submit').find((e) => e.type === 1)!.txn;

describe('commit protocols', () => {
  it('baseline: commit request, flush, then lock release and acknowledgement', () => {
    const events = hotRow('baseline');
    const w = lifecycle(events, writerOf(events));
    expect(w.request.lsn).toBe(1);
    expect(w.request.releasesLocks).toBe(false);
    expect(w.release.t).toBe(durableAt(events, 1));
    expect(w.ack!.t).toBe(w.release.t);
    expect(w.release.seq).toBeLessThan(w.ack!.seq);
  });

  it('ELR: locks released at the commit request, acknowledgement after the flush', () => {
    const events = hotRow('elr');
    const w = lifecycle(events, writerOf(events));
    expect(w.request.releasesLocks).toBe(true);
    expect(w.release.t).toBe(w.request.t);
    expect(w.release.seq).toBe(w.request.seq + 1);
    expect(w.ack!.t).toBe(durableAt(events, w.request.lsn!));
    expect(w.ack!.t).toBeGreaterThan(w.request.t);
  });

  it('safe ELR: a reader of pre-committed data waits until it is durable', () => {
    const events = hotRow('elr');
    const writer = lifecycle(events, writerOf(events));
    const r = lifecycle(events, readerOf(events));
    expect(r.request.lsn).toBeNull();
    expect(r.request.waitLsn).toBe(writer.request.lsn);
    expect(r.request.t).toBeLessThan(durableAt(events, 1));
    expect(r.ack!.t).toBe(durableAt(events, 1));
  });

  it('naive ELR: the same reader is acknowledged before the data it read is durable', () => {
    const events = hotRow('elr-naive');
    const r = lifecycle(events, readerOf(events));
    expect(r.request.waitLsn).toBeNull();
    expect(r.ack!.t).toBe(r.request.t);
    expect(r.ack!.t).toBeLessThan(durableAt(events, 1));
  });

  it('no-wait: everyone is acknowledged at the commit request', () => {
    const events = hotRow('no-wait');
    for (const request of ofKind(events, 'txn.commit-request')) {
      const ack = ofKind(events, 'txn.commit').find((e) => e.txn === request.txn);
      if (ack !== undefined) expect(ack.t).toBe(request.t);
      expect(request.waitLsn).toBeNull();
    }
  });

  it('ELR lets the hot row serve more commits than the baseline in the same time', () => {
    const count = (p: CommitProtocol) => ofKind(hotRow(p, 200), 'txn.commit').length;
    expect(count('elr')).toBeGreaterThan(count('baseline'));
    expect(count('no-wait')).toBeGreaterThanOrEqual(count('elr'));
  });

  it('ends the run at a crash, with the durable LSN, after every event of that instant', () => {
    const events = hotRow('elr', 40, 5);
    const [crash, end] = events.slice(-2);
    expect(crash).toEqual({ kind: 'crash', t: 5000, seq: crash!.seq, durableLsn: 0 });
    expect(end!.kind).toBe('run.end');
    expect(events[0]!.kind === 'run.start' && events[0].endUs).toBe(5000);
  });

  it('a crash before the flush exposes the naive reader, not the safe one', () => {
    const naive = crashOutcome(hotRow('elr-naive', 40, 5), 5000);
    // Each of the reader's quick transactions read the first writer's pre-committed row.
    expect(naive.exposedReads.length).toBeGreaterThan(0);
    expect(new Set(naive.exposedReads.map((x) => x.writer))).toEqual(new Set([1]));
    const safe = crashOutcome(hotRow('elr', 40, 5), 5000);
    expect(safe.exposedReads).toEqual([]);
    expect(safe.lostAcknowledged).toEqual([]);
    expect(safe.rolledBack.length).toBeGreaterThanOrEqual(2);
  });
});
