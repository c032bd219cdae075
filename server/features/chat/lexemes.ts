/*
 * A verse's stems read from its tsvector's text form.
 */

/** The positions after a lexeme (`3,7` or `3A,7B`), read where the lexeme ends without copying the rest. */
const positionList = /[\dA-D,]+/y;

/** Where a stem's positions start in the tsvector, or this when the verse lacks the stem. */
const ABSENT = -1;

/**
 * A verse's stems, read from its tsvector's text form (`'fast':3,7 'pray':5`). Whether a stem is there is most of
 * what the ranking asks (thousands of times a question): the lexemes are listed once, with where each one's
 * positions start, which cost less than searching the text for each stem asked (as this did before); the
 * positions themselves (for phrases) are parsed only when asked.
 */
export class Lexemes {
  /** Each lexeme that has positions, and where they start in the tsvector: read in one pass when first asked. */
  private lexemes: Map<string, number> | undefined;
  private positionLists: Map<string, number[]> | undefined;
  constructor(private readonly tsvector: string | null) {}

  private locate(stem: string): number {
    return (this.lexemes ??= readLexemes(this.tsvector)).get(stem) ?? ABSENT;
  }

  positions(stem: string): number[] | null {
    const at = this.locate(stem);
    if (at === ABSENT) return null;
    let positions = this.positionLists?.get(stem);
    if (positions === undefined) {
      positionList.lastIndex = at;
      const list = positionList.exec(this.tsvector!)?.[0] ?? '';
      positions = list
        .split(',')
        .map((part) => Number.parseInt(part, 10))
        .filter((position) => Number.isFinite(position));
      (this.positionLists ??= new Map()).set(stem, positions);
    }
    return positions;
  }

  has(stem: string): boolean {
    return this.locate(stem) !== ABSENT;
  }
}

/** The lexemes of a tsvector's text form that have positions, in its order. */
export function lexemesIn(tsvector: string | null): string[] {
  return [...readLexemes(tsvector).keys()];
}

const QUOTE = 39;
const COLON = 58;
const SPACE = 32;

/** `'fast':3,7 'pray':5` → fast → 7, pray → 16 (where each one's positions start); a lexeme without them is left out. */
function readLexemes(tsvector: string | null): Map<string, number> {
  const found = new Map<string, number>();
  if (!tsvector) return found;
  let start = 0;
  while (start < tsvector.length && tsvector.charCodeAt(start) === QUOTE) {
    // The closing quote: one not doubled ('' is a quote inside the lexeme).
    let close = tsvector.indexOf("'", start + 1);
    let escaped = false;
    while (close >= 0 && tsvector.charCodeAt(close + 1) === QUOTE) {
      escaped = true;
      close = tsvector.indexOf("'", close + 2);
    }
    if (close < 0) break;
    if (tsvector.charCodeAt(close + 1) === COLON) {
      const lexeme = tsvector.slice(start + 1, close);
      const key = escaped ? lexeme.replace(/''/g, "'") : lexeme;
      if (!found.has(key)) found.set(key, close + 2);
    }
    const space = tsvector.indexOf(' ', close);
    if (space < 0) break;
    start = space + 1;
    while (tsvector.charCodeAt(start) === SPACE) start += 1;
  }
  return found;
}

/**
 * A phrase's stems in a row (a dropped stop word in between allowed: 'content with little'), or, where the phrase
 * itself had stop words between them ('take my life'), exactly that far apart, as its tsquery (`'take' <2> 'life'`).
 */
export function holdsPhrase(lexemes: Lexemes, stems: readonly string[], gaps?: readonly number[]): boolean {
  const [first, ...rest] = stems;
  const starts = lexemes.positions(first!) ?? [];
  return starts.some((start) => {
    let position = start;
    return rest.every((stem, index) => {
      const gap = gaps?.[index] ?? 1;
      const next = (lexemes.positions(stem) ?? []).find((candidate) =>
        gap > 1 ? candidate === position + gap : candidate > position && candidate <= position + 2,
      );
      if (next === undefined) return false;
      position = next;
      return true;
    });
  });
}
