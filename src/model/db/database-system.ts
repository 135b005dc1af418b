/**
 * The database system a transaction runs against: a CPU pool (FCFS or round robin), data
 * disks (pages striped across them, a queue per disk or one queue over pooled arms), a
 * buffer pool, a lock manager, when enabled the log manager writing to its own device (the
 * flush-latency model) or to the storage tier that holds the log, and when the scenario has
 * one a serial data server (device `server`); with a `storage` section, storage tiers
 * replace the data disks;
 * plus the version tags of early lock release (which commit LSN last wrote each page).
 * It only assembles the parts from a scenario; the parts hold the behaviour.
 */
import { msToDuration } from '../../base/time.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { DeviceInfo } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import type { CommitLog, StorageTiers, StorageTiersFactory } from '../seams.ts';
import type { RandomStreams } from '../../kernel/random.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import { SerialServer } from '../resources/serial-server.ts';
import { Server } from '../resources/server.ts';
import { DiskArms } from '../resources/disk-arms.ts';
import { StorageDevice } from '../resources/storage-device.ts';
import { BufferPool } from './buffer-pool.ts';
import { LockManager } from './lock-manager.ts';
import { FlushLatencyDevice, flushDuration } from './flush-latency.ts';
import { LogManager } from './log-manager.ts';

export type { CommitLog } from '../seams.ts';

export class DatabaseSystem {
  readonly cpu: Server;
  readonly disks: StorageDevice[];
  /** The disk that holds `page` (with no storage section). */
  readonly diskOf: (page: number) => StorageDevice;
  readonly buffer: BufferPool;
  readonly locks: LockManager;
  readonly log: CommitLog | null;
  readonly storage: StorageTiers | null;
  readonly dataServer: SerialServer | null;
  readonly devices: DeviceInfo[];

  constructor(
    sim: Simulation,
    trace: TraceSink,
    streams: RandomStreams,
    scenario: Scenario,
    /** Storage tiers in place of the data disks (the registry's storage seam). */
    storageTiers: StorageTiersFactory,
  ) {
    const { system } = scenario;
    const cpuInfo: DeviceInfo = { id: 'cpu', kind: 'cpu', units: system.cpu.count };
    const quantumUs =
      system.cpu.scheduling === 'round-robin'
        ? Math.max(1, msToDuration(system.cpu.quantumMs))
        : Infinity;
    this.cpu = new Server(sim, trace, cpuInfo, quantumUs, system.cpu.oversubscriptionPenalty);
    this.devices = [cpuInfo];
    this.disks = [];
    this.storage = storageTiers(sim, trace, streams, this.cpu, scenario);
    if (this.storage !== null) this.devices.push(...this.storage.devices);
    // The disks' placement and queueing are a tier's disk unit's (DiskArms): per disk,
    // disk d holds pages p with p mod count = d; pooled, one queue over all arms.
    const arms =
      this.storage === null
        ? new DiskArms(sim, trace, {
            count: system.disks.count,
            queueing: system.disks.queueing,
            pooledId: 'disks',
            armId: (d) => `disk${d}`,
          })
        : null;
    for (const queue of arms?.queues ?? []) {
      this.devices.push(queue.info);
      this.disks.push(
        new StorageDevice(queue, system.disks.service, streams.stream('device', queue.id)),
      );
    }
    const disks = this.disks;
    this.diskOf = (page) => {
      if (arms === null) throw new Error('with a storage section, pages live on its tiers');
      return disks[arms.queueOf(page)]!;
    };
    this.buffer = new BufferPool(
      sim,
      trace,
      system.buffer.pages,
      this.diskOf,
      this.storage?.store ?? null,
    );
    const preload = system.buffer.preload;
    if (preload !== null && system.buffer.scope === 'global') {
      this.buffer.preloadRange(preload.first, preload.count);
    }
    if (this.storage !== null) {
      const plan = this.storage.preloadPlan(system.buffer.pages);
      this.buffer.preload(plan.pages, plan.dirty);
    }
    this.locks = new LockManager(sim, trace, scenario.locking.queue === 'barging');
    if (system.dataServer !== null) {
      const info: DeviceInfo = { id: 'server', kind: 'server', units: 1 };
      this.devices.push(info);
      this.dataServer = new SerialServer(sim, trace, info);
    } else {
      this.dataServer = null;
    }
    const tierLog = this.storage?.logDevice ?? null;
    if (scenario.log.enabled && tierLog !== null) {
      this.log = new LogManager(sim, trace, tierLog, scenario.log);
    } else if (scenario.log.enabled) {
      const info: DeviceInfo = { id: 'log', kind: 'log', units: 1 };
      this.devices.push(info);
      const device = new FlushLatencyDevice(
        new Server(sim, trace, info),
        flushDuration(scenario.log.flushLatency, scenario.log.service),
        streams.stream('device', 'log'),
      );
      this.log = new LogManager(sim, trace, device, scenario.log);
    } else {
      this.log = null;
    }
  }
}
