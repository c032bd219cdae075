import { isEnglishWord } from './english-words';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/**
 * Verse text without the markup some sources carry: HTML tags go and their words stay (Sujato's '<j>' marks
 * where a verse line is joined, '<em>', '<i lang="pi">', a link to SuttaCentral), and entities become their
 * characters. Whitespace is left for cleanText to collapse.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/gi, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]{2,8});/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? entity;
    });
}

/**
 * One quotation mark where the source doubled it ('broken his fast.""', JPS's '‘‘Nay'): no English text of the
 * library quotes with two identical marks in a row.
 */
export function undoubleQuotes(text: string): string {
  return text.replace(/([“”"‘’])\1+/g, '$1');
}

/**
 * JPS 1917 in the Sefaria export keeps its footnote letters glued to the word they mark ('the acity of refuge',
 * 'passed over athe River'): a lower-case 'a'-'d' before a word is dropped when the glued form is not English and
 * the rest is.
 */
export function dropFootnoteLetters(text: string): string {
  return text.replace(/\b([a-d])([a-z]{2,})\b/g, (token, _letter, rest: string) =>
    !isEnglishWord(token) && isEnglishWord(rest) ? rest : token,
  );
}

const spacedEllipsis = /\.\s\.\s\./;
// A space before a closing mark that follows a word, a number or a closing bracket: 'under the nettles .'.
const spaceBeforeMark = /([\p{L}\p{N}\p{M})\]])\s+([.,;:!?])(?=\s|$|[”’"')\]])/gu;
// A period left after another mark, where the export cut a footnote: 'He delighteth in mercy. .'.
const strayPeriod = /([.!?;:,])\s+\.(?=\s|$|[”’"')\]])/g;

/**
 * Punctuation the sources set by mistake: a space before a closing mark (WEB's 'under the nettles .', Sujato's
 * 'singing, and music ; and', the hadith's '(ﷺ) .', JPS's 'Selah .') and a period left after another mark where
 * the Sefaria export cut a footnote ('He delighteth in mercy. .'). A spaced ellipsis ('. . .') is kept as it is.
 */
export function tidyStrayPunctuation(text: string): string {
  return text
    .split(spacedEllipsis)
    .map((part) => part.replace(spaceBeforeMark, '$1$2').replace(strayPeriod, '$1'))
    .join('. . .');
}
