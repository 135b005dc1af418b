import { describe, expect, it } from 'vitest';
import { PrivateBuffer } from './private-buffer.ts';

describe('PrivateBuffer', () => {
  it('hits pages read before and evicts the least recently used', () => {
    const buffer = new PrivateBuffer(2);
    expect(buffer.touch(1)).toBe(false);
    buffer.insert(1);
    buffer.insert(2);
    expect(buffer.touch(1)).toBe(true); // 1 becomes most recent
    buffer.insert(3); // evicts 2
    expect(buffer.touch(2)).toBe(false);
    expect(buffer.touch(1)).toBe(true);
    expect(buffer.touch(3)).toBe(true);
  });

  it('never hits with no frames', () => {
    const buffer = new PrivateBuffer(0);
    buffer.insert(5);
    expect(buffer.touch(5)).toBe(false);
  });
});
