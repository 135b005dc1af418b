/**
 * A colour per transaction for the lock map: Paul Tol's "muted" palette (nine colours told
 * apart with the common colour-vision deficiencies, and unlike the state colours of the
 * timeline, so a holder is not read as a state). A transaction takes the colour of its
 * timeline lane (its terminal), so its colour never changes while it runs, matches across
 * frames, and two transactions that run at once differ whenever there are at most nine
 * lanes. Beyond nine lanes two lanes share a palette entry, so the map gives the
 * transactions shown at one instant distinct colours (`distinctHolderColors`): each keeps
 * its lane's colour unless a transaction of a lower lane already has it, and then takes the
 * next free one. Only with more than nine transactions in the map at once do colours repeat;
 * the mode letters, the legend and the hover text still tell holders apart. Leaves out
 * colours for more than one run (each map has its own).
 */

export interface HolderColor {
  fill: string;
  /** Text drawn on `fill` (the mode letter) with enough contrast. */
  ink: string;
}

export const HOLDER_COLORS: readonly HolderColor[] = [
  { fill: '#CC6677', ink: '#000000' }, // rose
  { fill: '#332288', ink: '#ffffff' }, // indigo
  { fill: '#DDCC77', ink: '#000000' }, // sand
  { fill: '#117733', ink: '#ffffff' }, // green
  { fill: '#88CCEE', ink: '#000000' }, // cyan
  { fill: '#882255', ink: '#ffffff' }, // wine
  { fill: '#44AA99', ink: '#000000' }, // teal
  { fill: '#999933', ink: '#000000' }, // olive
  { fill: '#AA4499', ink: '#ffffff' }, // purple
];

/** The lane (terminal slot) a transaction runs in, when the run knows it. */
export type LaneOf = (txn: number) => number | undefined;

/** Which palette entry a transaction takes: by its lane, else by its id. */
export function holderColorIndex(txn: number, laneOf?: LaneOf): number {
  const key = laneOf?.(txn) ?? txn;
  const n = HOLDER_COLORS.length;
  return ((Math.floor(key) % n) + n) % n;
}

export function holderColor(txn: number, laneOf?: LaneOf): HolderColor {
  return HOLDER_COLORS[holderColorIndex(txn, laneOf)]!;
}

/** A LaneOf over a run's transactions (the timeline model's spans). */
export function laneLookup(spans: readonly { txn: number; lane: number }[]): LaneOf {
  const lanes = new Map<number, number>();
  for (const s of spans) lanes.set(s.txn, s.lane);
  return (txn) => lanes.get(txn);
}

/**
 * Colours for the transactions shown together: distinct while there are at most as many
 * as the palette has, each at its lane's colour when no lower lane took it.
 */
export function distinctHolderColors(
  txns: Iterable<number>,
  laneOf?: LaneOf,
): Map<number, HolderColor> {
  const n = HOLDER_COLORS.length;
  const keyOf = (txn: number): number => laneOf?.(txn) ?? txn;
  const ordered = [...new Set(txns)].sort((a, b) => keyOf(a) - keyOf(b) || a - b);
  const taken = new Set<number>();
  const colors = new Map<number, HolderColor>();
  for (const txn of ordered) {
    let index = holderColorIndex(txn, laneOf);
    if (taken.size < n) {
      while (taken.has(index)) index = (index + 1) % n;
    }
    taken.add(index);
    colors.set(txn, HOLDER_COLORS[index]!);
  }
  return colors;
}
