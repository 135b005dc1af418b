import { describe, expect, it } from 'vitest';
import { crashOutcome } from '../../trace/crash-outcome.ts';
import { buildSegments } from '../../trace/segments.ts';
import type { TraceEvent, TraceEventInput } from '../../trace/trace-event.ts';
import { crashPaint, crashSummary } from './crash-view.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

/**
 * T1 writes page 0 and pre-commits at 10 (ELR); T2 reads page 0 and is answered at 12
 * without waiting (naive ELR); T3 writes page 5 and is answered at its commit request at
 * 13 (no-wait); flush 1 (LSN 1) runs from 10 to 20.
 */
const events = trace(
  { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
  { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
  { kind: 'page.access', t: 1, txn: 1, page: 0, write: true, hit: true },
  { kind: 'txn.submit', t: 2, txn: 2, terminal: 1, type: 1 },
  { kind: 'txn.begin', t: 2, txn: 2, attempt: 1 },
  { kind: 'log.append', t: 10, txn: 1, lsn: 1 },
  { kind: 'txn.commit-request', t: 10, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
  { kind: 'log.flush.start', t: 10, flush: 1, records: 1, upToLsn: 1, txns: [1] },
  { kind: 'page.access', t: 11, txn: 2, page: 0, write: false, hit: true },
  { kind: 'txn.commit-request', t: 12, txn: 2, lsn: null, waitLsn: null, releasesLocks: true },
  { kind: 'txn.commit', t: 12, txn: 2 },
  { kind: 'txn.submit', t: 12, txn: 3, terminal: 2, type: 0 },
  { kind: 'txn.begin', t: 12, txn: 3, attempt: 1 },
  { kind: 'page.access', t: 12, txn: 3, page: 5, write: true, hit: true },
  { kind: 'log.append', t: 13, txn: 3, lsn: 2 },
  { kind: 'txn.commit-request', t: 13, txn: 3, lsn: 2, waitLsn: null, releasesLocks: true },
  { kind: 'txn.commit', t: 13, txn: 3 },
  { kind: 'log.flush.end', t: 20, flush: 1, durableLsn: 1 },
  { kind: 'txn.commit', t: 20, txn: 1 },
  { kind: 'run.end', t: 30 },
);
const model = buildSegments(events);

describe('a crash on the page', () => {
  it('marks the pre-committed transaction rolled back, the lost answer and the exposed read', () => {
    const paint = crashPaint(model, crashOutcome(events, 15));
    expect(paint.atUs).toBe(15);
    const byTxn = new Map(paint.marks.map((m) => [m.txn, m]));
    expect(byTxn.get(1)).toMatchObject({ kind: 'rolled-back', t: 15 });
    expect(byTxn.get(2)).toMatchObject({ kind: 'exposed-read', t: 12 });
    expect(byTxn.get(3)).toMatchObject({ kind: 'lost-ack', t: 13 });
    const summary = crashSummary(crashOutcome(events, 15));
    expect(summary[0]).toMatchObject({ tone: 'bad' });
    expect(summary[0]!.text).toMatch(/UNSAFE: 1 acknowledged commit lost \(T3\)/);
    expect(summary[1]!.text).toMatch(/T2 read T1's update/);
    expect(summary.at(-1)!.text).toMatch(/1 of them pre-committed .*T1/);
  });

  it('keeps the transaction whose record is durable and reports nothing lost', () => {
    const atEnd = crashOutcome(events, 25);
    expect(crashPaint(model, atEnd).marks.filter((m) => m.txn === 1)).toEqual([]);
    const early = crashOutcome(events, 5);
    expect(crashSummary(early)[0]).toEqual({ tone: 'ok', text: 'No acknowledged commit is lost.' });
    expect(crashPaint(model, early).marks.map((m) => [m.txn, m.kind])).toEqual([
      [1, 'rolled-back'],
      [2, 'rolled-back'],
    ]);
  });
});
