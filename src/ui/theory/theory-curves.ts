/**
 * What theory draws on a sweep chart, as data: on a closed system swept over its terminals,
 * the asymptotic bounds and the MVA curve of the same model without data contention (for
 * throughput and for mean response time) and Tay's k²N/D marker; on an open system swept
 * over its arrival rate, the response time of the network with its bottleneck as an M/M/1,
 * M/D/1 or M/G/1 queue, and the throughput bound. Each curve names itself "theory: …".
 * Leaves out drawing (TheoryLayer.tsx), any other swept parameter, and scenarios whose
 * devices the demands do not know (storage tiers, a data server, speculation): no overlay.
 */
import type { Scenario } from '../../scenario/schema.ts';
import { asymptoticBounds, saturationPopulation } from '../../theory/bounds.ts';
import { demandsApply, deriveNetwork, type DerivedNetwork } from '../../theory/demands.ts';
import { mvaCurve } from '../../theory/mva.ts';
import { bottleneck } from '../../theory/network.ts';
import { maxArrivalTps, openResponseMs, queueName } from '../../theory/open-queue.ts';
import { TAY_THRASHING_WORKLOAD, thrashingPopulation } from '../../theory/tay.ts';
import type { SweepMetric } from '../charts/sweep-series.ts';

export interface TheoryCurve {
  id: string;
  label: string;
  kind: 'bound' | 'mva' | 'open';
  metric: SweepMetric;
  points: { x: number; y: number }[];
}

export interface TheoryMarker {
  id: string;
  label: string;
  x: number;
  metric: SweepMetric;
  /** Within the swept values, so drawn; otherwise the label says where it is instead. */
  inSweep: boolean;
}

export interface TheoryOverlay {
  curves: TheoryCurve[];
  markers: TheoryMarker[];
  /** What the theory leaves out that this scenario has, in words; empty if nothing. */
  omitted: string[];
}

const TERMINALS = 'workload.terminals';
const ARRIVAL_RATE = 'workload.arrivalRateTps';
/** Samples of an open response curve, up to this utilization of the bottleneck. */
const OPEN_SAMPLES = 60;
const OPEN_MAX_UTILIZATION = 0.97;

function round(n: number): string {
  return n >= 10 ? n.toFixed(0) : n.toFixed(1);
}

/**
 * Where a marker outside the swept values lies, in words for its legend entry (its line is
 * not drawn there), so the legend never names a line the chart does not show.
 */
function offSweepNote(x: number, lo: number, hi: number): string {
  if (x > hi) return `, beyond this sweep (N up to ${hi}): not drawn`;
  if (x < lo) return `, below this sweep (N from ${lo}): not drawn`;
  return '';
}

function closedOverlay(derived: DerivedNetwork, values: readonly number[]): TheoryOverlay {
  const net = derived.network;
  const hi = Math.max(1, Math.ceil(Math.max(...values)));
  const lo = Math.max(1, Math.floor(Math.min(...values)));
  const mva = mvaCurve(net, hi).filter((p) => p.n >= lo);
  const knee = saturationPopulation(net);
  const corners = [lo, ...(knee > lo && knee < hi ? [knee] : []), hi];
  const curves: TheoryCurve[] = [
    {
      id: 'theory-bound-x',
      label: 'theory: throughput bound min(N/(D+Z), 1/Dmax)',
      kind: 'bound',
      metric: 'throughputTps',
      points: corners.map((n) => ({ x: n, y: asymptoticBounds(net, n).upperTps })),
    },
    {
      id: 'theory-mva-x',
      label: 'theory: exact MVA without locks',
      kind: 'mva',
      metric: 'throughputTps',
      points: mva.map((p) => ({ x: p.n, y: p.throughputTps })),
    },
    {
      id: 'theory-bound-r',
      label: 'theory: response bound max(D, N·Dmax − Z)',
      kind: 'bound',
      metric: 'meanResponseMs',
      points: corners.map((n) => ({ x: n, y: asymptoticBounds(net, n).minResponseMs })),
    },
    {
      id: 'theory-mva-r',
      label: 'theory: exact MVA without locks',
      kind: 'mva',
      metric: 'meanResponseMs',
      points: mva.map((p) => ({ x: p.n, y: p.responseMs })),
    },
  ];
  const markers: TheoryMarker[] = [];
  if (derived.locks !== null) {
    const { perTransaction: k, items } = derived.locks;
    const n = thrashingPopulation(k, items);
    if (Number.isFinite(n)) {
      const first = Math.min(...values);
      const last = Math.max(...values);
      markers.push({
        id: 'theory-tay',
        label: `theory: Tay k²N/D = ${TAY_THRASHING_WORKLOAD} at N ≈ ${round(n)} (k = ${round(k)}, D = ${items})${offSweepNote(n, first, last)}`,
        x: n,
        metric: 'throughputTps',
        inSweep: n >= first && n <= last,
      });
    }
  }
  return { curves, markers, omitted: derived.omitted };
}

function openOverlay(derived: DerivedNetwork, values: readonly number[]): TheoryOverlay | null {
  const net = derived.network;
  const top = bottleneck(net);
  if (top === null) return null;
  const cap = maxArrivalTps(net);
  const hi = Math.max(...values);
  const last = Math.min(hi, cap * OPEN_MAX_UTILIZATION);
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= OPEN_SAMPLES; i++) {
    const rate = (last * i) / OPEN_SAMPLES;
    if (rate > 0) points.push({ x: rate, y: openResponseMs(net, rate) });
  }
  const queue = queueName(top.serviceCv2);
  return {
    curves: [
      {
        id: 'theory-open-r',
        label: `theory: ${queue} at the bottleneck (${top.name}), other devices M/M/1`,
        kind: 'open',
        metric: 'meanResponseMs',
        points,
      },
      {
        id: 'theory-open-x',
        label: 'theory: throughput bound min(λ, 1/Dmax)',
        kind: 'bound',
        metric: 'throughputTps',
        points: [
          { x: 0, y: 0 },
          ...(cap < hi ? [{ x: cap, y: cap }] : []),
          { x: hi, y: Math.min(hi, cap) },
        ],
      },
    ],
    markers: [],
    omitted: derived.omitted,
  };
}

/** The theory overlay of a sweep over `param` at `values`, or null where none applies. */
export function theoryOverlay(
  scenario: Scenario,
  param: string,
  values: readonly number[],
): TheoryOverlay | null {
  const finite = values.filter((v) => Number.isFinite(v) && v > 0);
  if (finite.length === 0 || !demandsApply(scenario)) return null;
  const closed = scenario.workload.terminals !== null;
  if (closed && param === TERMINALS) return closedOverlay(deriveNetwork(scenario), finite);
  if (!closed && param === ARRIVAL_RATE) return openOverlay(deriveNetwork(scenario), finite);
  return null;
}
