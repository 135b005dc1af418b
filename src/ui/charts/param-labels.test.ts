import { describe, expect, it } from 'vitest';
import { paramLabel } from './param-labels.ts';

describe('paramLabel', () => {
  it('names the parameters courses sweep', () => {
    expect(paramLabel('workload.terminals')).toBe('Terminals (MPL)');
    expect(paramLabel('workload.thinkTimeMs')).toBe('Think time (ms)');
    expect(paramLabel('system.buffer.pages')).toBe('Buffer pool (pages)');
  });

  it('falls back to words from the last segment with its unit', () => {
    expect(paramLabel('locking.someDelayMs')).toBe('Some delay (ms)');
    expect(paramLabel('workload.types.0.writeProbability')).toBe('Write probability');
    expect(paramLabel('system.disks.service.averageSeekMs')).toBe('Average seek (ms)');
    expect(paramLabel('system.tier.accessUs')).toBe('Access (µs)');
    expect(paramLabel('workload.maxTps')).toBe('Max (tx/s)');
    expect(paramLabel('workload.types.1.beginCpuMs')).toBe('Begin CPU (ms)');
  });

  it('keeps a bare unit-like name and an odd path readable', () => {
    expect(paramLabel('x.Ms')).toBe('Ms');
    expect(paramLabel('seed')).toBe('Seed');
    expect(paramLabel('')).toBe('');
  });
});
