/**
 * Builds one transaction's TLS plan from the scenario's `tls` section and a random stream:
 * epoch counts and sizes (with jitter), the loop's own dependences, the shared DBMS words
 * left by the fixes that are off, the escaped calls and postponed work of the fixes that
 * are on, and the sub-epoch checkpoints. Every draw happens in the same order whatever the
 * options, so variants of a scenario run the same transactions (common random numbers).
 */
import type { RandomStream } from '../../../kernel/random.ts';
import type { TlsSpec } from '../schema.ts';
import {
  ESCAPED_CALLS,
  HOMEFREE_EXTRA_KILO,
  LATCH_HOLD_KILO,
  METADATA_WORDS,
  NON_SPECULATIVE_SHARES,
  WORD_TOUCHES,
} from './dbms-fixes.ts';
import {
  sortActions,
  type BodyAction,
  type EpochPlan,
  type LoopPlan,
  type TlsTxnPlan,
} from './epoch-plan.ts';
import { loopShape, type DependenceSite, type LoopShape } from './tpcc-loops.ts';

/** Instructions in a kilo-instruction: a count, not a time (sizes are in k-instructions). */
const INSTRUCTIONS_PER_KILO = 1000;

interface Drawn {
  factor: number;
  sites: DependenceSite[];
}

export function buildTlsPlan(spec: TlsSpec, rng: RandomStream): TlsTxnPlan {
  const shape = loopShape(spec);
  const us = (kilo: number): number => Math.max(0, Math.round(kilo * spec.kiloInstructionUs));
  // Draw everything first, in a fixed order.
  const drawn: Drawn[][] = [];
  for (let loop = 0; loop < shape.loops; loop++) {
    const count = shape.drawEpochs(rng);
    const epochs: Drawn[] = [];
    for (let j = 0; j < count; j++) {
      const factor = 1 + (spec.jitterPct / 100) * (2 * rng.next() - 1);
      epochs.push({ factor, sites: shape.sites(loop, j, rng) });
    }
    drawn.push(epochs);
  }
  const serialKilo =
    shape.coverage >= 1
      ? 0
      : (shape.loops * shape.meanEpochs * shape.epochKilo * (1 - shape.coverage)) / shape.coverage;
  const loops: LoopPlan[] = [];
  let index = 0;
  let sequentialUs = 0;
  for (const [loop, epochs] of drawn.entries()) {
    const serialBeforeUs = us((0.6 * serialKilo) / shape.loops);
    sequentialUs += serialBeforeUs;
    const plans = epochs.map((d) => {
      const plan = epochPlan(spec, shape, d, index++, loop, us);
      sequentialUs += plan.sequentialUs;
      return plan;
    });
    loops.push({ serialBeforeUs, epochs: plans });
  }
  const serialAfterUs = us(0.4 * serialKilo);
  sequentialUs += serialAfterUs;
  return { loops, serialAfterUs, sequentialUs };
}

function epochPlan(
  spec: TlsSpec,
  shape: LoopShape,
  drawn: Drawn,
  index: number,
  loop: number,
  us: (kilo: number) => number,
): EpochPlan {
  const opts = spec.optimizations;
  const f = drawn.factor;
  const specKilo = shape.speculativeKilo * f;
  const otherKilo =
    Math.max(0, shape.epochKilo - shape.speculativeKilo - shape.preforkKilo - shape.homefreeKilo) *
    f;
  let extraSpecKilo = 0;
  let postCommitKilo = 0;
  const escapes: { at: number; label: string }[] = [];
  for (const { fix, share } of NON_SPECULATIVE_SHARES) {
    const kilo = share * otherKilo;
    // Postponed work needs latch releases postponed too (lazy latches); else it stays put.
    if (!opts[fix] || !opts.lazyLatches) {
      extraSpecKilo += kilo;
      continue;
    }
    const calls = kilo > 0 ? ESCAPED_CALLS.find((c) => c.fix === fix) : undefined;
    const latched = calls ? Math.min(kilo, calls.at.length * LATCH_HOLD_KILO) : 0;
    postCommitKilo += kilo - latched;
    if (calls) for (const at of calls.at) escapes.push({ at, label: calls.label });
  }
  let homefreeKilo = shape.homefreeKilo;
  for (const [fix, kilo] of Object.entries(HOMEFREE_EXTRA_KILO)) {
    if (opts[fix as keyof typeof opts]) homefreeKilo += kilo;
  }
  const speculativeUs = us(specKilo + extraSpecKilo);
  const latchUs = us(LATCH_HOLD_KILO);
  escapes.sort((a, b) => a.at - b.at);
  const escapeAt = escapes.map((e) => Math.round(e.at * us(specKilo)));
  /** Where a point of the speculative work lies in the body, escaped calls included. */
  const bodyPos = (p: number): number => p + latchUs * escapeAt.filter((a) => a < p).length;

  const actions: BodyAction[] = [];
  for (const [i, e] of escapes.entries()) {
    const at = escapeAt[i]!;
    const atUs = bodyPos(at) + latchUs * countEqual(escapeAt, at, i);
    actions.push({ kind: 'escape', atUs, durationUs: latchUs, label: e.label });
  }
  for (const site of drawn.sites) {
    const at = Math.min(speculativeUs, Math.round(site.at * us(specKilo)));
    const { location, label } = site;
    actions.push({ kind: 'access', atUs: bodyPos(at), op: site.kind, location, label });
  }
  for (const word of METADATA_WORDS) {
    if (opts[word.fix]) continue;
    for (let k = 0; k < WORD_TOUCHES; k++) {
      const frac = word.from + ((word.to - word.from) * k) / (WORD_TOUCHES - 1);
      const at = Math.round(frac * speculativeUs);
      const location = `meta:${word.fix}`;
      const label = word.label;
      actions.push({ kind: 'access', atUs: bodyPos(at), op: 'load', location, label });
      actions.push({ kind: 'access', atUs: bodyPos(at + 1), op: 'store', location, label });
    }
  }
  const bodyUs = speculativeUs + latchUs * escapes.length;
  const every = us(spec.subEpochs.instructions / INSTRUCTIONS_PER_KILO);
  if (spec.subEpochs.enabled && every > 0) {
    const count = Math.min(spec.subEpochs.maxPerEpoch, Math.ceil(bodyUs / every));
    for (let m = 1; m < count; m++) actions.push({ kind: 'checkpoint', atUs: m * every, sub: m });
  }
  return {
    index,
    loop,
    preforkUs: us(shape.preforkKilo),
    bodyUs,
    actions: sortActions(actions),
    homefreeUs: us(homefreeKilo),
    postCommitUs: us(postCommitKilo),
    sequentialUs: us(shape.preforkKilo + specKilo + otherKilo + shape.homefreeKilo),
  };
}

function countEqual(values: number[], v: number, before: number): number {
  let n = 0;
  for (let i = 0; i < before; i++) if (values[i] === v) n++;
  return n;
}
