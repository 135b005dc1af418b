/**
 * The elr-figure8 notes, checked against what the page draws for the baseline and ELR
 * runs: the hot-lock lane's bars, the transactions' blue work and grey log waits, the
 * commit-request and acknowledgement ticks, the flush boxes' transactions, and the lock
 * table at the playhead.
 */
import { describe, expect, it } from 'vitest';
import { msToUs } from '../../src/base/time.ts';
import type { ServiceSegment, TxnSegment } from '../../src/trace/timeline-model.ts';
import { runVariant, type NoteRun } from './note-runs.ts';

/** A steady stretch after the warm-up, in µs. */
const FROM_US = msToUs(220);
const TO_US = msToUs(300);

function segmentsOf(run: NoteRun, txn: number): TxnSegment[] {
  return run.model.txnLanes.flatMap((l) => l.segments.filter((s) => s.txn === txn));
}

function flushOf(run: NoteRun, txn: number): ServiceSegment {
  const flush = run.model.deviceLanes
    .flatMap((l) => l.segments)
    .find((s) => s.flush !== null && (s.txns ?? []).includes(txn));
  if (flush === undefined) throw new Error(`no flush carries T${txn}`);
  return flush;
}

function barsIn(run: NoteRun) {
  const bars = run.model.hotLock?.bars ?? [];
  return bars.filter((b) => b.startUs >= FROM_US && b.endUs <= TO_US);
}

describe.each([
  ['baseline', 1],
  ['elr', 3],
] as const)('elr-figure8, %s run', (variant, recordsPerFlush) => {
  const run = runVariant('elr-figure8', variant, 320);
  const bars = barsIn(run);

  it('draws a hot-lock lane with one named bar per holder of the hot row', () => {
    expect(run.model.hotLock?.item).toBe(0);
    expect(bars.length).toBeGreaterThan(5);
    expect(new Set(bars.map((b) => b.txn)).size).toBe(bars.length);
  });

  it("shows each bar's holder in the lock table at the bar's middle", () => {
    for (const bar of bars) {
      const state = run.index.stateAt(Math.floor((bar.startUs + bar.endUs) / 2));
      const row = state.locks.find((l) => l.item === 0);
      expect(row?.holders.map((h) => h.txn)).toEqual([bar.txn]);
    }
  });

  it('covers the blue work in every bar, and ends ELR bars at the commit-request tick', () => {
    for (const bar of bars) {
      const work = segmentsOf(run, bar.txn).filter((s) => s.state === 'cpu');
      expect(work.length).toBeGreaterThan(0);
      for (const w of work) {
        expect(w.startUs).toBeGreaterThanOrEqual(bar.startUs);
        expect(w.endUs).toBeLessThanOrEqual(bar.endUs);
      }
      const request = run.model.marks.commitRequests.find((m) => m.txn === bar.txn);
      const flush = flushOf(run, bar.txn);
      if (variant === 'elr') expect(bar.endUs).toBe(request?.t);
      else expect(bar.endUs).toBe(flush.endUs);
    }
  });

  it('puts the acknowledgement tick at the end of the grey log wait, when the flush ends', () => {
    for (const bar of bars) {
      const wait = segmentsOf(run, bar.txn).find((s) => s.state === 'log-wait');
      const ack = run.model.marks.commits.find((m) => m.txn === bar.txn);
      expect(wait?.endUs).toBe(ack?.t);
      expect(ack?.t).toBe(flushOf(run, bar.txn).endUs);
    }
  });

  it("starts the next holder's work after the flush under the baseline, during it under ELR", () => {
    for (const [i, bar] of bars.slice(0, -1).entries()) {
      const next = bars[i + 1]!;
      const wait = segmentsOf(run, bar.txn).find((s) => s.state === 'log-wait')!;
      const nextWork = segmentsOf(run, next.txn).find((s) => s.state === 'cpu')!;
      if (variant === 'elr') expect(nextWork.startUs).toBeLessThan(wait.endUs);
      else expect(nextWork.startUs).toBeGreaterThanOrEqual(wait.endUs);
    }
  });

  it(`names ${recordsPerFlush} transaction(s) in each flush box`, () => {
    const flushes = run.model.deviceLanes
      .flatMap((l) => l.segments)
      .filter((s) => s.flush !== null && s.startUs >= FROM_US && s.endUs <= TO_US);
    expect(flushes.length).toBeGreaterThan(3);
    for (const f of flushes) expect(f.txns).toHaveLength(recordsPerFlush);
  });
});
