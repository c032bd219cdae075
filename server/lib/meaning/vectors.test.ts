import { describe, expect, it } from 'vitest';
import { normalize, quantize, similarity, topK } from './vectors';

describe('meaning vectors', () => {
  it('normalises to unit length and keeps a zero vector finite', () => {
    const unit = normalize([3, 4]);
    expect([...unit]).toEqual([0.6000000238418579, 0.800000011920929]);
    expect([...normalize([0, 0])]).toEqual([0, 0]);
  });

  it('quantised similarity stays within a percent of the float cosine', () => {
    const a = normalize([0.2, -0.5, 0.9, 0.1, -0.3]);
    const b = normalize([0.1, -0.4, 0.7, 0.3, 0.2]);
    let cosine = 0;
    for (let i = 0; i < a.length; i++) cosine += a[i]! * b[i]!;
    expect(Math.abs(similarity(a, quantize(b)) - cosine)).toBeLessThan(0.01);
    expect(similarity(a, quantize(a))).toBeCloseTo(1, 2);
  });

  it('clamps components to the signed byte range', () => {
    expect([...quantize([1, -1, 2, -2, 0.5])]).toEqual([127, -127, 127, -127, 64]);
  });

  it('topK returns the best indexes in order, earlier index first on ties', () => {
    expect(topK([0.1, 0.9, 0.5, 0.9, 0.3], 3)).toEqual([1, 3, 2]);
    expect(topK([0.2], 5)).toEqual([0]);
    expect(topK([], 2)).toEqual([]);
  });
});
