// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { heroImageShift, parallaxOffset, PARALLAX_MAX_IMAGE_SHIFT_PX } from './hero-parallax';

describe('hero parallax', () => {
  it('offsets by 20% of the scroll position', () => {
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(150)).toBe(30);
    expect(parallaxOffset(399)).toBeCloseTo(79.8);
  });

  it('caps the offset at 80 px', () => {
    expect(parallaxOffset(400)).toBe(80);
    expect(parallaxOffset(5000)).toBe(80);
  });

  it('never moves the other way on an overscroll bounce', () => {
    expect(parallaxOffset(-120)).toBe(0);
  });

  it('moves the image by 30% of the offset, at most 24 px', () => {
    expect(heroImageShift(200)).toBeCloseTo(12);
    expect(heroImageShift(10_000)).toBeCloseTo(24);
    expect(PARALLAX_MAX_IMAGE_SHIFT_PX).toBeCloseTo(24);
  });
});
