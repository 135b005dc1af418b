/**
 * The HTSTE classifier ("Charm: An I/O-Driven Execution Strategy for High-Performance
 * Transaction Processing", hybrid TSTE): per transaction type, two running ratios over
 * all its instances so far,
 * - mis-prefetch ratio: operate-stage data accesses that needed a physical read, % of
 *   operate-stage data accesses (under conventional execution: data-dependent accesses
 *   whose data changed, the reads a fetch stage would have missed);
 * - conversion ratio: instances that needed a read before their final operate stage, %
 *   (a TSTE fetch that read, an OTSTE conversion, a conventional miss),
 * pick its mode: conventional above the mis-prefetch threshold, else TSTE above the
 * conversion threshold, else OTSTE. Every type starts on TSTE and is first decided after
 * `decideAfter` instances, then every `reevaluateEvery`, a later change needing the ratio
 * past its threshold by `hysteresisPct`. Types named in `fixed` keep their mode.
 */
import type { HtsteSpec } from '../schema.ts';
import type { StageMode } from '../events.ts';

/** What one finished instance contributes to its type's ratios. */
export interface InstanceRecord {
  operateAccesses: number;
  operateMisses: number;
  neededRead: boolean;
}

export interface TypeRatios {
  mode: StageMode;
  instances: number;
  misprefetchPct: number;
  conversionPct: number;
}

interface TypeState {
  mode: StageMode;
  fixed: boolean;
  instances: number;
  accesses: number;
  misses: number;
  conversions: number;
  decided: boolean;
}

export class HtsteClassifier {
  private readonly types: TypeState[];

  constructor(
    private readonly spec: HtsteSpec,
    typeNames: readonly string[],
  ) {
    this.types = typeNames.map((name) => {
      const fixed = spec.fixed[name];
      return {
        mode: fixed ?? 'tste',
        fixed: fixed !== undefined,
        instances: 0,
        accesses: 0,
        misses: 0,
        conversions: 0,
        decided: false,
      };
    });
  }

  modeOf(type: number): StageMode {
    return this.types[type]!.mode;
  }

  /** Adds a finished instance and reclassifies when due; returns the type's ratios now. */
  record(type: number, instance: InstanceRecord): TypeRatios {
    const s = this.types[type]!;
    s.instances++;
    s.accesses += instance.operateAccesses;
    s.misses += instance.operateMisses;
    if (instance.neededRead) s.conversions++;
    const ratios = this.ratios(s);
    if (!s.fixed && this.due(s)) {
      s.mode = this.classify(
        ratios.misprefetchPct,
        ratios.conversionPct,
        s.decided ? s.mode : null,
      );
      s.decided = true;
    }
    return { ...ratios, mode: s.mode };
  }

  private due(s: TypeState): boolean {
    const { decideAfter, reevaluateEvery } = this.spec;
    if (s.instances === decideAfter) return true;
    return s.instances > decideAfter && (s.instances - decideAfter) % reevaluateEvery === 0;
  }

  /** `current` null: the first decision, without hysteresis. */
  private classify(mp: number, conv: number, current: StageMode | null): StageMode {
    const h = current === null ? 0 : this.spec.hysteresisPct;
    const mpLimit = this.spec.misprefetchThresholdPct + (current === 'conventional' ? -h : h);
    if (mp > mpLimit) return 'conventional';
    const convLimit = this.spec.conversionThresholdPct + (current === 'tste' ? -h : h);
    return conv > convLimit ? 'tste' : 'otste';
  }

  private ratios(s: TypeState): TypeRatios {
    return {
      mode: s.mode,
      instances: s.instances,
      misprefetchPct: s.accesses === 0 ? 0 : (100 * s.misses) / s.accesses,
      conversionPct: s.instances === 0 ? 0 : (100 * s.conversions) / s.instances,
    };
  }
}
