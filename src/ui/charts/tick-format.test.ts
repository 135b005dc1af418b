import { describe, expect, it } from 'vitest';
import { formatSettingValue, formatTicks, formatValue, tickDecimals } from './tick-format.ts';

describe('tick formatting', () => {
  it('writes whole ticks without decimals and with thousands separators', () => {
    expect(formatTicks([0, 5_000, 10_000, 15_000])).toEqual(['0', '5,000', '10,000', '15,000']);
  });

  it('gives every tick of an axis as many decimals as the finest one needs', () => {
    expect(formatTicks([0, 0.5, 1, 1.5])).toEqual(['0.0', '0.5', '1.0', '1.5']);
    expect(formatTicks([0, 0.02, 0.04])).toEqual(['0.00', '0.02', '0.04']);
  });

  it('is not fooled by floating-point noise in generated ticks', () => {
    expect(tickDecimals([0.1 + 0.2, 0.6000000000000001])).toBe(1);
    expect(formatTicks([0.30000000000000004])).toEqual(['0.3']);
  });

  it('writes negative zero as zero', () => {
    expect(formatTicks([-0, 1])).toEqual(['0', '1']);
  });

  it('formats table values and leaves a dash for a missing one', () => {
    expect(formatValue(1234.567)).toBe('1,235');
    expect(formatValue(0.4561)).toBe('0.456');
    expect(formatSettingValue(2)).toBe('2');
    expect(formatSettingValue(0.25)).toBe('0.25');
    expect(formatValue(Number.NaN)).toBe('—');
  });
});
