import { describe, expect, it } from 'vitest';
import { ControllerCache } from './controller-cache.ts';

describe('ControllerCache', () => {
  it('volatile: a read miss inserts, a write miss does not, nothing is absorbed', () => {
    const c = new ControllerCache({ kind: 'volatile', pages: 2 });
    expect(c.lookup(1)).toBe(false);
    c.insertAfterRead(1);
    expect(c.lookup(1)).toBe(true);
    expect(c.absorb(2)).toBe(false);
    c.refreshOnWrite(2);
    expect(c.has(2)).toBe(false);
    c.insertAfterRead(2);
    c.insertAfterRead(3);
    expect(c.has(1)).toBe(false);
  });

  it('non-volatile: absorbs write misses by replacing a clean page, refuses when all are pending', () => {
    const c = new ControllerCache({ kind: 'non-volatile', pages: 2 });
    expect(c.absorb(1)).toBe(true);
    expect(c.absorb(2)).toBe(true);
    expect(c.pending).toBe(2);
    expect(c.absorb(3)).toBe(false);
    expect(c.absorb(1)).toBe(true);
    expect(c.pending).toBe(3);
    c.destaged(2);
    expect(c.absorb(3)).toBe(true);
    expect(c.has(2)).toBe(false);
    expect(c.lookup(3)).toBe(true);
  });

  it('write buffer: counts pending writes up to its size and never hits a read', () => {
    const c = new ControllerCache({ kind: 'write-buffer', pages: 1 });
    expect(c.absorb(5)).toBe(true);
    expect(c.absorb(6)).toBe(false);
    expect(c.lookup(5)).toBe(false);
    c.destaged(5);
    expect(c.absorb(6)).toBe(true);
  });
});
