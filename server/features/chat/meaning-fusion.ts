/**
 * Reciprocal rank fusion of the full-text ranking and the ranking by meaning (ADR 0046). Each list gives a passage
 * 1 / (k + rank); a passage both find adds both. Ranks, not scores, are fused: the full-text score and a cosine are
 * on scales that cannot be compared, and k = 60 (the usual constant) keeps a passage first in one list level with
 * one found second and third by the two.
 */
export const RRF_K = 60;

/**
 * A meaning hit below this cosine is not a passage about the question. Measured on a probe of my own (ADR 0046):
 * USE lite puts a question 0.36-0.52 from the verses about it, and unrelated questions ("quantum chromodynamics",
 * "fixing a car engine") up to 0.33-0.37 from the best of a few dozen verses. The floor keeps the fusion from
 * filling a tradition's places with the least bad verses when nothing is about the question (better two good
 * passages than five with three bad), at the price of some weak true hits.
 */
export const MEANING_MIN_COSINE = 0.4;
/** A hit far below the best one of its tradition is the tail of the list, not a second answer. */
export const MEANING_BELOW_BEST = 0.1;
/** How many of a tradition's nearest passages the fusion reads. */
export const MEANING_CANDIDATES = 20;

export type Scored = { key: string; score: number };

/** The meaning hits worth fusing, best first: above the floor and near the best. */
export function meaningAboveFloor<T extends { score: number }>(hits: readonly T[]): T[] {
  const best = hits.reduce((top, hit) => Math.max(top, hit.score), -Infinity);
  return [...hits]
    .filter((hit) => hit.score >= MEANING_MIN_COSINE && hit.score >= best - MEANING_BELOW_BEST)
    .sort((a, b) => b.score - a.score);
}

/**
 * Fuses ranked lists of keys (best first) into one, best first, with each key's fused score. A key repeated within
 * one list counts once, at its first place among the list's distinct keys. Ties keep the order of the earlier list
 * (the full text, listed first).
 */
export function reciprocalRankFusion(
  lists: readonly { keys: readonly string[]; weight?: number }[],
  k: number = RRF_K,
): Scored[] {
  const scores = new Map<string, { score: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    const weight = list.weight ?? 1;
    const distinct = [...new Set(list.keys)];
    distinct.forEach((key, index) => {
      const entry = scores.get(key) ?? { score: 0, first: order++ };
      entry.score += weight / (k + index + 1);
      scores.set(key, entry);
    });
  }
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .map(([key, { score }]) => ({ key, score }));
}
