import { describe, expect, it } from 'vitest';
import { DeviceUtilization } from './device-utilization.ts';
import type { RunStartEvent } from './trace-event.ts';

const start: RunStartEvent = {
  kind: 'run.start',
  t: 0,
  seq: 0,
  scenarioId: 'test',
  variant: null,
  seed: 1,
  warmupUs: 100,
  endUs: 1_100,
  devices: [
    { id: 'cpu', kind: 'cpu', units: 2 },
    { id: 'disk0', kind: 'disk', units: 1 },
  ],
  terminals: 1,
  transactionTypes: ['t'],
};

describe('DeviceUtilization', () => {
  it('integrates busy units and queue length only between the warm-up and the end', () => {
    const devices = new DeviceUtilization();
    devices.start(start);
    devices.at('cpu', 0).busy++; // busy before the warm-up: not counted until 100
    devices.at('cpu', 600).queued++; // one waits from 600 to the end
    devices.at('disk0', 350).busy++; // a disk busy from 350 on, past the end
    const [cpu, disk] = devices.result(1_100);
    expect(cpu).toMatchObject({ id: 'cpu', units: 2, utilization: 0.5, meanQueue: 0.5 });
    expect(disk).toMatchObject({ id: 'disk0', utilization: 0.75, meanQueue: 0 });
  });

  it('refuses a device run.start did not name', () => {
    const devices = new DeviceUtilization();
    devices.start(start);
    expect(() => devices.at('disk9', 10)).toThrow(/unknown device disk9/);
  });
});
