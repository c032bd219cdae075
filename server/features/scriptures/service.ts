import type {
  BookDetail,
  BookSummary,
  ChapterResponse,
  RandomVerse,
  ReligionSummary,
  TranslationInfo,
  Verse,
} from '../../../common/api/scripture';
import { findBook, type BookDefinition } from '../../../common/scripture/books';
import { notableVerses } from '../../../common/scripture/notable-verses';
import {
  getReligion,
  religionIds,
  religions,
  resolveReligion,
  type ReligionId,
} from '../../../common/scripture/religions';
import { findBookByAlias, formatScriptureRef } from '../../../common/scripture/scripture-ref';
import { suttaCitation } from '../../../common/scripture/sutta-citation';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import { notFound, serviceUnavailable } from '../../lib/http-error';
import { cachedResponseOf, ResponseCache, type CachedResponse } from './chapter-cache';
import {
  listBookTranslations,
  listChapters,
  listImportedBooks,
  readChapterVerses,
  readVerse,
  type BookRow,
  type ChapterRow,
} from './store';

export type ChapterQuery = {
  religion: string;
  book: string;
  chapter: number;
  translation?: string;
  parallel?: string[];
};

/** What is imported, read once per corpus generation; chapters and translations per book filled on first use. */
type Snapshot = {
  generation: string;
  books: Map<ReligionId, BookRow[]>;
  chapters: Map<string, Promise<ChapterRow[]>>;
  translations: Map<string, Promise<TranslationInfo[]>>;
};

type ResolvedBook = { religion: ReligionId; definition: BookDefinition; row: BookRow };

const religionChoices = religionIds.join(', ');

export type ScriptureServiceOptions = {
  /** Budget of the in-process chapter response cache. */
  cacheBytes?: number;
};

/**
 * What the scripture service keeps between requests, built once when the routes register: the chapter response
 * cache and the catalog snapshot, both tied to the library generation (new as soon as a source finishes importing
 * here, and within seconds of an import by another process, which the database's fingerprint of the imports shows).
 */
export type ScriptureDeps = {
  db: Database;
  chapterCache: ResponseCache;
  catalog: { snapshot?: Snapshot };
};

export function createScriptureDeps(db: Database, options: ScriptureServiceOptions = {}): ScriptureDeps {
  return { db, chapterCache: new ResponseCache(options.cacheBytes ?? 64 * 1024 * 1024), catalog: {} };
}

async function currentSnapshot(deps: ScriptureDeps): Promise<Snapshot> {
  const current = await libraryOf(deps.db).current();
  if (deps.catalog.snapshot?.generation === current) return deps.catalog.snapshot;
  const books = new Map<ReligionId, BookRow[]>(religionIds.map((id) => [id, []]));
  for (const row of await listImportedBooks(deps.db)) books.get(row.religion as ReligionId)?.push(row);
  const snapshot: Snapshot = { generation: current, books, chapters: new Map(), translations: new Map() };
  deps.catalog.snapshot = snapshot;
  return snapshot;
}

function resolveReligionParam(value: string): ReligionId {
  const religion = resolveReligion(value);
  if (!religion) throw notFound(`Unknown religion '${value}'. Choose one of: ${religionChoices}.`);
  return religion;
}

function resolveBook(state: Snapshot, religionParam: string, bookParam: string): ResolvedBook {
  const religion = resolveReligionParam(religionParam);
  const alias = findBookByAlias(bookParam, { religion });
  const definition = findBook(religion, bookParam) ?? (alias?.religion === religion ? alias : undefined);
  const religionName = getReligion(religion).name;
  if (!definition) throw notFound(`${religionName} has no book '${bookParam}'.`);
  const row = state.books.get(religion)!.find((book) => book.name === definition.name);
  if (!row) {
    throw notFound(
      `${definition.name} is not available yet: its text has not been imported (see /api/health for the library's status).`,
    );
  }
  return { religion, definition, row };
}

/** A sutta's citation from its source id ('sn4.23' → 'SN 4.23'); other chapters have none. */
const citationOf = (religion: string, chapter: { sourceId: string | null }) =>
  religion === 'buddhism' ? suttaCitation(chapter.sourceId) : null;

function chaptersOf(deps: ScriptureDeps, state: Snapshot, book: ResolvedBook): Promise<ChapterRow[]> {
  const key = `${book.religion}\u0000${book.row.name}`;
  let chapters = state.chapters.get(key);
  if (!chapters) {
    chapters = listChapters(deps.db, book.religion, book.row.name);
    chapters.catch(() => state.chapters.delete(key));
    state.chapters.set(key, chapters);
  }
  return chapters;
}

function translationsOf(
  deps: ScriptureDeps,
  state: Snapshot,
  book: ResolvedBook,
): Promise<TranslationInfo[]> {
  const key = `${book.religion}\u0000${book.row.name}`;
  let translations = state.translations.get(key);
  if (!translations) {
    translations = listBookTranslations(deps.db, book.religion, book.row.name);
    translations.catch(() => state.translations.delete(key));
    state.translations.set(key, translations);
  }
  return translations;
}

function toBookSummary(book: ResolvedBook['row'], definition: BookDefinition): BookSummary {
  return {
    religion: definition.religion,
    name: book.name,
    slug: book.slug,
    section: book.section,
    sortOrder: book.sortOrder,
    chapterCount: book.chapterCount,
    originalName: book.originalName,
    chapterLabel: definition.chapterLabel,
    verseLabel: definition.verseLabel,
  };
}

async function buildChapter(deps: ScriptureDeps, query: ChapterQuery): Promise<CachedResponse> {
  const state = await currentSnapshot(deps);
  const book = resolveBook(state, query.religion, query.book);
  const chapters = await chaptersOf(deps, state, book);
  const chapter = chapters.find((row) => row.number === query.chapter);
  if (!chapter) {
    const label = book.definition.chapterLabel.toLowerCase();
    throw notFound(
      `${book.row.name} has no ${label} ${query.chapter}: it has ${book.row.chapterCount} ${label}s` +
        (chapters.length ? `, numbered ${chapters[0]!.number} to ${chapters.at(-1)!.number}.` : '.'),
    );
  }
  const available = await translationsOf(deps, state, book);
  const pick = (id: string) => {
    const translation = available.find((candidate) => candidate.id === id);
    if (!translation) {
      const choices = available.map((candidate) => `${candidate.id} (${candidate.name})`).join(', ');
      throw notFound(`${book.row.name} has no translation '${id}'. Available: ${choices}.`);
    }
    return translation;
  };
  const main = query.translation ? pick(query.translation) : defaultTranslation(available);
  if (!main) throw notFound(`${book.row.name} has no text yet.`);
  const parallels = (query.parallel ?? []).filter((id) => id !== main.id).map(pick);
  const rows = await readChapterVerses(deps.db, book.religion, book.row.name, chapter.number, [
    main.id,
    ...parallels.map((translation) => translation.id),
  ]);

  const verses = new Map<number, Verse>();
  for (const row of rows) {
    const verse = verses.get(row.verse) ?? { verse: row.verse, text: '' };
    if (row.translation === main.id) {
      verse.text = row.text;
      if (row.meta && Object.keys(row.meta).length > 0) verse.meta = row.meta;
    } else {
      (verse.parallel ??= {})[row.translation] = row.text;
    }
    verses.set(row.verse, verse);
  }
  const response: ChapterResponse = {
    religion: book.religion,
    book: book.row.name,
    bookSlug: book.row.slug,
    chapter: chapter.number,
    chapterCount: book.row.chapterCount,
    chapterLabel: book.definition.chapterLabel,
    chapterTitle: chapter.title,
    chapterOriginalTitle: chapter.originalTitle,
    chapterCitation: citationOf(book.religion, chapter),
    reference: formatScriptureRef({
      religion: book.religion,
      book: book.row.name,
      chapter: chapter.number,
    }),
    translation: main,
    parallels,
    verses: [...verses.values()],
  };
  return cachedResponseOf(JSON.stringify(response));
}

export async function listReligions(deps: ScriptureDeps): Promise<ReligionSummary[]> {
  const state = await currentSnapshot(deps);
  return religions.map((religion) => {
    const books = state.books.get(religion.id)!;
    const sections: Record<string, string[]> = {};
    for (const book of books) (sections[book.section] ??= []).push(book.name);
    return {
      id: religion.id,
      name: religion.name,
      symbolTooltip: religion.symbolTooltip,
      books: books.map((book) => book.name),
      ...(books.length > 0 ? { sections } : {}),
    };
  });
}

export async function listBooks(deps: ScriptureDeps, religionParam: string): Promise<BookSummary[]> {
  const state = await currentSnapshot(deps);
  const religion = resolveReligionParam(religionParam);
  return state.books.get(religion)!.map((row) => toBookSummary(row, findBook(religion, row.name)!));
}

export async function getBook(
  deps: ScriptureDeps,
  religionParam: string,
  bookParam: string,
): Promise<BookDetail> {
  const state = await currentSnapshot(deps);
  const book = resolveBook(state, religionParam, bookParam);
  const [chapters, translations] = await Promise.all([
    chaptersOf(deps, state, book),
    translationsOf(deps, state, book),
  ]);
  return {
    ...toBookSummary(book.row, book.definition),
    chapters: book.row.chapterCount,
    chapterTitles: chapters.map(({ sourceId, ...chapter }) => ({
      ...chapter,
      citation: citationOf(book.religion, { sourceId }),
    })),
    translations,
    defaultTranslation: defaultTranslation(translations)?.id ?? '',
  };
}

/** The chapter as the exact JSON bytes to send, with their ETag; cached until the corpus changes. */
const chapterKey = (query: ChapterQuery) =>
  [query.religion, query.book, query.chapter, query.translation ?? '', query.parallel ?? ''].join('\u0000');

export async function readChapter(deps: ScriptureDeps, query: ChapterQuery): Promise<CachedResponse> {
  const current = await libraryOf(deps.db).current();
  const key = chapterKey(query);
  const cached = deps.chapterCache.get(current, key);
  if (cached) return cached;
  const built = await buildChapter(deps, query);
  deps.chapterCache.set(current, key, built);
  return built;
}

/**
 * The chapter from the cache without waiting for anything, or undefined (not cached, or the library's
 * generation has to be read from the database first): then readChapter. Most reads are answered here.
 */
export function cachedChapter(deps: ScriptureDeps, query: ChapterQuery): CachedResponse | undefined {
  const current = libraryOf(deps.db).currentIfKnown();
  return current === undefined ? undefined : deps.chapterCache.get(current, chapterKey(query));
}

export async function randomVerse(
  deps: ScriptureDeps,
  random: () => number = Math.random,
): Promise<RandomVerse> {
  const state = await currentSnapshot(deps);
  const imported = notableVerses.filter((ref) =>
    state.books.get(ref.religion)!.some((book) => book.name === ref.book),
  );
  const start = Math.floor(random() * imported.length);
  for (let offset = 0; offset < Math.min(imported.length, 5); offset += 1) {
    const ref = imported[(start + offset) % imported.length]!;
    const book = resolveBook(state, ref.religion, ref.book);
    const translation = defaultTranslation(await translationsOf(deps, state, book));
    if (!translation) continue;
    const text = await readVerse(deps.db, ref, translation.id);
    if (!text) continue;
    return {
      faith: ref.religion,
      book: ref.book,
      chapter: ref.chapter,
      verse: ref.verse,
      text,
      reference: formatScriptureRef(ref),
      translation: translation.id,
      translationName: translation.name,
    };
  }
  throw serviceUnavailable('No verses are available yet: the scripture library is still being imported.');
}

/** The book's default reading text: the source's default translation, else any translation, else the original. */
function defaultTranslation(available: TranslationInfo[]): TranslationInfo | undefined {
  return (
    available.find((translation) => translation.isDefault && !translation.isOriginal) ??
    available.find((translation) => !translation.isOriginal) ??
    available[0]
  );
}
