import { describe, expect, it } from 'vitest';
import {
  cycleText,
  deviceLabel,
  formatMs,
  listText,
  lockItemLabel,
  pageItemLabel,
  txnLabel,
  workLabel,
} from './labels.ts';

describe('panel labels', () => {
  it('names transactions T<id> and work for no transaction "system"', () => {
    expect(txnLabel(9)).toBe('T9');
    expect(txnLabel(-1)).toBe('system');
  });

  it('names object locks by object and page when a page holds several objects', () => {
    // 100 pages of 4 objects: page 17's object 2 is item 100 + 17 × 4 + 2.
    const label = lockItemLabel(100, 4);
    expect(label(100 + 17 * 4 + 2)).toBe('object 2 of page 17');
    expect(label(100)).toBe('object 0 of page 0');
    expect(label(17)).toBe('page 17');
    expect(label(-1)).toBe('the file');
    expect(lockItemLabel(100, 1)).toBe(pageItemLabel);
  });

  it('names pages by number and the whole-file item as the file', () => {
    expect(pageItemLabel(17)).toBe('page 17');
    expect(pageItemLabel(-1)).toBe('the file');
    expect(pageItemLabel(0)).toBe('page 0');
  });

  it('names devices by kind and number', () => {
    expect(deviceLabel('cpu', 'cpu')).toBe('CPU');
    expect(deviceLabel('disk0', 'disk')).toBe('Disk 0');
    expect(deviceLabel('disk12', 'disk')).toBe('Disk 12');
    expect(deviceLabel('log', 'log')).toBe('Log');
    expect(deviceLabel('server', 'server')).toBe('Data server');
  });

  it('names kinds of work', () => {
    expect(workLabel('log-flush')).toBe('log flush');
    expect(workLabel('read')).toBe('read');
  });

  it('formats simulated microseconds as milliseconds with two decimals', () => {
    expect(formatMs(12_400)).toBe('12.40 ms');
    expect(formatMs(0)).toBe('0.00 ms');
    expect(formatMs(1_234_567)).toBe('1,234.57 ms');
  });

  it('closes a cycle and lists words in prose', () => {
    expect(cycleText([3, 7])).toBe('T3 → T7 → T3');
    expect(cycleText([])).toBe('');
    expect(listText(['T1'])).toBe('T1');
    expect(listText(['T1', 'T2', 'T3'])).toBe('T1, T2 and T3');
  });
});
