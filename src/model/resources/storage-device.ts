/**
 * A storage device: a FCFS server plus a model of how long one page access takes. The
 * moving-head disk model is seek (uniform around its mean) + rotational latency (uniform
 * over one rotation) + transfer; a 'time' model draws each access from one distribution
 * (fixed for semiconductor tiers, exponential for queueing-theory checks).
 */
import { msToUs } from '../../base/time.ts';
import type { DeviceService } from '../../scenario/schema.ts';
import { durationSampler, type Sampler } from '../../kernel/distributions.ts';
import type { Wait } from '../../kernel/process.ts';
import type { RandomStream } from '../../kernel/random.ts';
import type { WorkKind } from '../../trace/trace-event.ts';
import type { Server } from './server.ts';

export function serviceTimeSampler(service: DeviceService): Sampler {
  switch (service.kind) {
    case 'time':
      return durationSampler(service.ms, msToUs);
    case 'mechanical': {
      const { averageSeekMs, rotationMs, transferMs } = service;
      return (rng) =>
        Math.round(msToUs(2 * averageSeekMs * rng.next() + rotationMs * rng.next() + transferMs));
    }
  }
}

export class StorageDevice {
  private readonly sample: Sampler;

  constructor(
    readonly server: Server,
    service: DeviceService,
    private readonly rng: RandomStream,
  ) {
    this.sample = serviceTimeSampler(service);
  }

  get id(): string {
    return this.server.id;
  }

  /** `yield device.access(owner, 'read')`: one page transfer, queueing included. */
  access(owner: number, work: WorkKind): Wait {
    return this.server.request(owner, Math.max(1, this.sample(this.rng)), work);
  }
}
