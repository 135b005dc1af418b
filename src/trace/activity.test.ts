import { describe, expect, it } from 'vitest';
import {
  deadlockTrace,
  serverLockWaitTrace,
  stamp,
} from '../../tests/fixtures/hand-made-traces.ts';
import { foldActivity, type Activity, type ActivityListener } from './activity.ts';
import { buildSegments } from './segments.ts';
import { foldTrace } from './stats.ts';
import { replayState } from './state-at.ts';
import type { TraceEvent, TraceEventInput } from './trace-event.ts';

interface Heard {
  txn: number;
  fromUs: number;
  toUs: number;
  activity: string;
}

/** What a transaction did, as "state[/detail]" strings over [fromUs, toUs). */
function label(a: Activity): string {
  switch (a.state) {
    case 'idle-in-txn':
      return a.detail.reason;
    case 'io':
      return `io/${a.detail.device}/${a.detail.phase}`;
    case 'cpu':
      return `cpu/${a.detail.work}`;
    case 'lock-wait':
      return `lock-wait/${a.detail.item}/${a.detail.mode}/${a.detail.blockers.join(',')}`;
    case 'log-wait':
      return `log-wait/${a.detail.lsn}`;
    case 'buffer-wait':
      return `buffer-wait/${a.detail.page}/${a.detail.reason}`;
    case 'cpu-queue':
      return 'cpu-queue';
  }
}

/** Every transition heard, plus the boundaries in order. */
function listen(events: readonly TraceEvent[]): { spans: Heard[]; boundaries: string[] } {
  const spans: Heard[] = [];
  const boundaries: string[] = [];
  const listener: ActivityListener = {
    submit: (txn, t) => boundaries.push(`submit T${txn} ${t}`),
    begin: (txn, t, attempt) => boundaries.push(`begin T${txn}#${attempt} ${t}`),
    abort: (txn, t, attempt) => boundaries.push(`abort T${txn}#${attempt} ${t}`),
    commit: (txn, t) => boundaries.push(`commit T${txn} ${t}`),
    transition: (txn, sinceUs, t, from) => {
      if (t > sinceUs) spans.push({ txn, fromUs: sinceUs, toUs: t, activity: label(from) });
    },
  };
  foldActivity(events, listener);
  return { spans, boundaries };
}

function spansOf(spans: readonly Heard[], txn: number): string[] {
  return spans.filter((s) => s.txn === txn).map((s) => `${s.fromUs}-${s.toUs} ${s.activity}`);
}

describe('the activity fold over a data-server trace', () => {
  const { spans, boundaries } = listen(serverLockWaitTrace);

  it('keeps a lock wait begun inside the server after the server is released', () => {
    expect(spansOf(spans, 2)).toEqual([
      '2-5 io/server/queue',
      '5-10 cpu/lock-cpu',
      '10-40 lock-wait/-1/X/1',
      '40-45 cpu/cpu',
    ]);
  });

  it('shows CPU and disk work inside the server as such, and the server held without work as the server', () => {
    expect(spansOf(spans, 1)).toEqual([
      '0-5 cpu/lock-cpu',
      '5-10 between-steps',
      '10-20 cpu/cpu',
      '20-23 cpu/cpu',
      '23-33 io/disk0/service',
      '33-35 io/server/service',
      '35-40 between-steps',
    ]);
  });

  it('reports submit, begin and commit boundaries in trace order', () => {
    expect(boundaries).toEqual([
      'submit T1 0',
      'begin T1#1 0',
      'submit T2 2',
      'begin T2#1 2',
      'commit T1 40',
      'commit T2 45',
    ]);
  });

  it("covers each committed transaction's response time exactly, without gaps or overlaps", () => {
    for (const [txn, response] of [
      [1, 40],
      [2, 43],
    ] as const) {
      const mine = spans.filter((s) => s.txn === txn);
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.fromUs).toBe(mine[i - 1]!.toUs);
      expect(mine.reduce((sum, s) => sum + s.toUs - s.fromUs, 0)).toBe(response);
    }
  });
});

describe('consumers of the activity fold on a data-server trace', () => {
  it('count the lock wait in the statistics and the server held without work as other time', () => {
    const stats = foldTrace(serverLockWaitTrace);
    // T1: 18 CPU, 10 disk, 2 held in the server and 10 between steps; T2: 10 CPU, 3 in
    // the server's queue, 30 lock wait. Means over the two commits, in ms.
    expect(stats.breakdown.cpuMs * 1000).toBeCloseTo((18 + 10) / 2, 9);
    expect(stats.breakdown.ioMs * 1000).toBeCloseTo((10 + 3) / 2, 9);
    expect(stats.breakdown.lockWaitMs * 1000).toBeCloseTo(30 / 2, 9);
    expect(stats.breakdown.otherMs * 1000).toBeCloseTo((2 + 10) / 2, 9);
    expect(stats.meanResponseMs * 1000).toBeCloseTo((40 + 43) / 2, 9);
  });

  it('draw the lock wait on the timeline with an arrow to the holder, granted at 40', () => {
    const model = buildSegments(serverLockWaitTrace);
    const waiting = model.txnLanes[1]!.segments.find((s) => s.state === 'lock-wait');
    expect(waiting).toMatchObject({ startUs: 10, endUs: 40, txn: 2 });
    expect(model.waits).toEqual([
      expect.objectContaining({ fromTxn: 2, toTxns: [1], toLanes: [0], startUs: 10, endUs: 40 }),
    ]);
    expect(model.waits[0]!.outcome).toBe('granted');
  });

  it('say at an instant what each transaction in flight is doing', () => {
    const state = replayState(serverLockWaitTrace, 25);
    expect(state.transactions.map((x) => [x.txn, label(x.activity), x.sinceUs])).toEqual([
      [1, 'io/disk0/service', 23],
      [2, 'lock-wait/-1/X/1', 10],
    ]);
  });
});

describe('the activity fold over a deadlock', () => {
  const { spans, boundaries } = listen(deadlockTrace);

  it("puts the victim in its restart delay from the abort to its next attempt's begin", () => {
    expect(spansOf(spans, 1)).toEqual([
      '0-10 cpu/cpu',
      '10-25 between-steps',
      '25-30 lock-wait/2/X/2',
      '30-40 restart-delay',
      '40-55 lock-wait/1/X/2',
      '55-65 cpu/cpu',
    ]);
    expect(boundaries).toContain('abort T1#1 30');
    expect(boundaries).toContain('begin T1#2 40');
  });

  it('ends a log wait when the log is durable', () => {
    expect(spansOf(spans, 2)).toContain('45-55 log-wait/1');
  });
});

describe('log and buffer waits', () => {
  const run: TraceEventInput = {
    kind: 'run.start',
    t: 0,
    scenarioId: 'hand-log',
    variant: null,
    seed: 1,
    warmupUs: 0,
    endUs: 100,
    devices: [
      { id: 'cpu', kind: 'cpu', units: 1 },
      { id: 'disk0', kind: 'disk', units: 1 },
    ],
    terminals: 1,
    transactionTypes: ['t'],
    commitProtocol: 'baseline',
  };

  it('end the log wait at the flush that makes the record durable, before later commit work', () => {
    const { spans } = listen(
      stamp([
        run,
        { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
        { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
        { kind: 'log.append', t: 5, txn: 1, lsn: 1 },
        { kind: 'txn.commit-request', t: 5, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: false },
        { kind: 'log.flush.start', t: 5, flush: 1, records: 1, upToLsn: 1 },
        { kind: 'log.flush.end', t: 15, flush: 1, durableLsn: 1 },
        {
          kind: 'service.start',
          t: 15,
          device: 'cpu',
          unit: 0,
          txn: 1,
          work: 'cpu',
          fromQueue: false,
        },
        { kind: 'service.end', t: 18, device: 'cpu', unit: 0, txn: 1 },
        { kind: 'txn.commit', t: 18, txn: 1 },
      ]),
    );
    expect(spansOf(spans, 1)).toEqual(['0-5 between-steps', '5-15 log-wait/1', '15-18 cpu/cpu']);
  });

  it('hear a repeated buffer wait for the same page and reason as one wait, ended by the access', () => {
    const { spans } = listen(
      stamp([
        run,
        { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
        { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
        { kind: 'buffer.wait', t: 2, txn: 1, page: 4, reason: 'no-free-frame' },
        { kind: 'buffer.wait', t: 6, txn: 1, page: 4, reason: 'no-free-frame' },
        { kind: 'page.evict', t: 9, page: 3, dirty: true },
        { kind: 'page.access', t: 9, txn: 1, page: 4, write: false, hit: false },
        { kind: 'queue.enter', t: 9, device: 'disk0', txn: 1 },
        { kind: 'txn.commit', t: 12, txn: 1 },
      ]),
    );
    expect(spansOf(spans, 1)).toEqual([
      '0-2 between-steps',
      '2-9 buffer-wait/4/no-free-frame',
      '9-12 io/disk0/queue',
    ]);
  });
});

describe('a copy of the fold', () => {
  it('goes on independently of the original', () => {
    const half = serverLockWaitTrace.filter((e) => e.t <= 20);
    const rest = serverLockWaitTrace.filter((e) => e.t > 20);
    const original = foldActivity(half);
    const copy = original.copy();
    for (const e of rest) copy.accept(e);
    expect(copy.record(2)).toBeUndefined();
    expect(original.record(2)?.activity.state).toBe('lock-wait');
  });
});
