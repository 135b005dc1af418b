import { describe, expect, it } from 'vitest';
import { emptySketch, placePoint } from './sketch.ts';
import { pickVerdict, sketchVerdict } from './verdict.ts';

describe('the verdict on a sketch', () => {
  const result = [
    { x: 1, y: 100 },
    { x: 2, y: 200 },
    { x: 3, y: 300 },
    { x: 4, y: 400 },
  ];

  it('counts the points within 15% of the result and gives the median miss', () => {
    let s = emptySketch('throughputTps', [1, 2, 3, 4]);
    s = placePoint(s, 0, 110); // 10%
    s = placePoint(s, 1, 150); // 25%
    s = placePoint(s, 2, 300); // 0%
    s = placePoint(s, 3, 460); // 15%: still a hit
    const v = sketchVerdict(s, result);
    expect(v.hits).toBe(3);
    expect(v.compared).toBe(4);
    expect(v.medianMiss).toBeCloseTo(0.125, 12);
    expect(v.text).toBe(
      'Your curve was within 15% of the result at 3 of 4 points (median miss 13%).',
    );
  });

  it('compares only placed points that have a result, and names the curve', () => {
    let s = emptySketch('throughputTps', [1, 2, 5]);
    s = placePoint(s, 0, 100);
    s = placePoint(s, 2, 999);
    const v = sketchVerdict(s, result, 'Strict 2PL');
    expect(v.compared).toBe(1);
    expect(v.text).toMatch(/^Your curve was within 15% of Strict 2PL at 1 of 1 points/);
    expect(sketchVerdict(emptySketch('throughputTps', [1]), result).compared).toBe(0);
  });
});

describe('the verdict on a picked winner', () => {
  const outcomes = [
    { id: '2pl', title: '2PL', throughputTps: 118 },
    { id: 'tste', title: 'TSTE', throughputTps: 100 },
    { id: 'otste', title: 'OTSTE', throughputTps: 90 },
  ];

  it('says who won and by how much over the pick when the pick lost', () => {
    const v = pickVerdict('tste', outcomes)!;
    expect(v.correct).toBe(false);
    expect(v.text).toBe('You picked TSTE; 2PL won by 18%.');
  });

  it('says by how much the pick beat the runner-up when it won', () => {
    const v = pickVerdict('2pl', outcomes)!;
    expect(v.correct).toBe(true);
    expect(v.text).toBe('You picked 2PL, and it won: 18% more throughput than TSTE.');
  });

  it('waits for two results', () => {
    expect(pickVerdict('2pl', outcomes.slice(0, 1))).toBeNull();
  });
});
