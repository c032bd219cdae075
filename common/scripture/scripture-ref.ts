import { z } from 'zod';
import { allBooks, findBook, type BookDefinition } from './books';
import { dhammapadaVaggaOf, dhammapadaVaggas } from './dhammapada';
import { religionIds, type ReligionId } from './religions';
import { findSurah, surahKey, surahs } from './surahs';

/**
 * One reference shape for every tradition (like Sefaria's Ref): a chapter, optionally one verse or a verse range.
 * `book` is the catalog name ("Qur'an", 'Sahih al-Bukhari', 'Dhammapada'). A Qur'an chapter is a surah, a hadith
 * chapter a kitab, a Dhammapada chapter a vagga (its verses keep their book-wide numbers 1-423).
 */
export const scriptureRefSchema = z.object({
  religion: z.enum(religionIds),
  book: z.string().min(1),
  chapter: z.number().int().positive(),
  verse: z.number().int().positive().optional(),
  verseEnd: z.number().int().positive().optional(),
});
export type ScriptureRef = z.infer<typeof scriptureRefSchema>;

/** A reference to one verse (opening, sharing or comparing a verse needs its number). */
export const verseScriptureRefSchema = scriptureRefSchema.extend({ verse: z.number().int().positive() });
export type VerseScriptureRef = z.infer<typeof verseScriptureRefSchema>;

export type RefOptions = {
  /** Preferred tradition when a name belongs to several ('Genesis' is in the Bible and the Tanakh). */
  religion?: ReligionId;
};

export type FoundScriptureRef = { ref: ScriptureRef; text: string; start: number; end: number };

/** 'John 3:16', 'John 3:16-18', 'Psalms 23', "Qur'an 2:255". */
export function formatScriptureRef(ref: ScriptureRef): string {
  const verses = ref.verse === undefined ? '' : `:${ref.verse}${ref.verseEnd ? `-${ref.verseEnd}` : ''}`;
  return `${ref.book} ${ref.chapter}${verses}`;
}

/** Letters and digits only, lower case, without diacritics: 'Dīgha Nikāya' and 'digha-nikaya' share a key. */
export function referenceKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const booksByKey = new Map<string, BookDefinition[]>();
for (const book of allBooks) {
  for (const alias of new Set([book.name, book.slug, book.code, ...book.aliases])) {
    const key = referenceKey(alias);
    const list = booksByKey.get(key) ?? [];
    if (!list.includes(book)) list.push(book);
    booksByKey.set(key, list);
  }
}

/**
 * A book from any of its names or abbreviations ('1 Cor', 'Bukhari', 'MN', 'Gita'). Among books sharing a name,
 * the preferred religion wins, then the book whose own name it is, then the first tradition.
 */
export function findBookByAlias(text: string, options: RefOptions = {}): BookDefinition | undefined {
  if (options.religion) {
    const exact = findBook(options.religion, text);
    if (exact) return exact;
  }
  const key = referenceKey(text);
  const candidates = booksByKey.get(key);
  if (!candidates) return undefined;
  return (
    candidates.find((book) => book.religion === options.religion) ??
    candidates.find((book) => referenceKey(book.name) === key) ??
    candidates[0]
  );
}

type Numbers = {
  first?: number;
  afterColon?: number;
  rangeEnd?: number;
  /** The chapter and verse were joined by a full stop ('Gita 2.47', 'SN 4.23'). */
  dotted?: boolean;
};

/**
 * Collections whose suttas are cited as 'SN 4.23' (the 4th samyutta's 23rd sutta) while the library numbers them in
 * one run (SN 4.23 is its 159th): in a text, a dotted number after these books names a sutta this numbering cannot
 * resolve, so it is left as text rather than linked to chapter 4, segment 23 (sutta-citation.ts). Typed alone into
 * the search box it is still read, and the search looks the sutta up by its id (referenced-passages.ts).
 */
const suttaIdBooks = new Set(['sn', 'an', 'ud', 'snp']);

const surahPrefix = /^(?:surah|surat|suratu|sura|soorah)(?:\s+|$)/i;
const quran = allBooks.find((book) => book.code === 'quran')!;

function inRange(ref: ScriptureRef, book: BookDefinition): ScriptureRef | null {
  if (book.chapterCount && ref.chapter > book.chapterCount) return null;
  if (ref.verseEnd !== undefined) {
    if (ref.verse === undefined || ref.verseEnd < ref.verse) return null;
    if (ref.verseEnd === ref.verse) delete ref.verseEnd;
  }
  if (book.code === 'quran' && ref.verse !== undefined) {
    const ayahCount = surahs[ref.chapter - 1]!.ayahCount;
    if (ref.verse > ayahCount || (ref.verseEnd ?? 0) > ayahCount) return null;
  }
  if (book.code === 'dhp' && ref.verse !== undefined) {
    const vagga = dhammapadaVaggas[ref.chapter - 1]!;
    const last = ref.verseEnd ?? ref.verse;
    if (ref.verse < vagga.firstVerse || last > vagga.lastVerse) return null;
  }
  return ref;
}

function refInBook(book: BookDefinition, numbers: Numbers, usedFullName: boolean): ScriptureRef | null {
  const { first, afterColon, rangeEnd } = numbers;
  if (first === undefined) return null;
  const base = { religion: book.religion, book: book.name };
  let ref: ScriptureRef;
  if (afterColon !== undefined) {
    ref = { ...base, chapter: first, verse: afterColon, ...(rangeEnd ? { verseEnd: rangeEnd } : {}) };
  } else if (book.code === 'dhp' && (!usedFullName || first > dhammapadaVaggas.length)) {
    // 'Dhp 183' cites a verse: Dhammapada verses are numbered through the whole book.
    const vagga = dhammapadaVaggaOf(first);
    if (!vagga) return null;
    ref = { ...base, chapter: vagga, verse: first, ...(rangeEnd ? { verseEnd: rangeEnd } : {}) };
  } else if (book.singleChapter && (first > 1 || rangeEnd)) {
    ref = { ...base, chapter: 1, verse: first, ...(rangeEnd ? { verseEnd: rangeEnd } : {}) };
  } else {
    if (rangeEnd) return null; // a range of whole chapters is not one reference
    ref = { ...base, chapter: first };
  }
  return inRange(ref, book);
}

function refInSurah(surahNumber: number, numbers: Numbers): ScriptureRef | null {
  const { first, afterColon, rangeEnd } = numbers;
  const base = { religion: quran.religion, book: quran.name, chapter: surahNumber };
  if (first === undefined) return base;
  if (afterColon !== undefined) {
    if (first !== surahNumber) return null;
    return inRange({ ...base, verse: afterColon, ...(rangeEnd ? { verseEnd: rangeEnd } : {}) }, quran);
  }
  return inRange({ ...base, verse: first, ...(rangeEnd ? { verseEnd: rangeEnd } : {}) }, quran);
}

/** In prose ('I was sad 5 times') short surah names count only in chapter:verse form or after 'Surah'. */
type ResolveMode = { prose: boolean };

function resolve(
  bookText: string,
  numbers: Numbers,
  options: RefOptions,
  mode: ResolveMode,
): ScriptureRef | null {
  const cleaned = bookText.replace(/^[\s("'“‘[]+|[\s,.]+$/g, '');
  if (!cleaned) return null;
  const afterSurah = cleaned.replace(surahPrefix, '');
  if (afterSurah !== cleaned) {
    if (/^(?:no\.?|number)?$/i.test(afterSurah.trim())) return refInBook(quran, numbers, true);
    const surah = findSurah(afterSurah, { allowMeaning: true });
    return surah ? refInSurah(surah, numbers) : null;
  }
  const book = findBookByAlias(cleaned, options);
  if (book && mode.prose && numbers.dotted && suttaIdBooks.has(book.code)) return null;
  if (book) return refInBook(book, numbers, referenceKey(cleaned) === referenceKey(book.name));
  const surah = findSurah(cleaned, { allowMeaning: false });
  if (!surah) return null;
  if (mode.prose && surahKey(cleaned).length <= 4 && numbers.afterColon === undefined) return null;
  return refInSurah(surah, numbers);
}

const toInt = (value: string | undefined) => (value === undefined ? undefined : Number.parseInt(value, 10));

/** sunnah.com's 'Book 2, Hadith 1' and 'chapter 2, verse 47' are the same chapter:verse. */
function normaliseWording(text: string): string {
  return text
    .replace(/\bbook\s+(\d+)\s*,?\s*hadith\s+(\d+)/gi, '$1:$2')
    .replace(/\bchapter\s+(\d+)\s*,?\s*verses?\s+(\d+)/gi, '$1:$2');
}

const wholeReference =
  /^(?<book>.*?[\p{L}\p{M}]\.?)\s*,?\s*(?<first>\d{1,4})(?:\s*(?<separator>[:.])\s*(?<afterColon>\d{1,4}))?(?:\s*[-–—]\s*(?<rangeEnd>\d{1,4}))?$/u;

/**
 * Parses one reference in any tradition's usual forms: 'John 3:16-18', '1 Cor 13:4', 'Ps 23', "Qur'an 2:255",
 * 'Surah Al-Baqarah 255', 'Gita 2.47', 'BG 2.47', 'Dhp 5', 'MN 1', 'Bukhari 1:1'. Null when it is not one.
 */
export function parseScriptureRef(text: string, options: RefOptions = {}): ScriptureRef | null {
  const trimmed = normaliseWording(text.trim()).replace(/[\s.,;)"'”’\]]+$/u, '');
  const surahOnly = trimmed.match(/^(?:surah|surat|sura)\s+(\D+)$/i);
  if (surahOnly) {
    const surah = findSurah(surahOnly[1]!, { allowMeaning: true });
    return surah ? refInSurah(surah, {}) : null;
  }
  const match = wholeReference.exec(trimmed);
  if (!match?.groups) return null;
  const { book, first, separator, afterColon, rangeEnd } = match.groups;
  return resolve(
    book!,
    {
      first: toInt(first),
      afterColon: toInt(afterColon),
      rangeEnd: toInt(rangeEnd),
      dotted: separator === '.',
    },
    options,
    { prose: false },
  );
}

/** Words that are also book names or abbreviations: in prose they only count with a chapter and verse. */
const proseWords = new Set([
  'mark',
  'acts',
  'act',
  'numbers',
  'judges',
  'job',
  'song',
  'is',
  'am',
  'ex',
  're',
  'la',
]);
const citedNumbers = /(?<![\d:.])(\d{1,4})(?:\s*([:.])\s*(\d{1,4}))?(?:\s*[-–—]\s*(\d{1,4}))?(?![\d])/g;
const maxBookWords = 5;

/**
 * Every reference inside a free text, in order, with its position: the scholar's citations are checked this way.
 * Books must be written as proper nouns; a bare chapter ('Psalm 23', 'MN 1') never counts for words like 'Mark'.
 */
export function findScriptureRefs(text: string, options: RefOptions = {}): FoundScriptureRef[] {
  const found: FoundScriptureRef[] = [];
  let consumedUntil = 0;
  for (const match of text.matchAll(citedNumbers)) {
    const start = match.index;
    const windowStart = Math.max(consumedUntil, start - 80);
    const before = text.slice(windowStart, start);
    if (!/[\p{L}.,]\s*,?\s*$/u.test(before) || !/\s$/.test(before)) continue;
    const words = [...before.matchAll(/\S+/g)];
    const numbers = {
      first: toInt(match[1]),
      afterColon: toInt(match[3]),
      rangeEnd: toInt(match[4]),
      dotted: match[2] === '.',
    };
    for (let count = Math.min(maxBookWords, words.length); count >= 1; count -= 1) {
      const firstWord = words[words.length - count]!;
      const bookText = before.slice(firstWord.index);
      const leading = bookText.replace(/^[("'“‘[]+/, '');
      if (!/^(?:[\p{Lu}\d]|a[lnrst]-\p{Lu})/u.test(leading)) continue;
      const ref = resolve(bookText, numbers, options, { prose: true });
      if (!ref) continue;
      if (ref.verse === undefined && !isBareChapterCitation(leading)) continue;
      const refStart = windowStart + firstWord.index + (bookText.length - leading.length);
      const end = start + match[0].length;
      found.push({ ref, text: text.slice(refStart, end), start: refStart, end });
      consumedUntil = end;
      break;
    }
  }
  return found;
}

function isBareChapterCitation(bookText: string): boolean {
  const key = referenceKey(bookText);
  return key.length >= 2 && !proseWords.has(key);
}
