import { describe, expect, it } from 'vitest';
import type { ResponseAttribution } from '../../trace/attribution/attribution-types.ts';
import type { VariantRun } from '../session/batch-state.ts';
import { explainPair, explainableRuns } from './explain-runs.ts';

const attribution: ResponseAttribution = {
  committed: 1,
  meanResponseMs: 1,
  throughputTps: 1,
  parts: [],
};

function variantRun(variant: string, withAttribution: boolean): VariantRun {
  return {
    variant,
    title: variant.toUpperCase(),
    description: '',
    param: null,
    value: null,
    progress: null,
    outcome: {
      kind: 'done',
      stats: {} as never,
      row: {} as never,
      ...(withAttribution ? { attribution } : {}),
    },
    view: null,
  };
}

describe('explainable runs', () => {
  const runs = explainableRuns([
    variantRun('a', true),
    variantRun('untraced', false),
    variantRun('b', true),
    variantRun('c', true),
  ]);

  it('are the finished runs whose result carries an attribution', () => {
    expect(runs.map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });

  it('pair the run asked about with the first other run, or the one picked, never itself', () => {
    const keys = (p: ReturnType<typeof explainPair>) => p && [p.a.key, p.b.key];
    expect(keys(explainPair(runs, 'b', null))).toEqual(['b', 'a']);
    expect(keys(explainPair(runs, 'b', 'c'))).toEqual(['b', 'c']);
    expect(keys(explainPair(runs, 'b', 'b'))).toEqual(['b', 'a']);
    expect(keys(explainPair(runs, null, null))).toEqual(['a', 'b']);
    expect(explainPair(runs.slice(0, 1), 'a', null)).toBeNull();
  });
});
