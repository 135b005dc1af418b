/**
 * One sentence for each thread-level speculation event, for the event log: epochs are
 * numbered from 1 in program order, CPUs from 1 (as the timeline labels them).
 */
import { durationToMs } from '../../../base/time.ts';
import type { TlsTraceEvent } from '../events.ts';
import { formatMagnitude } from '../../../ui/format.ts';

const ep = (i: number): string => `epoch ${i + 1}`;

export function describeTlsEvent(e: TlsTraceEvent): string {
  switch (e.kind) {
    case 'tls.txn':
      return `T${e.txn} starts: ${e.epochs} epochs on ${e.cpus} CPUs (sequential: ${formatMagnitude(durationToMs(e.sequentialUs))} ms)`;
    case 'tls.phase':
      return e.epoch < 0
        ? `CPU ${e.cpu + 1}: ${e.phase === 'idle' ? 'idle' : 'serial work'}`
        : `CPU ${e.cpu + 1}: ${ep(e.epoch)} ${e.phase}`;
    case 'epoch.fork':
      return `T${e.txn} forks ${ep(e.epoch)} on CPU ${e.cpu + 1}`;
    case 'epoch.checkpoint':
      return `${ep(e.epoch)} starts sub-epoch ${e.sub + 1} (checkpoint)`;
    case 'epoch.violate':
      return `Violation: ${ep(e.producer)} stores to ${e.location} that ${ep(e.epoch)} already read; ${ep(e.epoch)} rewinds to its checkpoint`;
    case 'epoch.squash':
      return `${ep(e.epoch)} is squashed because ${ep(e.cause)} rewound (chain)`;
    case 'epoch.homefree':
      return `${ep(e.epoch)} gets the homefree token${e.fromCpu === null ? '' : ` from CPU ${e.fromCpu + 1}`}`;
    case 'epoch.commit':
      return `${ep(e.epoch)} commits its buffered stores`;
    case 'epoch.end':
      return `${ep(e.epoch)} ends; CPU ${e.cpu + 1} is free`;
    case 'epoch.latch-wait':
      return `${ep(e.epoch)} waits for the transaction's latch, held by ${ep(e.holder)}`;
  }
}
