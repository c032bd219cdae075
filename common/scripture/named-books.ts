/**
 * The books of scripture a message names without chapter and verse ("what does Ecclesiastes mean by vanity", "the
 * Dhammapada on anger", "in the book of Job"): which books, in which traditions, and where the name stands, so a
 * question's ideas leave the name out and its answer can be drawn from that book.
 */
import { booksByReligion, type BookDefinition } from './books';
import { religionIds, type ReligionId } from './religions';

export type NamedBookRef = { religion: ReligionId; book: string };
export type NamedBook = { text: string; start: number; end: number; books: NamedBookRef[] };

/**
 * Names that are also everyday words ('the numbers of the dead', 'a job I hate', 'acts of kindness', 'proverbs
 * about money' said of sayings): a book only when written with a capital inside a sentence, or at its start with a
 * frame ('Proverbs about money', 'Numbers on vows'), or in any case after 'the book of'.
 */
const wordNames = new Set(
  `genesis exodus numbers judges kings chronicles job psalms proverbs lamentations acts revelation revelations
  apocalypse canticles`.split(/\s+/),
);

/**
 * Names of people and peoples ('my friend John', 'the Romans crucified him', 'why did Mark leave'): a book only in a
 * frame that names a book ('in John', 'according to Luke', "Luke's gospel", 'what does James say', 'the Gospel of
 * Mark', 'John chapter 3').
 */
const personNames = new Set(
  `john mark luke matthew james jude peter timothy titus daniel esther ruth jonah joel amos samuel joshua ezra
  romans hebrews`.split(/\s+/),
);

/**
 * Aliases that name something else first: 'Muslim' (the collection is Sahih Muslim), 'Song' alone. The Qur'an is
 * left out: to name it is to name Islam, whose answers already put its verses before the hadith.
 */
const excludedNames = new Set(['muslim', 'song', 'psalm', 'cant']);
const excludedBooks = new Set(["Qur'an"]);

const numberWords: Record<string, readonly string[]> = {
  '1': ['1', '1st', 'First'],
  '2': ['2', '2nd', 'Second'],
  '3': ['3', '3rd', 'Third'],
};

/** A full name, not an abbreviation ('Eccl', 'Deut', 'Kgs', 'BG', 'MN'): lower-case letters, not a name's prefix. */
function isFullName(alias: string, book: BookDefinition): boolean {
  if (alias.length < 4 || !/[a-z]/.test(alias) || /\d/.test(alias)) return false;
  if (excludedNames.has(alias.toLowerCase())) return false;
  const name = book.name.toLowerCase().replace(/^\d\s+/, '');
  return alias.toLowerCase() === name || !name.startsWith(alias.toLowerCase());
}

/** 'Sunan an-Nasa’i' and 'sunan an nasai' share a key. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s-]+/g, ' ');

/** Every name as written in the catalog, for the pattern. */
const names = new Set<string>();

/** Lower-case name → the books it names in every tradition ('kings' → 1 Kings and 2 Kings in both Bibles). */
function buildNameIndex(): Map<string, NamedBookRef[]> {
  const index = new Map<string, NamedBookRef[]>();
  const add = (name: string, ref: NamedBookRef) => {
    names.add(name);
    const key = keyOf(name);
    const list = index.get(key) ?? [];
    if (!list.some((entry) => entry.religion === ref.religion && entry.book === ref.book)) list.push(ref);
    index.set(key, list);
  };
  for (const religion of religionIds) {
    for (const book of booksByReligion[religion]) {
      if (excludedBooks.has(book.name)) continue;
      const ref = { religion, book: book.name };
      const numbered = /^([123]) (.+)$/.exec(book.name);
      if (numbered) {
        // 'Kings' alone is both books; '2 Kings', 'Second Kings' one of them.
        const base = numbered[2]!;
        add(base, ref);
        for (const prefix of numberWords[numbered[1]!]!) add(`${prefix} ${base}`, ref);
        continue;
      }
      add(book.name, ref);
      for (const alias of book.aliases) if (isFullName(alias, book)) add(alias, ref);
    }
  }
  // 'John' is the Gospel, not the three letters that need their number.
  for (const [key, list] of index) {
    const exact = (religion: ReligionId) =>
      list.some((ref) => ref.religion === religion && keyOf(ref.book) === key);
    index.set(
      key,
      list.filter((ref) => !exact(ref.religion) || keyOf(ref.book) === key),
    );
  }
  return index;
}

const nameIndex = buildNameIndex();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namePattern = new RegExp(
  `(?<![\\p{L}\\d'’-])(?:${[...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => escape(name).replace(/[ -]/g, '[\\s-]+').replace(/['’]/g, "['’]?"))
    .join('|')})(?![\\p{L}\\d-])`,
  'giu',
);

/** Before a name in any case: 'the book of job', 'the gospel according to john', 'the letter to the hebrews'. */
const bookFrameBefore =
  /\b(?:book|books|gospel|epistle|epistles|letter|letters)\s+(?:of|to|according\s+to)\s+(?:the\s+)?(?:saint\s+|st\.?\s+)?$/i;
/** Before a capitalised name: 'in Numbers', 'according to Luke'. */
const placeBefore = /\b(?:in|according\s+to)\s+(?:the\s+)?$/i;
/** A question asked of the book: 'what does Job say', 'how does James teach'. */
const askBefore = /\b(?:what|how|where)\s+(?:does|did|do)\s+(?:the\s+)?$/i;
const askAfter = /^\s+(?:say|says|teach|teaches|write|writes|tell|tells|mean|means|speak|speaks)\b/i;
/** After a name: "Luke's gospel", 'John chapter 3', 'Genesis 1'. */
const bookAfter =
  /^(?:['’]s?\s+(?:gospel|book|letter|epistle)\b|\s+(?:chapter|ch\.)\s*\d|\s+\d{1,3}\b(?![%.,]?\d))/i;
/** After a name at a sentence's start: 'Proverbs about money', 'Judges on leadership'. */
const topicAfter = /^\s+(?:on|about)\b/i;

const framePrefix =
  /\b(?:(?:the\s+)?(?:book|books|gospel|epistle|epistles|letter|letters)\s+(?:of|to|according\s+to)\s+(?:the\s+)?(?:saint\s+|st\.?\s+)?)$/i;
const frameSuffix = /^['’]s?\s+(?:gospel|book|letter|epistle)\b/i;

const atSentenceStart = (before: string) => /(?:^|[.!?:;]\s*["“‘(]?)\s*$/.test(before);

/** Whether a name found at `start` names a book, by its case and the words around it. */
function namesABook(text: string, match: string, start: number): boolean {
  const key = keyOf(match);
  const word = key.split(' ').at(-1)!;
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(start + match.length, start + match.length + 30);
  if (bookFrameBefore.test(before)) return true;
  const capital = /^\p{Lu}/u.test(match.replace(/^\d+(?:st|nd|rd)?\s+|^(?:first|second|third)\s+/i, ''));
  const framed =
    placeBefore.test(before) || (askBefore.test(before) && askAfter.test(after)) || bookAfter.test(after);
  if (personNames.has(word) && !/^[123]|^(?:first|second|third)\b/i.test(key)) return capital && framed;
  if (wordNames.has(word) && !/^[123]|^(?:first|second|third)\b/i.test(key))
    return capital && (!atSentenceStart(before) || framed || topicAfter.test(after));
  return true;
}

/** The books a text names, in the order named, each with the span of its name. */
export function namedBooksIn(text: string): NamedBook[] {
  const found: NamedBook[] = [];
  for (const match of text.matchAll(namePattern)) {
    const books = nameIndex.get(keyOf(match[0]));
    if (!books || !namesABook(text, match[0], match.index)) continue;
    // The words that frame the name ('the Gospel of', "'s letter") name the book too, no idea of the question.
    const before = framePrefix.exec(text.slice(0, match.index));
    const after = frameSuffix.exec(text.slice(match.index + match[0].length));
    const start = match.index - (before?.[0].length ?? 0);
    const end = match.index + match[0].length + (after?.[0].length ?? 0);
    found.push({ text: text.slice(start, end), start, end, books });
  }
  return found;
}
