import { findBookByAlias } from '@common/scripture/scripture-ref';
import type { ReligionId } from '@common/scripture/religions';

/** 'al-', 'an-', 'at-', 'ash-'...: the Arabic article, written joined to the next word by a hyphen or a space. */
const arabicArticle = /(^|[\s-])(?:a[lnrtsdz]|ash|adh|ath|az|el|ul)[-\s](?=\p{L})/giu;

/** 'Sahih al-Bukhari', 'sahih bukhari' and 'Sahih Al Bukhari' share one key: 'sahihbukhari'. */
export function normaliseIslamicBookName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(arabicArticle, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const loose = (name: string) => name.trim().toLowerCase();

/**
 * The book of `available` that a requested name (from a deep link, a search hit or a chat citation) means.
 * For islam an exact match, then a partial one, then one that ignores Arabic article prefixes, else the
 * first book. Other traditions also accept the catalog's aliases ('Psalm' is Psalms). Undefined only when no
 * book is available.
 */
export function mapBookName(
  religion: ReligionId,
  requested: string,
  available: readonly string[],
): string | undefined {
  const wanted = loose(requested);
  if (!wanted) return available[0];
  const exact = available.find((book) => loose(book) === wanted);
  if (exact) return exact;
  if (religion === 'islam') {
    const partial = available.find((book) => loose(book).includes(wanted) || wanted.includes(loose(book)));
    if (partial) return partial;
    const key = normaliseIslamicBookName(requested);
    const normalised = available.find((book) => {
      const bookKey = normaliseIslamicBookName(book);
      return bookKey === key || (key.length > 2 && (bookKey.includes(key) || key.includes(bookKey)));
    });
    if (normalised) return normalised;
  } else {
    const alias = findBookByAlias(requested, { religion });
    if (alias && alias.religion === religion && available.includes(alias.name)) return alias.name;
  }
  return available[0];
}
