import type { ReferencedPassages } from '../../../common/api/search';
import { allBooks, type BookDefinition } from '../../../common/scripture/books';
import { parseReferenceQuery } from '../../../common/scripture/reference-parser';
import type { ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef, type ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { bookExtent, readPassage, suttaChapter, type PassageTarget } from './reference-store';

const bookOf = (ref: ScriptureRef): BookDefinition | undefined =>
  allBooks.find((book) => book.religion === ref.religion && book.name === ref.book);

const versesCalled: Record<BookDefinition['verseLabel'], string> = {
  Verse: 'verses',
  Ayah: 'ayat',
  Hadith: 'hadith',
  Segment: 'segments',
};
const chaptersCalled: Record<BookDefinition['chapterLabel'], string> = {
  Chapter: 'chapters',
  Surah: 'surahs',
  Book: 'books',
  Vagga: 'vaggas',
  Sutta: 'suttas',
};

/** A sutta is cited by its collection's numbers ('SN 56.11', 'MN 10'), not by its place in the library. */
const isSutta = (book: BookDefinition | undefined) => book?.chapterLabel === 'Sutta';
const suttaLabel = (ref: ScriptureRef) =>
  `${ref.book} ${ref.chapter}${ref.verse === undefined ? '' : `.${ref.verse}`}`;
/** Dhammapada verses are numbered through the book: 'Dhammapada 183', not its vagga's 14:183. */
function labelOf(ref: ScriptureRef): string {
  const book = bookOf(ref);
  if (isSutta(book)) return suttaLabel(ref);
  if (book?.code === 'dhp' && ref.verse !== undefined && ref.verseEnd === undefined)
    return `${ref.book} ${ref.verse}`;
  return formatScriptureRef(ref);
}

/** Where the library keeps what a reference names: a sutta's place in its collection, else the reference. */
async function targetOf(db: Database, ref: ScriptureRef): Promise<PassageTarget | undefined> {
  const book = bookOf(ref);
  if (!book || !isSutta(book)) return ref;
  const sourceId = `${book.code}${ref.chapter}${ref.verse === undefined ? '' : `.${ref.verse}`}`;
  const chapter = await suttaChapter(db, ref, sourceId);
  return chapter === undefined ? undefined : { religion: ref.religion, book: ref.book, chapter };
}

/**
 * The passages a search box's text names, when it is a reference: each reading the library holds, with its
 * text (in the default reading translation) and where the reader opens it, and a note when the text named no
 * book or names a passage that is not there.
 */
export async function findReferencedPassages(
  db: Database,
  query: string,
  translations: readonly string[],
): Promise<ReferencedPassages | undefined> {
  const parsed = parseReferenceQuery(query);
  if (!parsed) return undefined;
  const passages: ReferencedPassages['passages'] = [];
  for (const ref of parsed.readings) {
    const target = await targetOf(db, ref);
    const rows = target ? await readPassage(db, target, translations) : [];
    const first = rows[0];
    if (!target || !first) continue;
    passages.push({
      religion: ref.religion as ReligionId,
      book: ref.book,
      chapter: target.chapter,
      verse: first.verse,
      reference: labelOf(ref),
      text: rows.map((row) => row.text).join(' '),
    });
  }
  if (passages.length > 0) {
    const note = parsed.bookless
      ? booklessNote(
          query,
          passages.map((passage) => passage.reference),
        )
      : null;
    return { passages, note };
  }
  const missing = parsed.missing ?? parsed.readings[0]!;
  return { passages, note: await missingNote(db, missing) };
}

function booklessNote(query: string, references: readonly string[]): string {
  const [first, ...others] = references;
  const typed = query.trim();
  if (others.length === 0) return `“${typed}” names no book, so it is read as ${first}.`;
  return `“${typed}” names no book: ${first} first, then ${others.join(', then ')}.`;
}

/** Says plainly why a reference found nothing: no such chapter, no such verse, or the book is not here yet. */
async function missingNote(db: Database, ref: ScriptureRef): Promise<string> {
  const book = bookOf(ref);
  const label = labelOf(ref);
  if (!book) return `There is no ${label} in the library.`;
  if (isSutta(book)) return `There is no ${label} in the library's ${book.name}.`;
  const extent = await bookExtent(db, ref);
  if (extent.chapters === 0) return `${book.name} is not in the library yet, so ${label} cannot be shown.`;
  if (ref.chapter > extent.chapters || extent.verses === 0)
    return `There is no ${label}: ${book.name} has ${extent.chapters} ${chaptersCalled[book.chapterLabel]}.`;
  const chapter = formatScriptureRef({ ...ref, verse: undefined, verseEnd: undefined });
  return `There is no ${label}: ${chapter} has ${extent.verses} ${versesCalled[book.verseLabel]}.`;
}
