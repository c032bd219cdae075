/*
 * Putting a verse in quotation marks without doubling the marks it already has.
 */

const PAIRS: Record<string, string> = { '“': '”', '"': '"', '‘': '’', '«': '»', '„': '“' };

function countMarks(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

/** ’ closing a quotation, not an apostrophe inside a word (don’t) or after one (brothers’ land). */
function closingSingles(text: string): number {
  return (text.match(/(?<=[.,;:!?])’/g) ?? []).length;
}

/** `“A,” he said, “B.”`: the first and last marks are two quotations, not one pair around the whole text. */
function closesBeforeOpening(inner: string): boolean {
  const close = inner.search(/[”"»]|(?<=[.,;:!?])’/);
  const open = inner.search(/[“"‘«„]/);
  return close >= 0 && (open < 0 || close < open);
}

/**
 * A verse's text without the quotation marks of a speech it belongs to. A verse that opens a speech starts with
 * “ and never closes it (the speech runs on in the next verse); one that ends a speech closes a mark it never
 * opened; one that is the whole speech is wrapped in a pair. Either way those marks are the speech's, not ours.
 */
export function withoutEdgeQuotes(text: string): string {
  let inner = text.trim();
  for (;;) {
    const first = inner[0] ?? '';
    const last = inner.at(-1) ?? '';
    if (inner.length > 1 && PAIRS[first] === last && !closesBeforeOpening(inner.slice(1, -1))) {
      inner = inner.slice(1, -1).trim();
    } else if (first === '“' && countMarks(inner, '“') > countMarks(inner, '”')) {
      inner = inner.slice(1).trim();
    } else if (last === '”' && countMarks(inner, '”') > countMarks(inner, '“')) {
      inner = inner.slice(0, -1).trim();
    } else if (first === '‘' && countMarks(inner, '‘') > closingSingles(inner)) {
      inner = inner.slice(1).trim();
    } else if (/[.,;:!?]’$/.test(inner) && closingSingles(inner) > countMarks(inner, '‘')) {
      inner = inner.slice(0, -1).trim();
    } else if ((first === '"' || last === '"') && countMarks(inner, '"') % 2 === 1) {
      inner = (first === '"' ? inner.slice(1) : inner.slice(0, -1)).trim();
    } else {
      return inner;
    }
  }
}

/**
 * A verse in double quotation marks, with no doubled marks: its own edge marks are dropped and the quotations
 * inside it become single marks (a quotation inside a quotation), so `“For if you forgive…` never shows as ““For.
 */
export function quoteVerse(text: string): string {
  const inner = withoutEdgeQuotes(text)
    .replace(/“/g, '‘')
    .replace(/”/g, '’')
    .replace(/"([^"]*)"/g, '‘$1’')
    // A straight mark left unpaired opens a speech that runs on past the verse or closes one begun before it
    // (585 verses of Saheeh International, whose speeches often run over several verses): after a space or a
    // bracket it opens, elsewhere it closes.
    .replace(/(^|[\s([{—–-])"/g, '$1‘')
    .replace(/"/g, '’');
  return `“${inner}”`;
}
