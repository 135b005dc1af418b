/**
 * How long one log flush takes: base + bytes / bandwidth + jitter, the jitter drawn from a
 * constant, uniform or lognormal distribution (the lognormal given by its mean and
 * coefficient of variation, optionally cut at a maximum). Without a latency model a flush
 * is one access of the log device with the device's own service time. Durations are whole
 * microseconds, at least 1. `FlushLatencyDevice` is the log device of this model (one
 * serial server, device `log`): the default device of the one log manager. Write sizes
 * beyond the commit records are left out.
 */
import { msToUs } from '../../base/time.ts';
import type { DeviceService } from '../../scenario/schema.ts';
import type { Scenario } from '../../scenario/schema.ts';

/** The scenario's `log.flushLatency` (and its jitter), read through the scenario's type. */
type FlushLatencySpec = NonNullable<Scenario['log']['flushLatency']>;
type FlushJitterSpec = FlushLatencySpec['jitter'];
import type { RandomStream } from '../../kernel/random.ts';
import type { Sampler } from '../../kernel/distributions.ts';
import type { Wait } from '../../kernel/process.ts';
import { SYSTEM_OWNER, type StorageMedium } from '../../trace/trace-event.ts';
import type { LogDevice } from '../seams.ts';
import type { Server } from '../resources/server.ts';
import { serviceTimeSampler } from '../resources/storage-device.ts';

/** A standard normal draw (Box-Muller, two uniforms per draw: the stream stays in step). */
export function standardNormal(rng: RandomStream): number {
  const u = rng.nextOpen();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A sampler of jitter in microseconds. */
export function jitterSampler(spec: FlushJitterSpec): Sampler {
  switch (spec.kind) {
    case 'constant': {
      const us = msToUs(spec.ms);
      return () => us;
    }
    case 'uniform':
      return (rng) => msToUs(spec.minMs + (spec.maxMs - spec.minMs) * rng.next());
    case 'lognormal': {
      const sigma2 = Math.log(1 + spec.cv * spec.cv);
      const sigma = Math.sqrt(sigma2);
      const mu = Math.log(spec.meanMs) - sigma2 / 2;
      const maxMs = spec.maxMs ?? Infinity;
      return (rng) => msToUs(Math.min(maxMs, Math.exp(mu + sigma * standardNormal(rng))));
    }
  }
}

/** Flush duration (µs) for a flush of `bytes`, drawing jitter from `rng`. */
export type FlushDuration = (bytes: number, rng: RandomStream) => number;

export function flushDuration(
  latency: FlushLatencySpec | null,
  service: DeviceService,
): FlushDuration {
  if (latency === null) {
    const sample = serviceTimeSampler(service);
    return (_bytes, rng) => Math.max(1, sample(rng));
  }
  const baseUs = msToUs(latency.baseMs);
  const usPerByte = latency.bandwidthMBps === null ? 0 : 1 / latency.bandwidthMBps;
  const jitter = jitterSampler(latency.jitter);
  return (bytes, rng) => Math.max(1, Math.round(baseUs + bytes * usPerByte + jitter(rng)));
}

/** The flush-latency model as a log device: one serial server, a flush's time drawn per write. */
export class FlushLatencyDevice implements LogDevice {
  readonly concurrentWrites = false;

  constructor(
    private readonly server: Server,
    private readonly duration: FlushDuration,
    private readonly rng: RandomStream,
  ) {}

  *write(flush: number, bytes: number): Generator<Wait, StorageMedium | null, unknown> {
    yield this.writeWait(flush, bytes);
    return null;
  }

  /** A flush is one request of the log server: the flusher yields it directly. */
  writeWait(_flush: number, bytes: number): Wait {
    return this.server.request(SYSTEM_OWNER, this.duration(bytes, this.rng), 'log-flush');
  }
}
