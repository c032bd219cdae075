import type { ReligionId } from '../../common/scripture/religions';
import type { ChapterInfo, CorpusPayload, TranslationInfo, VerseColumns } from './types';

/** Collects one source's rows; keeps the first chapter info per (book, chapter) and rejects duplicate verses. */
export class PayloadBuilder {
  private readonly verses: VerseColumns = {
    book: [],
    chapter: [],
    verse: [],
    text: [],
    translation: [],
    meta: [],
  };
  private readonly chapters = new Map<string, ChapterInfo>();
  private readonly bookCodes: string[] = [];
  private readonly seen = new Set<string>();

  constructor(
    readonly religion: ReligionId,
    private readonly translations: TranslationInfo[],
  ) {}

  addBook(code: string): void {
    if (!this.bookCodes.includes(code)) this.bookCodes.push(code);
  }

  addChapter(chapter: ChapterInfo): void {
    const key = `${chapter.book}\u0000${chapter.number}`;
    if (!this.chapters.has(key)) this.chapters.set(key, chapter);
  }

  addVerse(
    book: string,
    chapter: number,
    verse: number,
    translation: string,
    text: string,
    meta?: Record<string, unknown>,
  ): void {
    // An empty verse is a number the edition leaves blank (the WEB's Acts 8:37): nothing to read or search.
    if (!text) return;
    const key = `${book}\u0000${chapter}\u0000${verse}\u0000${translation}`;
    if (this.seen.has(key)) throw new Error(`Duplicate verse ${book} ${chapter}:${verse} in ${translation}`);
    this.seen.add(key);
    this.verses.book.push(book);
    this.verses.chapter.push(chapter);
    this.verses.verse.push(verse);
    this.verses.text.push(text);
    this.verses.translation.push(translation);
    this.verses.meta.push(meta ? JSON.stringify(meta) : null);
  }

  get verseCount(): number {
    return this.verses.text.length;
  }

  build(): CorpusPayload {
    return {
      religion: this.religion,
      translations: this.translations,
      bookCodes: this.bookCodes,
      chapters: [...this.chapters.values()],
      verses: this.verses,
    };
  }
}

/** Whitespace runs become one space; trims. Scripture text keeps its own punctuation untouched. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Like cleanText, but keeps line breaks (one per line) for verse set out in lines (Sanskrit shlokas). */
export function cleanLines(text: string): string {
  return text
    .split(/\s*\n\s*/)
    .map(cleanText)
    .filter(Boolean)
    .join('\n');
}
