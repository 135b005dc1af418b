/**
 * The kernel M/M/1 benchmark: a source process sleeps exponential inter-arrival times and
 * starts a customer process per arrival; each customer holds the one unit of a server for
 * an exponential service time (utilization 0.8) and ends. Nothing is traced (the sink has
 * no consumers), so it measures the kernel itself: the event heap, process starts and
 * resumptions, waits and the FCFS server. Customers per second, not events, so a kernel
 * that needs fewer events per customer counts as faster.
 */
import { exponential } from '../src/kernel/distributions.ts';
import { sleep, type ProcessBody } from '../src/kernel/process.ts';
import { RandomStream } from '../src/kernel/random.ts';
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
  const server = new Server(sim, new TraceSink([]), { id: 'server', kind: 'cpu', units: 1 });
  const arrivals = new RandomStream(1, 'mm1/arrivals');
  const services = new RandomStream(1, 'mm1/services');
  let done = 0;
  function* customer(id: number): ProcessBody<void> {
    const service = Math.max(1, Math.round(exponential(services, MEAN_SERVICE_US)));
    yield server.request(id, service, 'cpu');
    done++;
  }
  function* source(): ProcessBody<void> {
    for (let id = 0; id < customers; id++) {
      yield* sleep(Math.max(1, Math.round(exponential(arrivals, MEAN_INTERARRIVAL_US))));
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
