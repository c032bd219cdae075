/*
 * A verse's stems read from its tsvector's text form, only for the stems a question asks about.
 */

/** A stem as its tsvector's text form writes it, with the colon before its positions (`'fast':`). */
const quotedLexemes = new Map<string, string>();
function quotedLexeme(stem: string): string {
  let quoted = quotedLexemes.get(stem);
  if (quoted === undefined) {
    quoted = `'${stem.replace(/'/g, "''")}':`;
    // The question's stems: a few thousand distinct ones is far more than any day's questions bring.
    if (quotedLexemes.size >= 5000) quotedLexemes.clear();
    quotedLexemes.set(stem, quoted);
  }
  return quoted;
}

/** The positions after a lexeme (`3,7` or `3A,7B`), read where the lexeme ends without copying the rest. */
const positionList = /[\dA-D,]+/y;

/**
 * A verse's stems, read from its tsvector's text form (`'fast':3,7 'pray':5`) only for the stems a question asks
 * about: parsing every lexeme of every candidate cost more than the rest of the ranking.
 */
export class Lexemes {
  private readonly found = new Map<string, number[] | null>();
  constructor(private readonly tsvector: string | null) {}

  positions(stem: string): number[] | null {
    let positions = this.found.get(stem);
    if (positions === undefined) {
      const quoted = quotedLexeme(stem);
      const at = this.tsvector ? this.tsvector.indexOf(quoted) : -1;
      // A match must start a lexeme: at the start or after a space ('fast' inside 'breakfast' is not one).
      const starts = at === 0 || (at > 0 && this.tsvector![at - 1] === ' ');
      positions = null;
      if (at >= 0 && starts) {
        positionList.lastIndex = at + quoted.length;
        const list = positionList.exec(this.tsvector!)?.[0] ?? '';
        positions = list
          .split(',')
          .map((part) => Number.parseInt(part, 10))
          .filter((position) => Number.isFinite(position));
      }
      this.found.set(stem, positions);
    }
    return positions;
  }

  has(stem: string): boolean {
    return this.positions(stem) !== null;
  }
}

/** A phrase's stems in a row (a dropped stop word in between allowed: 'content with little'). */
export function holdsPhrase(lexemes: Lexemes, stems: readonly string[]): boolean {
  const [first, ...rest] = stems;
  const starts = lexemes.positions(first!) ?? [];
  return starts.some((start) => {
    let position = start;
    return rest.every((stem) => {
      const next = (lexemes.positions(stem) ?? []).find(
        (candidate) => candidate > position && candidate <= position + 2,
      );
      if (next === undefined) return false;
      position = next;
      return true;
    });
  });
}
