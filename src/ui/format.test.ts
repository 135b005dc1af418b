import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatMagnitude,
  formatSetting,
  rateComparedInWords,
  timeComparedInWords,
} from './format.ts';

describe('figures with digits that suit their magnitude', () => {
  it('keeps three significant figures below one, so close small values stay ordered', () => {
    expect(formatMagnitude(0.4561)).toBe('0.456');
    expect(formatMagnitude(0.4123)).toBe('0.412');
    expect(formatMagnitude(0.012345)).toBe('0.0123');
  });

  it('drops decimals as values grow, with thousands separators', () => {
    expect(formatMagnitude(4.567)).toBe('4.57');
    expect(formatMagnitude(12.34)).toBe('12.3');
    expect(formatMagnitude(215.7)).toBe('215.7');
    expect(formatMagnitude(1538.2)).toBe('1,538');
    expect(formatMagnitude(0)).toBe('0');
  });
});

describe('a time compared with a reference, in words', () => {
  it('calls a run 5% longer 5% slower, not faster', () => {
    expect(timeComparedInWords(1.05, 'sequential')).toBe('5% slower than sequential');
  });

  it('uses a factor for large differences either way', () => {
    expect(timeComparedInWords(0.5, 'sequential')).toBe('2.0× faster than sequential');
    expect(timeComparedInWords(3, 'sequential')).toBe('3.0× slower than sequential');
  });

  it('says less time for a small gain, and the same within half a percent', () => {
    expect(timeComparedInWords(0.88, 'sequential')).toBe('12% less time than sequential');
    expect(timeComparedInWords(1.004, 'sequential')).toBe('the same time as sequential');
  });
});

describe('settings and counts as written', () => {
  it('writes whole numbers without decimals and others without padding zeros', () => {
    expect(formatSetting(10)).toBe('10');
    expect(formatSetting(25000)).toBe('25,000');
    expect(formatSetting(0.25)).toBe('0.25');
    expect(formatSetting(1.5)).toBe('1.5');
  });
});

describe('a throughput compared with a reference, in words', () => {
  it('uses a factor from one and a half times up and below half', () => {
    expect(rateComparedInWords(2, '2PL')).toBe('2.0× the throughput of 2PL');
    expect(rateComparedInWords(0.25, '2PL')).toBe('0.25× the throughput of 2PL');
  });

  it('uses percentages for smaller differences, and the same within half a percent', () => {
    expect(rateComparedInWords(1.05, '2PL')).toBe('5% more throughput than 2PL');
    expect(rateComparedInWords(0.88, '2PL')).toBe('12% less throughput than 2PL');
    expect(rateComparedInWords(0.998, '2PL')).toBe('the same throughput as 2PL');
  });
});

describe('values with a fixed number of decimals', () => {
  it('rounds to the decimals asked for, with separators, and marks a missing value', () => {
    expect(formatFixed(1234.5678, 2)).toBe('1,234.57');
    expect(formatFixed(0.5, 0)).toBe('1');
    expect(formatFixed(2, 3)).toBe('2.000');
    expect(formatFixed(Number.NaN, 1)).toBe('—');
  });
});
