/**
 * Embedding vectors as the meaning index keeps them: unit length, then each component scaled to a signed byte.
 * A byte a dimension keeps the whole library's index in tens of megabytes of memory instead of hundreds, and the
 * dot product of two quantised unit vectors still orders passages as their cosine does (ADR 0042).
 */
export const QUANT_SCALE = 127;

export function normalize(vector: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  const length = Math.sqrt(sum) || 1;
  const unit = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) unit[i] = vector[i]! / length;
  return unit;
}

/** A unit vector as signed bytes (the stored form). */
export function quantize(unit: ArrayLike<number>): Int8Array {
  const bytes = new Int8Array(unit.length);
  for (let i = 0; i < unit.length; i++) {
    bytes[i] = Math.max(-QUANT_SCALE, Math.min(QUANT_SCALE, Math.round(unit[i]! * QUANT_SCALE)));
  }
  return bytes;
}

/** Cosine of a unit query and a quantised unit passage: about the float cosine, within a percent. */
export function similarity(query: Float32Array, passage: Int8Array): number {
  let sum = 0;
  for (let i = 0; i < query.length; i++) sum += query[i]! * passage[i]!;
  return sum / QUANT_SCALE;
}

/** The indexes of the `k` highest scores, best first (ties keep the earlier index first). */
export function topK(scores: ArrayLike<number>, k: number): number[] {
  const best: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    if (best.length === k && scores[i]! <= scores[best[k - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && scores[best[at - 1]!]! < scores[i]!) at--;
    best.splice(at, 0, i);
    if (best.length > k) best.pop();
  }
  return best;
}
