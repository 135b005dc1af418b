import { describe, expect, it } from 'vitest';
import type { LogState } from '../../trace/trace-state.ts';
import { logView } from './log-view.ts';

const log: LogState = {
  buffered: [
    { txn: 4, lsn: 12, appendedUs: 100, inFlush: true },
    { txn: 9, lsn: 13, appendedUs: 200, inFlush: true },
    { txn: 2, lsn: 14, appendedUs: 300, inFlush: false },
  ],
  flushing: { flush: 4, records: 2, upToLsn: 13, sinceUs: 1000 },
  durableLsn: 11,
};

describe('the log view', () => {
  it('lists waiting records in LSN order, marking those in the flush', () => {
    const view = logView(log, 2200);
    expect(view.records.map((r) => [r.text, r.inFlush])).toEqual([
      ['LSN 12 · T4', true],
      ['LSN 13 · T9', true],
      ['LSN 14 · T2', false],
    ]);
    expect(view.waiting).toBe(3);
    expect(view.inFlush).toBe(2);
    expect(view.durableLsn).toBe(11);
  });

  it('says which flush is under way, how big and for how long', () => {
    expect(logView(log, 2200).flushing).toBe('Flush 4 writing 2 records up to LSN 13, for 1.20 ms');
    const one = { ...log, flushing: { flush: 5, records: 1, upToLsn: 14, sinceUs: 0 } };
    expect(logView(one, 0).flushing).toBe('Flush 5 writing 1 record up to LSN 14, for 0.00 ms');
    expect(logView({ ...log, flushing: null }, 0).flushing).toBeNull();
  });

  it('cuts a long buffer with a count', () => {
    const view = logView(log, 0, 2);
    expect(view.records.map((r) => r.lsn)).toEqual([12, 13]);
    expect(view.moreRecords).toBe(1);
  });
});
