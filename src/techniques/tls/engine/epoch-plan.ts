/**
 * The shape of one transaction under thread-level speculation, before it runs: serial
 * work, then loops whose iterations are epochs. An epoch is a prefork part (computes the
 * next iteration's index, then forks it), a speculative body (the loop body, with its
 * tracked loads and stores, sub-epoch checkpoints and escaped calls that take the
 * transaction's latch), homefree work (serialized by the token) and post-commit work
 * (parallel clean-up). All lengths are work in whole microseconds at one CPU's speed;
 * the executor stretches them for cache effects.
 */

export interface TlsAccess {
  op: 'load' | 'store';
  /** The shared location (the model tracks one value per location). */
  location: string;
  /** What the location is, for a violation arrow's label. */
  label: string;
}

export type BodyAction =
  | { kind: 'checkpoint'; atUs: number; sub: number }
  | ({ kind: 'access'; atUs: number } & TlsAccess)
  /** A call that escapes speculation and holds the transaction's latch for `durationUs`. */
  | { kind: 'escape'; atUs: number; durationUs: number; label: string };

export interface EpochPlan {
  /** Position in program order within the transaction (all loops). */
  index: number;
  loop: number;
  preforkUs: number;
  /** Length of the speculative body, escaped calls included. */
  bodyUs: number;
  /** Sorted by `atUs`; at one instant a checkpoint comes before accesses. */
  actions: BodyAction[];
  homefreeUs: number;
  postCommitUs: number;
  /** Work the same iteration takes in the original sequential code. */
  sequentialUs: number;
}

export interface LoopPlan {
  /** Serial work on the transaction's own CPU before the loop starts. */
  serialBeforeUs: number;
  epochs: EpochPlan[];
}

export interface TlsTxnPlan {
  loops: LoopPlan[];
  serialAfterUs: number;
  /** The original code's time on one CPU: the ghost lane. */
  sequentialUs: number;
}

/** Sorts body actions by time, checkpoints first at the same instant. */
export function sortActions(actions: BodyAction[]): BodyAction[] {
  const rank = (a: BodyAction): number => (a.kind === 'checkpoint' ? 0 : 1);
  return actions
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.atUs - y.a.atUs || rank(x.a) - rank(y.a) || x.i - y.i)
    .map((x) => x.a);
}
