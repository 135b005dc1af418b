/**
 * The database system a transaction runs against: a CPU pool, data disks (pages striped
 * across them), a buffer pool, a lock manager and, when enabled, a log on its own device.
 * It only assembles the parts from a scenario; the parts hold the behaviour.
 */
import type { Scenario } from '../../scenario/schema.ts';
import type { DeviceInfo } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import type { RandomStreams } from '../core/random.ts';
import type { Simulation } from '../core/simulation.ts';
import { Server } from '../resources/server.ts';
import { StorageDevice } from '../resources/storage-device.ts';
import { BufferPool } from './buffer-pool.ts';
import { LockManager } from './lock-manager.ts';
import { LogManager } from './log-manager.ts';

export class DatabaseSystem {
  readonly cpu: Server;
  readonly disks: StorageDevice[];
  readonly buffer: BufferPool;
  readonly locks: LockManager;
  readonly log: LogManager | null;
  readonly devices: DeviceInfo[];

  constructor(sim: Simulation, trace: TraceSink, streams: RandomStreams, scenario: Scenario) {
    const { system } = scenario;
    const cpuInfo: DeviceInfo = { id: 'cpu', kind: 'cpu', units: system.cpu.count };
    this.cpu = new Server(sim, trace, cpuInfo);
    this.devices = [cpuInfo];
    this.disks = [];
    for (let d = 0; d < system.disks.count; d++) {
      const info: DeviceInfo = { id: `disk${d}`, kind: 'disk', units: 1 };
      this.devices.push(info);
      this.disks.push(
        new StorageDevice(
          new Server(sim, trace, info),
          system.disks.service,
          streams.stream('device', info.id),
        ),
      );
    }
    const disks = this.disks;
    const diskCount = disks.length;
    this.buffer = new BufferPool(
      sim,
      trace,
      system.buffer.pages,
      (page) => disks[page % diskCount]!,
    );
    this.locks = new LockManager(sim, trace);
    if (scenario.log.enabled) {
      const info: DeviceInfo = { id: 'log', kind: 'log', units: 1 };
      this.devices.push(info);
      const device = new StorageDevice(
        new Server(sim, trace, info),
        scenario.log.service,
        streams.stream('device', 'log'),
      );
      this.log = new LogManager(sim, trace, device, scenario.log);
    } else {
      this.log = null;
    }
  }
}
