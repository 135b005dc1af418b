/**
 * Builds the storage tiers of a scenario's `storage` section: one disk unit per disk or
 * SSD device, one NVEM device per extended memory, the NVEM write buffer and cache, the
 * page store the buffer pool uses and, with a log, the tier device that holds it (written
 * by the one log manager). It also lists the
 * pages to preload into the buffer (a warm start: the preloaded files first, then pages
 * of the other files, dirty under NOFORCE as they would be after a long run). Every random
 * service time is drawn from the stream `device/<id>`.
 */
import { msToDuration } from '../../../base/time.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { StorageFileSpec, StorageSpec } from '../schema.ts';
import type { DeviceInfo } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { RandomStreams } from '../../../kernel/random.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type {
  PreloadPlan,
  Server,
  StorageTiers,
  StorageTiersFactory,
} from '../../../model/seams.ts';
import { DiskUnit } from './disk-unit.ts';
import { NvemCache, NvemDevice, NvemWriteBuffer } from './nvem.ts';
import { TierLogDevice } from './tier-log-device.ts';
import { TieredStore, type Placement } from './tiered-store.ts';

export type { PreloadPlan } from '../../../model/seams.ts';

export class StorageSystem implements StorageTiers {
  readonly devices: DeviceInfo[] = [];
  readonly units = new Map<string, DiskUnit>();
  readonly nvems = new Map<string, NvemDevice>();
  readonly store: TieredStore;
  readonly logDevice: TierLogDevice | null;
  readonly nvemWriteBuffer: NvemWriteBuffer | null;
  readonly nvemCache: NvemCache | null;

  constructor(
    sim: Simulation,
    trace: TraceSink,
    streams: RandomStreams,
    cpu: Server,
    readonly spec: StorageSpec,
    logEnabled: boolean,
  ) {
    const nvemCpuUs = msToDuration(spec.nvemCpuMs);
    for (const d of spec.devices) {
      if (d.kind === 'nvem') {
        const nvem = new NvemDevice(sim, trace, d.id, d.servers, d.accessMs, cpu, nvemCpuUs);
        this.nvems.set(d.id, nvem);
        this.devices.push(nvem.info);
      } else {
        const unit = new DiskUnit(sim, trace, d, streams.stream('device', d.id));
        this.units.set(d.id, unit);
        this.devices.push(...unit.devices);
      }
    }
    const wbSpec = spec.nvemWriteBuffer;
    this.nvemWriteBuffer =
      wbSpec === null ? null : new NvemWriteBuffer(this.nvems.get(wbSpec.device)!, wbSpec.pages);
    const cacheSpec = spec.nvemCache;
    this.nvemCache =
      cacheSpec === null ? null : new NvemCache(this.nvems.get(cacheSpec.device)!, cacheSpec.pages);
    const place = (device: string, writeBuffer: boolean): Placement => {
      if (device === 'memory') return { kind: 'memory' };
      const nvem = this.nvems.get(device);
      if (nvem !== undefined) return { kind: 'nvem', device: nvem };
      return {
        kind: 'unit',
        unit: this.units.get(device)!,
        writeBuffer: writeBuffer ? this.nvemWriteBuffer : null,
      };
    };
    this.store = new TieredStore(
      sim,
      trace,
      cpu,
      spec,
      (f: StorageFileSpec) => place(f.device, f.writeBuffer),
      place(spec.devices[0]!.id, false),
      this.nvemCache,
      msToDuration(spec.ioCpuMs),
    );
    this.logDevice =
      logEnabled && spec.log !== null
        ? new TierLogDevice(this.store, place(spec.log.device, spec.log.writeBuffer))
        : null;
  }

  /** The warm-start contents of a buffer of `capacity` frames. */
  preloadPlan(capacity: number): PreloadPlan {
    const hot: number[] = [];
    const filler: number[] = [];
    for (const f of this.spec.files) {
      if (f.device === 'memory' || f.appendOnly) continue;
      const into = f.preload ? hot : this.spec.fillBuffer ? filler : null;
      if (into === null) continue;
      const n = Math.min(f.count, capacity);
      for (let i = 0; i < n; i++) into.push(f.first + i);
    }
    const hotPages = hot.slice(0, capacity);
    const fill = filler.slice(0, capacity - hotPages.length);
    const dirtyFill = this.spec.propagation === 'noforce';
    return {
      pages: [...fill, ...hotPages],
      dirty: [...fill.map(() => dirtyFill), ...hotPages.map(() => false)],
    };
  }
}

/** True when the scenario runs on storage tiers. */
export function hasStorage(
  scenario: Pick<Scenario, 'storage'>,
): scenario is { storage: StorageSpec } {
  return scenario.storage !== null && scenario.storage !== undefined;
}

/** The storage tiers seam: a scenario's tiers, or null without a `storage` section. */
export const buildStorageTiers: StorageTiersFactory = (sim, trace, streams, cpu, scenario) =>
  hasStorage(scenario)
    ? new StorageSystem(sim, trace, streams, cpu, scenario.storage, scenario.log.enabled)
    : null;
