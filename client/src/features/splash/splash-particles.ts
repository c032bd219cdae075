export const SPLASH_PARTICLE_COUNT = 20;

export type SplashParticle = {
  /** Percent of the screen from the inline start and from the top. */
  inlineStartPercent: number;
  blockStartPercent: number;
  sizePx: number;
  driftInlineRem: number;
  driftBlockRem: number;
  durationS: number;
  delayS: number;
};

/** A tiny seeded generator, so the dust lands in the same places on every visit and every render. */
function seededRandom(seed: number) {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function splashParticles(count = SPLASH_PARTICLE_COUNT, seed = 20250826): SplashParticle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    inlineStartPercent: round(4 + random() * 92),
    blockStartPercent: round(6 + random() * 88),
    sizePx: round(2 + random() * 3.5),
    driftInlineRem: round(-1.25 + random() * 2.5),
    driftBlockRem: round(-3 + random() * 1.5),
    durationS: round(5 + random() * 4),
    delayS: round(random() * 3),
  }));
}
