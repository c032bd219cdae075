import { booksByReligion, type BookDefinition } from '../../common/scripture/books';
import type { ReligionId } from '../../common/scripture/religions';

const byCode = new Map<string, BookDefinition>();
for (const books of Object.values(booksByReligion)) {
  for (const book of books) byCode.set(`${book.religion}:${book.code}`, book);
}

/** The catalog book (canonical name, section, order) an importer's rows belong to; a missing code is a bug. */
export function catalogBook(religion: ReligionId, code: string): BookDefinition {
  const book = byCode.get(`${religion}:${code}`);
  if (!book)
    throw new Error(`The book catalog (common/scripture/books.ts) has no ${religion} book with code ${code}`);
  return book;
}
