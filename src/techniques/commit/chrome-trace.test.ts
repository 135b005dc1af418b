import { describe, expect, it } from 'vitest';
import { DEVICES_PID, TRANSACTIONS_PID, toChromeTrace } from '../../export/chrome-trace.ts';
import { builtinTrace } from '../../../tests/fixtures/builtin-trace.ts';
import { chromeTraceProblems } from '../../../tests/fixtures/chrome-trace-checks.ts';
import { flushName } from './chrome-trace.ts';

describe('commit processing in the Chrome trace (elr-crash, early lock release)', () => {
  const events = builtinTrace('elr-crash', 'elr');
  const file = toChromeTrace(events);
  const body = file.traceEvents.filter((e) => e.ph !== 'M');

  it('is well formed, with nothing clipped', () => {
    expect(chromeTraceProblems(file)).toEqual([]);
  });

  it('names in each log flush the transactions whose commit records it carries', () => {
    const starts = events.filter((e) => e.kind === 'log.flush.start');
    const flushes = body.filter((e) => e.ph === 'X' && e.pid === DEVICES_PID && e.cat === 'log');
    expect(flushes).toHaveLength(starts.length);
    for (const start of starts) {
      const slice = flushes.find((f) => f.args!.flush === start.flush)!;
      expect(slice.args!.txns).toEqual(start.txns);
      const named = slice.name.split(': ')[1]!.split(' ').slice(0, 8);
      expect(named).toEqual((start.txns ?? []).slice(0, 8).map((t) => `T${t}`));
    }
  });

  it('marks each commit request on its transaction thread, saying whether it releases the locks', () => {
    const requests = events.filter((e) => e.kind === 'txn.commit-request');
    const marks = body.filter((e) => e.ph === 'i' && e.name === 'commit request');
    expect(marks).toHaveLength(requests.length);
    expect(marks.every((m) => m.pid === TRANSACTIONS_PID && m.args!.releasesLocks === true)).toBe(
      true,
    );
  });

  it('ends with the crash as a global instant', () => {
    const crash = body.find((e) => e.name === 'crash')!;
    expect(crash).toMatchObject({ ph: 'i', s: 'g' });
    expect(crash.ts).toBe(events.find((e) => e.kind === 'crash')!.t);
  });
});

describe('flushName', () => {
  it('lists up to eight transactions, then how many more', () => {
    expect(flushName(3, [5, 6], 2)).toBe('flush F3: T5 T6');
    expect(flushName(4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10)).toBe(
      'flush F4: T1 T2 T3 T4 T5 T6 T7 T8 +2',
    );
    expect(flushName(null, null, null)).toBe('log flush');
  });
});
