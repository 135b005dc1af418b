/**
 * A disk unit (anything behind a disk interface): controllers, a page transfer, and for a
 * magnetic disk the disk arms, optionally with a controller cache; a solid-state disk is
 * controllers and transfer only. An access queues for a controller, then (when the page is
 * not served by the cache) for a disk arm, then transfers the page; the transfer has no
 * contention (the channel is not modelled). An absorbed write is acknowledged after the
 * controller and transfer, and its disk write starts at once in the background (owned by
 * the system). The disk arms are `DiskArms` (model/resources/disk-arms.ts), the placement
 * and queueing `system.disks` uses too: one FCFS queue over `disks` units (`arms:
 * 'pooled'`) or a queue per arm with page p on arm p mod disks (`'per-disk'`, devices
 * `<id>-arm<k>`). A zero controller or transfer time skips that step. Seek optimisation,
 * channels and destage scheduling are left out.
 */
import { msToDuration, msToUs } from '../../../base/time.ts';
import type { StorageDeviceSpec } from '../schema.ts';
import { SYSTEM_OWNER, type DeviceInfo, type StorageMedium } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import { exponential } from '../../../kernel/distributions.ts';
import { sleep, type Wait } from '../../../kernel/process.ts';
import type { RandomStream } from '../../../kernel/random.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import { DiskArms, Server } from '../../../model/seams.ts';
import { ControllerCache } from './controller-cache.ts';

export class DiskUnit {
  readonly controllers: Server;
  /** The arms and their queues (the placement and queueing `system.disks` shares); none on an SSD. */
  readonly arms: DiskArms | null;
  readonly cache: ControllerCache | null;
  readonly devices: DeviceInfo[];
  private readonly transferUs: number;
  private readonly controllerUs: number;
  private readonly diskUs: number;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    readonly spec: StorageDeviceSpec,
    private readonly rng: RandomStream,
  ) {
    const ssd = spec.kind === 'ssd';
    const ctl: DeviceInfo = {
      id: ssd ? spec.id : `${spec.id}-ctl`,
      kind: ssd ? 'ssd' : 'controller',
      units: spec.controllers,
    };
    this.controllers = new Server(sim, trace, ctl);
    this.devices = [ctl];
    this.arms = ssd
      ? null
      : new DiskArms(sim, trace, {
          count: spec.disks,
          queueing: spec.arms,
          pooledId: spec.id,
          armId: (k) => `${spec.id}-arm${k}`,
        });
    if (this.arms !== null) this.devices.push(...this.arms.devices);
    this.cache = !ssd && spec.cache !== null ? new ControllerCache(spec.cache) : null;
    this.transferUs = msToDuration(spec.transferMs);
    this.controllerUs = msToUs(spec.controllerMs);
    this.diskUs = msToUs(spec.diskMs);
  }

  get id(): string {
    return this.spec.id;
  }

  /** The id of the device a cache event names: the controller (the cache lives there). */
  get cacheDevice(): string {
    return this.controllers.id;
  }

  private draw(meanUs: number): number {
    if (meanUs <= 0) return 1;
    const us = this.spec.serviceTimes === 'constant' ? meanUs : exponential(this.rng, meanUs);
    return Math.max(1, Math.round(us));
  }

  /** One pass through a controller; none when the controller takes no time. */
  private *control(owner: number, work: 'read' | 'write'): Generator<Wait, void, unknown> {
    if (this.controllerUs > 0)
      yield this.controllers.request(owner, this.draw(this.controllerUs), work);
  }

  /** `yield* unit.read(owner, page)`: one page read, queueing included. */
  *read(owner: number, page: number): Generator<Wait, void, unknown> {
    yield* this.control(owner, 'read');
    const cache = this.cache;
    let hit = false;
    if (cache !== null && cache.cachesReads) {
      hit = cache.lookup(page);
      this.trace.emit({
        kind: 'cache.access',
        t: this.sim.now,
        device: this.cacheDevice,
        page,
        hit,
      });
    }
    if (!hit && this.arms !== null) {
      yield this.arms.request(owner, page, this.draw(this.diskUs), 'read');
      cache?.insertAfterRead(page);
    }
    yield* sleep(this.transferUs);
  }

  /** `yield* unit.write(owner, page)`: returns where the page came to rest. */
  *write(owner: number, page: number): Generator<Wait, StorageMedium, unknown> {
    yield* this.control(owner, 'write');
    yield* sleep(this.transferUs);
    if (this.arms === null) return 'ssd';
    const cache = this.cache;
    if (cache !== null && cache.absorbsWrites) {
      if (cache.absorb(page)) {
        this.emitBuffer('absorb');
        this.sim.start(this.destage(page), `destage-${this.id}`);
        return 'nv-cache';
      }
      this.emitBuffer('full');
    }
    yield this.arms.request(owner, page, this.draw(this.diskUs), 'write');
    if (cache !== null && !cache.absorbsWrites) cache.refreshOnWrite(page);
    return 'disk';
  }

  private *destage(page: number): Generator<Wait, void, unknown> {
    yield this.arms!.request(SYSTEM_OWNER, page, this.draw(this.diskUs), 'write');
    this.cache!.destaged(page);
    this.emitBuffer('destaged');
  }

  private emitBuffer(change: 'absorb' | 'destaged' | 'full'): void {
    const cache = this.cache!;
    this.trace.emit({
      kind: 'write-buffer',
      t: this.sim.now,
      device: this.cacheDevice,
      change,
      pending: cache.pending,
      capacity: cache.capacity,
    });
  }
}
