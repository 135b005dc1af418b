/**
 * The parts one run's response time is filed under (response-attribution.ts): their keys,
 * labels and dense indices, and the totals per part. Every run has the fixed parts
 * (FIXED_PARTS) and a CPU service part; run.start adds a queue part per device and a
 * service part per device kind. Builds the result: parts in ms per committed transaction,
 * device parts first, with a TLS run's latency split by its CPU-time shares.
 */
import { usToMs } from '../../base/time.ts';
import type { DeviceKind } from '../trace-event.ts';
import {
  FIXED_PARTS,
  queueKey,
  serviceKey,
  type AttributionPart,
  type FixedPart,
  type TlsShares,
} from './attribution-types.ts';

export class PartTable {
  private readonly keys: string[] = [];
  private readonly labels: string[] = [];
  private readonly kinds: (string | undefined)[] = [];
  private readonly index = new Map<string, number>();
  /** µs per part, summed over the committed transactions counted. */
  totals = new Float64Array(0);
  /** Device id -> the index of its queue part, and of its kind's service part. */
  readonly queueAt = new Map<string, number>();
  readonly serviceAt = new Map<string, number>();

  constructor() {
    for (const [key, label] of FIXED_PARTS) this.add(key, label);
  }

  /** Adds the device parts of a run. */
  addDevices(devices: readonly { id: string; kind: DeviceKind }[]): void {
    for (const d of devices) this.add(queueKey(d.id), `queue at ${d.id}`, d.kind);
    // Every run has a CPU service part (a TLS run has no devices but spends its time on CPUs).
    this.add(serviceKey('cpu'), 'cpu service');
    for (const d of devices) {
      const key = serviceKey(d.kind);
      if (!this.index.has(key)) this.add(key, `${d.kind} service`);
      this.queueAt.set(d.id, this.at(queueKey(d.id)));
      this.serviceAt.set(d.id, this.at(key));
    }
  }

  at(key: string): number {
    const i = this.index.get(key);
    if (i === undefined) throw new Error(`no attribution part ${key}`);
    return i;
  }

  /** The parts in ms per committed transaction (`n` of them); `tls` splits 'other'. */
  parts(n: number, tls: TlsShares | null): AttributionPart[] {
    const totals = Float64Array.from(this.totals);
    if (tls !== null) {
      const latency = totals[this.at('other')]!;
      totals[this.at('other')] = 0;
      const share = (pct: number): number => (latency * pct) / 100;
      totals[this.at(serviceKey('cpu'))]! += share(tls.busyPct);
      totals[this.at('tls-cache-miss')]! += share(tls.cacheMissPct);
      totals[this.at('tls-latch-stall')]! += share(tls.latchStallPct);
      totals[this.at('tls-idle')]! += share(tls.idlePct);
      totals[this.at('restarted')]! += share(tls.failedPct);
    }
    const parts: AttributionPart[] = this.keys.map((key, i) => {
      const kind = this.kinds[i];
      const ms = n === 0 ? 0 : usToMs(totals[i]! / n);
      const label = this.labels[i]!;
      return kind === undefined ? { key, label, ms } : { key, label, ms, kind };
    });
    return [...parts.filter((p) => !isFixed(p.key)), ...parts.filter((p) => isFixed(p.key))];
  }

  private add(key: string, label: string, kind?: string): void {
    this.index.set(key, this.keys.length);
    this.keys.push(key);
    this.labels.push(label);
    this.kinds.push(kind);
    const grown = new Float64Array(this.keys.length);
    grown.set(this.totals);
    this.totals = grown;
  }
}

function isFixed(key: string): key is FixedPart {
  return FIXED_PARTS.some(([k]) => k === key);
}
