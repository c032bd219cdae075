/*
 * Whether a quotation is a verse's own words.
 */

/** The words of a text, for comparing wording: letters and digits only, lower case, no diacritics or apostrophes. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[’'ʼ`]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function indexOfRun(words: readonly string[], run: readonly string[], from: number): number {
  outer: for (let start = from; start + run.length <= words.length; start += 1) {
    for (let offset = 0; offset < run.length; offset += 1) {
      if (words[start + offset] !== run[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/**
 * Whether a quotation is the source's own wording: each part between ellipses is a run of the source's words, in
 * order. Case, punctuation and quotation marks do not matter; a word left out, added or changed does ("You shall
 * not take vengeance" quoted as "You shall take vengeance" is a different verse).
 */
export function quotes(quotation: string, source: string): boolean {
  const parts = quotation
    .split(/…|\.{3,}|\[\s*\.\.\.\s*\]/)
    .map(wordsOf)
    .filter((part) => part.length > 0);
  if (parts.length === 0) return true;
  const words = wordsOf(source);
  let from = 0;
  for (const part of parts) {
    const at = indexOfRun(words, part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
