import { booksByReligion, type BookDefinition } from './books';
import { religionIds } from './religions';
import {
  findBookByAlias,
  formatScriptureRef,
  parseScriptureRef,
  referenceKey,
  type ScriptureRef,
} from './scripture-ref';

/**
 * What a reader typed into a search box, read as a reference: every passage it can name, in the order to offer
 * them, or the passage it names that cannot exist ('John 3:99' is caught later, against the library).
 */
export type ReferenceQuery = {
  /** The passages the text names, the likeliest first ('Genesis 1' is the Bible's and the Tanakh's). */
  readings: ScriptureRef[];
  /** The text gave numbers only ('2:255'): the readings are the books numbered that way, the Qur'an first. */
  bookless: boolean;
  /** A book with numbers outside it ("Qur'an 2:300", 'Gita 19:1'): what was asked for, to say it is not there. */
  missing?: ScriptureRef;
};

/** Books whose chapter:verse alone is a common citation: '2:255' is the Throne Verse, '2:47' also the Gita's. */
const booklessBooks = ["Qur'an", 'Bhagavad Gita'];

const booklessPattern = /^(\d{1,3})\s*[:.]\s*(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?$/;
const referenceShape =
  /^(?<book>.*?[\p{L}\p{M}]\.?)\s*,?\s*(?<chapter>\d{1,4})(?:\s*[:.]\s*(?<verse>\d{1,4}))?(?:\s*[-–—]\s*\d{1,4})?$/u;

const tidy = (text: string) =>
  text
    .trim()
    .replace(/^[\s"'“‘([]+|[\s"'”’)\].,;?!]+$/gu, '')
    .replace(/\s+/g, ' ');

/** Books in another tradition under the same name ('Genesis' is in the Bible and the Tanakh). */
function sameBookElsewhere(ref: ScriptureRef, typedBook: string): ScriptureRef[] {
  const others: ScriptureRef[] = [];
  for (const religion of religionIds) {
    if (religion === ref.religion) continue;
    const book = findBookByAlias(typedBook, { religion });
    if (!book || book.religion !== religion) continue;
    const other = parseScriptureRef(`${book.name} ${numbersOf(ref)}`, { religion });
    if (other && other.religion === religion) others.push(other);
  }
  return others;
}

function numbersOf(ref: ScriptureRef): string {
  return formatScriptureRef(ref).slice(ref.book.length + 1);
}

/**
 * The Tanakh's books' Hebrew names ('Bereshit', 'Shemot', 'Iyov'): among a book's names, those that are no
 * abbreviation of its English one (they start otherwise).
 */
const hebrewNames = new Set(
  booksByReligion.judaism.flatMap((book) => {
    const english = referenceKey(book.name).replace(/^\d+/, '');
    return book.aliases
      .map((alias) => referenceKey(alias).replace(/^\d+/, ''))
      .filter((key) => key.length >= 4 && key.slice(0, 2) !== english.slice(0, 2));
  }),
);

/** A Hebrew name says the reader thinks of the Tanakh: its reading comes first. */
function prefersTanakh(typedBook: string): boolean {
  return hebrewNames.has(referenceKey(typedBook).replace(/^\d+/, ''));
}

function bookOfTyped(text: string): string | undefined {
  return referenceShape.exec(text)?.groups?.book;
}

/**
 * Reads a search box's text as a scripture reference: 'John 3:16', 'Jn 3:16', '1 John 4:8', 'I John 4:8',
 * 'Gen 1', 'Bereshit 1:1', "Qur'an 2:255", 'Surah Al-Baqarah 255', '2:255', 'Gita 2:47', 'Dhammapada 183',
 * 'Dhp 183', 'MN 10', 'SN 56.11', 'Bukhari 1:1'. Null when the text is not a reference.
 */
export function parseReferenceQuery(text: string): ReferenceQuery | null {
  const cleaned = tidy(text);
  if (!cleaned || cleaned.length > 80) return null;
  const bookless = booklessPattern.exec(cleaned);
  if (bookless) {
    const numbers = cleaned.replace(/\s+/g, '');
    const readings = booklessBooks.flatMap((book) => parseScriptureRef(`${book} ${numbers}`) ?? []);
    if (readings.length > 0) return { readings, bookless: true };
    const [, chapter, verse] = bookless;
    const missing = {
      religion: 'islam' as const,
      book: "Qur'an",
      chapter: Number(chapter),
      verse: Number(verse),
    };
    return { readings: [], bookless: true, missing };
  }
  const ref = parseScriptureRef(cleaned);
  if (ref) {
    const typedBook = bookOfTyped(cleaned) ?? ref.book;
    const readings = [ref, ...sameBookElsewhere(ref, typedBook)];
    if (prefersTanakh(typedBook)) readings.sort((a, b) => rankTanakh(a) - rankTanakh(b));
    return { readings, bookless: false };
  }
  const missing = outOfRange(cleaned);
  return missing ? { readings: [], bookless: false, missing } : null;
}

const rankTanakh = (ref: ScriptureRef) => (ref.religion === 'judaism' ? 0 : 1);

/** A known book with numbers it does not have: 'John 30:1' parses, "Qur'an 2:300" and 'Gita 19' do not. */
function outOfRange(text: string): ScriptureRef | undefined {
  const groups = referenceShape.exec(text)?.groups;
  if (!groups) return undefined;
  const typed = groups.book!.replace(/^(?:surah|surat|sura)\s+/i, '');
  const book: BookDefinition | undefined = findBookByAlias(typed);
  if (!book) return undefined;
  const chapter = Number(groups.chapter);
  const verse = groups.verse === undefined ? undefined : Number(groups.verse);
  if (chapter < 1 || verse === 0) return undefined;
  return { religion: book.religion, book: book.name, chapter, ...(verse ? { verse } : {}) };
}
