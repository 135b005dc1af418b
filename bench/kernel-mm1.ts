/**
 * The kernel M/M/1 benchmarks (utilization 0.8, exponential inter-arrival and service
 * times), counted in customers per second, not events, so a kernel that needs fewer events
 * per customer counts as faster.
 *
 * - `kernelMm1`: the kernel's event loop alone, as the bare reference loop but through
 *   `Simulation`: an arrival target and a departure target scheduled with
 *   `Simulation.scheduleAfter`, a FIFO of arrival times; two events per customer.
 * - `processMm1`: the same queue built the way the model builds things: a source process
 *   sleeps and starts a customer process per arrival; each customer holds the one unit of
 *   a `Server` (untraced: the sink has no consumers). It adds process starts and
 *   resumptions, waits and the server's bookkeeping.
 */
import type { EventTarget } from '../src/kernel/event-queue.ts';
import { FifoQueue } from '../src/kernel/fifo-queue.ts';
import { sleep, type ProcessBody } from '../src/kernel/process.ts';
import { RandomStream } from '../src/kernel/random.ts';
import { exponentialWholeUs } from '../src/kernel/rounded-exponential.ts';
import { cpuSeconds } from './cpu-clock.ts';
import { Simulation } from '../src/kernel/simulation.ts';
import { Server } from '../src/model/resources/server.ts';
import { TraceSink } from '../src/trace/trace-sink.ts';

export interface Mm1Result {
  customers: number;
  events: number;
  seconds: number;
  customersPerSecond: number;
}

const MEAN_INTERARRIVAL_US = 1_000;
const MEAN_SERVICE_US = 800;

export function kernelMm1(customers: number): Mm1Result {
  const sim = new Simulation();
  const arrivals = new RandomStream(1, 'mm1/arrivals');
  const services = new RandomStream(1, 'mm1/services');
  const queue = new FifoQueue<number>();
  let arrived = 0;
  let done = 0;
  let busy = false;
  let responseUs = 0;
  const departure: EventTarget = {
    fire: () => {
      responseUs += sim.now - queue.shift()!;
      done++;
      if (queue.length > 0) sim.scheduleAfter(serviceUs(), departure);
      else busy = false;
    },
  };
  const arrival: EventTarget = {
    fire: () => {
      queue.push(sim.now);
      if (!busy) {
        busy = true;
        sim.scheduleAfter(serviceUs(), departure);
      }
      if (++arrived < customers) sim.scheduleAfter(gapUs(), arrival);
    },
  };
  const serviceUs = () => Math.max(1, exponentialWholeUs(services, MEAN_SERVICE_US));
  const gapUs = () => Math.max(1, exponentialWholeUs(arrivals, MEAN_INTERARRIVAL_US));
  sim.scheduleAfter(gapUs(), arrival);
  const start = cpuSeconds();
  sim.runSlice({});
  const seconds = cpuSeconds() - start;
  if (done !== customers || !(responseUs > 0)) throw new Error(`M/M/1: ${done} of ${customers}`);
  return {
    customers,
    events: sim.eventsProcessed,
    seconds,
    customersPerSecond: customers / seconds,
  };
}

export function processMm1(customers: number): Mm1Result {
  const sim = new Simulation();
  const server = new Server(sim, new TraceSink([]), { id: 'server', kind: 'cpu', units: 1 });
  const arrivals = new RandomStream(1, 'mm1/arrivals');
  const services = new RandomStream(1, 'mm1/services');
  let done = 0;
  function* customer(id: number): ProcessBody<void> {
    const service = Math.max(1, exponentialWholeUs(services, MEAN_SERVICE_US));
    yield server.request(id, service, 'cpu');
    done++;
  }
  function* source(): ProcessBody<void> {
    for (let id = 0; id < customers; id++) {
      yield* sleep(Math.max(1, exponentialWholeUs(arrivals, MEAN_INTERARRIVAL_US)));
      sim.start(customer(id), 'customer');
    }
  }
  sim.start(source(), 'source');
  const start = cpuSeconds();
  sim.runSlice({});
  const seconds = cpuSeconds() - start;
  if (done !== customers) throw new Error(`M/M/1: ${done} of ${customers} customers finished`);
  return {
    customers,
    events: sim.eventsProcessed,
    seconds,
    customersPerSecond: customers / seconds,
  };
}
