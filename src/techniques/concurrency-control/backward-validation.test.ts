import { describe, expect, it } from 'vitest';
import { BackwardValidator } from './backward-validation.ts';

describe('backward validation', () => {
  it('passes an attempt when nobody committed since it began', () => {
    const v = new BackwardValidator();
    v.begin(1);
    expect(v.validateAndCommit(1, [3, 4], new Set([4]))).toBeNull();
  });

  it('fails an attempt whose read page was written by a transaction that committed after it began', () => {
    const v = new BackwardValidator();
    v.begin(1);
    v.begin(2);
    expect(v.validateAndCommit(2, [7], new Set([7]))).toBeNull();
    expect(v.validateAndCommit(1, [5, 7], new Set())).toEqual({ page: 7, writer: 2 });
  });

  it('ignores writes committed before the attempt began', () => {
    const v = new BackwardValidator();
    v.begin(2);
    v.validateAndCommit(2, [7], new Set([7]));
    v.begin(1);
    expect(v.validateAndCommit(1, [7], new Set([7]))).toBeNull();
  });

  it('ignores concurrent writes to pages the attempt did not read', () => {
    const v = new BackwardValidator();
    v.begin(1);
    v.begin(2);
    v.validateAndCommit(2, [9], new Set([9]));
    expect(v.validateAndCommit(1, [5], new Set([5]))).toBeNull();
  });

  it('does not publish the writes of a failed attempt', () => {
    const v = new BackwardValidator();
    v.begin(1);
    v.begin(2);
    v.begin(3);
    v.validateAndCommit(2, [7], new Set([7]));
    expect(v.validateAndCommit(1, [7], new Set([8]))).not.toBeNull();
    expect(v.validateAndCommit(3, [8], new Set())).toBeNull();
  });

  it('forgets write sets once no active attempt began before them', () => {
    const v = new BackwardValidator();
    v.begin(1);
    v.begin(2);
    v.validateAndCommit(2, [], new Set([1]));
    expect(v.retained).toBe(1);
    v.end(1);
    expect(v.retained).toBe(0);
  });

  it('refuses to validate an attempt that never began', () => {
    expect(() => new BackwardValidator().conflictOf(4, [1])).toThrow(/T4/);
  });
});
