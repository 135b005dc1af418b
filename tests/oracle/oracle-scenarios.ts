/**
 * Scenarios whose answers queueing theory knows exactly: an open single-disk system
 * (M/M/1, M/D/1) and a closed central-server system of terminals, one CPU and two disks
 * (solved by mean value analysis). Locking and the log are off; there is no buffer, so
 * every access is a disk read.
 */
import { parseScenario } from '../../src/scenario/parse.ts';
import type { Scenario } from '../../src/scenario/schema.ts';

function parsed(doc: unknown): Scenario {
  const result = parseScenario(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** Poisson arrivals at utilization rho of one disk whose service is exponential or fixed. */
export function singleDiskScenario(options: {
  utilization: number;
  serviceMs: number;
  service: 'exponential' | 'fixed';
  seed: number;
  durationMs: number;
}): Scenario {
  const { utilization, serviceMs, service, seed, durationMs } = options;
  return parsed({
    version: 1,
    id: 'oracle-single-disk',
    title: 'Open single-disk queue',
    seed,
    run: { durationMs, warmupMs: 200 * serviceMs },
    workload: {
      arrivalRateTps: (utilization / serviceMs) * 1000,
      types: [{ name: 'read', program: [{ op: 'access', count: 1 }] }],
    },
    system: {
      database: { pages: 1000 },
      buffer: { pages: 0 },
      cpu: { count: 1 },
      disks: {
        count: 1,
        service: {
          kind: 'time',
          ms: service === 'fixed' ? serviceMs : { kind: 'exponential', mean: serviceMs },
        },
      },
    },
    locking: { enabled: false },
  });
}

/** N terminals, think Z, each transaction K rounds of (CPU burst, disk read) plus one CPU burst. */
export function centralServerScenario(options: {
  terminals: number;
  thinkMs: number;
  accesses: number;
  cpuMs: number;
  diskMs: number;
  seed: number;
  durationMs: number;
}): Scenario {
  const { terminals, thinkMs, accesses, cpuMs, diskMs, seed, durationMs } = options;
  const exp = (mean: number) => ({ kind: 'exponential', mean });
  return parsed({
    version: 1,
    id: 'oracle-central-server',
    title: 'Closed central-server model',
    seed,
    run: { durationMs, warmupMs: durationMs / 20 },
    workload: {
      terminals,
      thinkTimeMs: exp(thinkMs),
      types: [
        {
          name: 'reader',
          commitCpuMs: exp(cpuMs),
          program: [{ op: 'access', count: accesses, cpuMs: exp(cpuMs), distinct: false }],
        },
      ],
    },
    system: {
      database: { pages: 10_000 },
      buffer: { pages: 0 },
      cpu: { count: 1 },
      disks: { count: 2, service: { kind: 'time', ms: exp(diskMs) } },
    },
    locking: { enabled: false },
  });
}
