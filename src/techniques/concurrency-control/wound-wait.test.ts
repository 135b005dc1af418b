import { describe, expect, it } from 'vitest';
import { isOlder, woundWait } from './wound-wait.ts';

describe("wound-wait's age rule", () => {
  it('an older requester wounds a younger holder', () => {
    expect(woundWait({ txn: 5, submittedAt: 100 }, [{ txn: 9, submittedAt: 200 }])).toEqual({
      wound: [9],
      waitFor: [],
    });
  });

  it('a younger requester waits for an older holder', () => {
    expect(woundWait({ txn: 9, submittedAt: 200 }, [{ txn: 5, submittedAt: 100 }])).toEqual({
      wound: [],
      waitFor: [5],
    });
  });

  it('splits several transactions in the way by age', () => {
    const d = woundWait({ txn: 4, submittedAt: 150 }, [
      { txn: 1, submittedAt: 100 },
      { txn: 7, submittedAt: 300 },
      { txn: 3, submittedAt: 120 },
    ]);
    expect(d).toEqual({ wound: [7], waitFor: [1, 3] });
  });

  it('breaks equal submission times by the smaller transaction id', () => {
    expect(isOlder({ txn: 2, submittedAt: 50 }, { txn: 3, submittedAt: 50 })).toBe(true);
    expect(isOlder({ txn: 3, submittedAt: 50 }, { txn: 2, submittedAt: 50 })).toBe(false);
  });

  it('never wounds or waits for the requester itself', () => {
    expect(woundWait({ txn: 2, submittedAt: 0 }, [{ txn: 2, submittedAt: 0 }])).toEqual({
      wound: [],
      waitFor: [],
    });
  });
});
