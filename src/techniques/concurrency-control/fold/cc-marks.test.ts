import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../trace/trace-event.ts';
import { concurrencyControlMarks, placeOnLanes } from './cc-marks.ts';

const events: TraceEvent[] = [
  { kind: 'txn.begin', t: 0, seq: 0, txn: 1, attempt: 1 },
  { kind: 'cc.wound', t: 10, seq: 1, wounder: 1, victim: 2, item: 7 },
  { kind: 'cc.validation-fail', t: 20, seq: 2, txn: 3, page: 9, writer: 4 },
  { kind: 'cc.conflict', t: 25, seq: 3, txn: 5, item: 11, holders: [6] },
  { kind: 'cc.restart-delay', t: 30, seq: 4, txn: 3, delayUs: 500 },
];

describe('concurrency-control marks', () => {
  it('turns a wound into an arrow from the wounder to the victim', () => {
    expect(concurrencyControlMarks(events).wounds).toEqual([
      { t: 10, wounder: 1, victim: 2, item: 7 },
    ]);
  });

  it('keeps the page and writer of a failed validation and the holders of a conflict', () => {
    const marks = concurrencyControlMarks(events);
    expect(marks.validationFailures).toEqual([{ t: 20, txn: 3, page: 9, writer: 4 }]);
    expect(marks.conflicts).toEqual([{ t: 25, txn: 5, item: 11, holders: [6] }]);
  });

  it('spans a restart delay from its start to its end', () => {
    expect(concurrencyControlMarks(events).restartDelays).toEqual([
      { txn: 3, fromUs: 30, toUs: 530 },
    ]);
  });

  it('gives no marks for a trace without concurrency-control events', () => {
    const marks = concurrencyControlMarks(events.slice(0, 1));
    expect(marks.wounds.length + marks.conflicts.length + marks.restartDelays.length).toBe(0);
  });
});

describe('concurrency-control marks on lanes', () => {
  it('places a wound between the two lanes and a failed validation on its lane', () => {
    const placed = placeOnLanes(concurrencyControlMarks(events), [
      { txn: 1, lane: 0 },
      { txn: 2, lane: 3 },
      { txn: 3, lane: 1 },
    ]);
    expect(placed.wounds).toEqual([{ t: 10, fromLane: 0, toLane: 3, wounder: 1, victim: 2 }]);
    expect(placed.validationFailures).toEqual([{ t: 20, lane: 1, txn: 3, page: 9, writer: 4 }]);
  });

  it('leaves out marks of transactions without a lane', () => {
    const placed = placeOnLanes(concurrencyControlMarks(events), [{ txn: 1, lane: 0 }]);
    expect(placed.wounds).toEqual([]);
    expect(placed.validationFailures).toEqual([]);
  });
});
