/**
 * The elr-crash timed note, checked against what the page draws when the run crashes at
 * its moment: the kept and rolled-back marks on the lanes, the lost acknowledgements and
 * the reader that saw undone data, per run.
 */
import { describe, expect, it } from 'vitest';
import { msToUs } from '../../src/base/time.ts';
import { crashOutcome } from '../../src/trace/crash-outcome.ts';
import { crashPaint } from '../../src/ui/crash/crash-view.ts';
import { runVariant } from './note-runs.ts';

const AT_US = msToUs(203.5);

describe.each(['baseline', 'elr', 'elr-naive', 'no-wait'] as const)(
  'elr-crash at 203.5 ms, %s run',
  (variant) => {
    const run = runVariant('elr-crash', variant, 400);
    const outcome = crashOutcome(run.events, AT_US);
    const paint = crashPaint(run.model, outcome);

    it('marks durable transactions kept and pre-committed or running ones rolled back', () => {
      const kinds = new Set(paint.marks.map((m) => m.kind));
      expect(kinds.has('rolled-back')).toBe(true);
      for (const m of paint.marks.filter((k) => k.kind === 'kept' || k.kind === 'rolled-back')) {
        const fate = outcome.fates.find((f) => f.txn === m.txn)!;
        expect(m.kind === 'kept').toBe(fate.fate === 'durable');
      }
      const preCommitted = outcome.fates.filter(
        (f) => f.lsn !== null && f.lsn > outcome.durableLsn,
      );
      for (const f of preCommitted) expect(f.fate).toBe('rolled-back');
    });

    it(`loses ${variant === 'no-wait' ? 'some' : 'no'} acknowledged commit`, () => {
      if (variant === 'no-wait') expect(outcome.lostAcknowledged.length).toBeGreaterThan(0);
      else expect(outcome.lostAcknowledged).toEqual([]);
    });

    // The note points at elr-naive's reader; the safe protocols make readers wait.
    if (variant !== 'no-wait')
      it(`${variant === 'elr-naive' ? 'flags' : 'has no'} reader answered with erased data`, () => {
        const exposed = paint.marks.filter((m) => m.kind === 'exposed-read');
        if (variant === 'elr-naive') expect(exposed.length).toBeGreaterThan(0);
        else expect(exposed).toEqual([]);
      });
  },
);
