/**
 * The parallel loop of each TPC-C transaction, from the paper's Table II (loop coverage,
 * average epoch size, speculative instructions per epoch, epochs per transaction) and our
 * notes on where the dependences that remain after tuning sit in each epoch:
 * NEW ORDER: a STOCK row, only when two order lines name the same item (rare);
 * DELIVERY: the `ol_total` accumulator read and written at the end of every epoch;
 * STOCK LEVEL: the cursor read at the start of each epoch and advanced part-way through;
 * PAYMENT: two epochs, the second reads early what the first writes late in the lock code;
 * ORDER STATUS: the cursor chain, read first and written last.
 * Delivery's inner loop runs once per district (10 loops of 5-15 epochs), as the notes
 * derive from the instruction counts. Work is in k-instructions; positions are fractions of
 * the speculative part. 'micro' is the sub-epoch teaching loop (8 epochs of 40).
 */
import type { RandomStream } from '../../../kernel/random.ts';
import type { TlsSpec, TlsTransactionType } from '../../../scenario/tls-schema.ts';

export interface DependenceSite {
  kind: 'load' | 'store';
  /** Position in the speculative part (0..1). */
  at: number;
  location: string;
  label: string;
}

export interface LoopShape {
  /** Share of the sequential time inside the loop. */
  coverage: number;
  /** Mean epochs per loop, for the serial work around it. */
  meanEpochs: number;
  epochKilo: number;
  speculativeKilo: number;
  preforkKilo: number;
  homefreeKilo: number;
  loops: number;
  /** Draws one loop's epoch count. */
  drawEpochs(rng: RandomStream): number;
  /** The loop-specific accesses of epoch `j` of loop `loop` (draws items from rng). */
  sites(loop: number, j: number, rng: RandomStream): DependenceSite[];
}

const uniformInt = (rng: RandomStream, lo: number, hi: number): number =>
  lo + rng.nextInt(hi - lo + 1);

const ITEMS = 100_000;

function orderLineSites(loop: number, j: number, rng: RandomStream): DependenceSite[] {
  const item = 1 + rng.nextInt(ITEMS);
  const stock = `stock:${item}`;
  const label = `STOCK row of item ${item}`;
  return [
    { kind: 'load', at: 0.3, location: stock, label },
    { kind: 'store', at: 0.45, location: stock, label },
    { kind: 'store', at: 0.8, location: `order_line:${loop}:${j}`, label: 'ORDER_LINE insert' },
  ];
}

export function loopShape(spec: TlsSpec): LoopShape {
  const type: TlsTransactionType = spec.transactionType;
  switch (type) {
    case 'new-order':
    case 'new-order-150': {
      const big = type === 'new-order-150';
      return {
        coverage: big ? 0.94 : 0.78,
        meanEpochs: big ? 100 : 10,
        epochKilo: big ? 61 : 62,
        speculativeKilo: 35,
        preforkKilo: 1,
        homefreeKilo: 1.5,
        loops: 1,
        drawEpochs: (rng) => (big ? uniformInt(rng, 50, 150) : uniformInt(rng, 5, 15)),
        sites: orderLineSites,
      };
    }
    case 'delivery':
      return {
        coverage: 0.63,
        meanEpochs: 10,
        epochKilo: 33,
        speculativeKilo: 20,
        preforkKilo: 1,
        homefreeKilo: 1,
        loops: 10,
        drawEpochs: (rng) => uniformInt(rng, 5, 15),
        sites: (loop, j) => [
          { kind: 'load', at: 0.95, location: `ol_total:${loop}`, label: 'ol_total accumulator' },
          { kind: 'store', at: 0.975, location: `ol_total:${loop}`, label: 'ol_total accumulator' },
          {
            kind: 'store',
            at: 0.6,
            location: `order_line:${loop}:${j}`,
            label: 'ORDER_LINE update',
          },
        ],
      };
    case 'delivery-outer':
      return {
        coverage: 0.99,
        meanEpochs: 10,
        epochKilo: 490,
        speculativeKilo: 327,
        preforkKilo: 1,
        homefreeKilo: 2,
        loops: 1,
        drawEpochs: () => 10,
        sites: (_loop, j) => [
          { kind: 'store', at: 0.9, location: `district:${j}`, label: 'district delivered' },
        ],
      };
    case 'stock-level':
      return {
        coverage: 0.98,
        meanEpochs: 192,
        epochKilo: 17,
        speculativeKilo: 10,
        preforkKilo: 0.5,
        homefreeKilo: 0.5,
        loops: 1,
        drawEpochs: (rng) => uniformInt(rng, 187, 197),
        sites: (_loop, _j, rng) => {
          const item = 1 + rng.nextInt(ITEMS);
          return [
            { kind: 'load', at: 0.05, location: 'cursor', label: 'ORDER_LINE cursor' },
            { kind: 'store', at: 0.4, location: 'cursor', label: 'ORDER_LINE cursor' },
            { kind: 'load', at: 0.85, location: `found:${item}`, label: 'found-items set' },
            { kind: 'store', at: 0.9, location: `found:${item}`, label: 'found-items set' },
          ];
        },
      };
    case 'payment':
      return {
        coverage: 0.3,
        meanEpochs: 2,
        epochKilo: 52,
        speculativeKilo: 32,
        preforkKilo: 1,
        homefreeKilo: 1.5,
        loops: 1,
        drawEpochs: () => 2,
        sites: (_loop, j) =>
          j === 0
            ? [{ kind: 'store', at: 30 / 32, location: 'lock-entry', label: 'lock table entry' }]
            : [
                { kind: 'load', at: 1 / 32, location: 'lock-entry', label: 'lock table entry' },
                { kind: 'store', at: 0.5, location: 'history', label: 'HISTORY insert' },
              ],
      };
    case 'order-status':
      return {
        coverage: 0.38,
        meanEpochs: 12.7,
        epochKilo: 8,
        speculativeKilo: 4,
        preforkKilo: 0.3,
        homefreeKilo: 0.5,
        loops: 1,
        drawEpochs: (rng) => uniformInt(rng, 11, 14),
        sites: () => [
          { kind: 'load', at: 0.075, location: 'cursor', label: 'cursor position' },
          { kind: 'store', at: 0.925, location: 'cursor', label: 'cursor position' },
        ],
      };
    case 'micro': {
      const m = spec.micro;
      const s = m.epochKiloInstructions;
      const at = (k: number): number => Math.min(0.999, k / s);
      return {
        coverage: 1,
        meanEpochs: m.epochs,
        epochKilo: s + 1.5,
        speculativeKilo: s,
        preforkKilo: 0.5,
        homefreeKilo: 1,
        loops: 1,
        drawEpochs: () => m.epochs,
        sites: () => [
          ...(m.earlyDependence
            ? ([
                { kind: 'load', at: at(2), location: 'early', label: 'early shared word' },
                { kind: 'store', at: at(3), location: 'early', label: 'early shared word' },
              ] as const)
            : []),
          ...(m.lateDependence
            ? ([
                { kind: 'load', at: at(30), location: 'late', label: 'late shared word' },
                { kind: 'store', at: at(35), location: 'late', label: 'late shared word' },
              ] as const)
            : []),
        ],
      };
    }
  }
}
