import { loadManifest } from '../manifest';
import { cleanLines, cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';
import { referenceVocabulary, repairGitaText } from './text/gita-repair';
import { stripMarkup, tidyStrayPunctuation } from './text/markup';

type GitaVerse = {
  id: number;
  chapter_number: number;
  verse_number: number;
  text: string;
  transliteration: string;
};
type GitaChapter = { chapter_number: string | number; name: string; name_translation: string };
type GitaTranslation = { verse_id: number; lang: string; authorName: string; description: string };

// 2: the archive's lost letters, italics marks and typing slips repaired; Purohit the default. 3: no space
// before a closing mark.
const importerRevision = 3;
const repository = 'gita/gita';
export const gitaBook = 'Bhagavad Gita';
const manifest = () => loadManifest('gita');

/**
 * The five English translators of the archive file, the first one the default: Purohit's is the one the archive's
 * conversion left intact (docs/decisions/0053-gita-default-translation.md).
 */
export const gitaTranslators = [
  { id: 'gita-purohit', author: 'Shri Purohit Swami' },
  { id: 'gita-sivananda', author: 'Swami Sivananda' },
  { id: 'gita-gambirananda', author: 'Swami Gambirananda' },
  { id: 'gita-adidevananda', author: 'Swami Adidevananda' },
  { id: 'gita-sankaranarayan', author: 'Dr. S. Sankaranarayan' },
] as const;

/** '2.47 Thy right is...' → 'Thy right is...'; the Sanskrit's closing '।।2.47।।' number is dropped too. */
export function stripVerseNumber(text: string): string {
  return text.replace(/^\s*\d+\.\d+(\s*--\s*\d+\.\d+)?\.?\s*/, '').replace(/\s*।।?\s*\d+\.\d+\s*।*\s*$/, '');
}

/**
 * gita/gita: Sanskrit (Devanagari), transliteration and the five English translators. English comes from
 * archive/translation_old.json, the translators' own wording (data/translation.json was rewritten by a model),
 * repaired word by word with data/translation.json as the reference (text/gita-repair.ts).
 * 701 verses: chapter 13 opens with Arjuna's question, which many 700-verse editions leave out.
 */
export const gitaSource: CorpusSource = {
  id: 'hinduism:gita',
  religion: 'hinduism',
  title: 'Bhagavad Gita: Sanskrit, transliteration, five English translators',
  kind: 'remote',
  provide: `Set CORPUS_MIRROR to a corpora mirror, or go online to download ${repository}.`,
  version: () => `git:${manifest().commit}+r${importerRevision}`,
  manifest,
  translationIds: [
    'gita-sanskrit',
    'gita-transliteration',
    ...gitaTranslators.map((translator) => translator.id),
  ],
  bookCodes: ['bg'],
  async load({ fetcher, onFetchProgress }): Promise<CorpusPayload> {
    const files = await fetcher.fetchSource(manifest(), onFetchProgress);
    const source = `${repository}@${manifest().commit.slice(0, 7)}`;
    const licence = 'Unlicense (gita/gita repository); the translations carry no separate licence';
    const info = (
      id: string,
      name: string,
      language: string,
      extra: Partial<TranslationInfo> = {},
    ): TranslationInfo => ({
      id,
      religion: 'hinduism',
      name,
      language,
      direction: 'ltr',
      licence,
      source,
      isDefault: false,
      isOriginal: false,
      ...extra,
    });
    const payload = new PayloadBuilder('hinduism', [
      info('gita-sanskrit', 'Sanskrit (Devanagari)', 'sa', { isOriginal: true }),
      info('gita-transliteration', 'Transliteration', 'sa-Latn'),
      ...gitaTranslators.map(({ id, author }, index) => info(id, author, 'en', { isDefault: index === 0 })),
    ]);
    payload.addBook('bg');
    for (const chapter of files.json<GitaChapter[]>('data/chapters.json')) {
      payload.addChapter({
        book: gitaBook,
        number: Number(chapter.chapter_number),
        title: cleanText(chapter.name_translation),
        originalTitle: cleanText(chapter.name),
        sourceId: String(chapter.chapter_number),
      });
    }
    const verseById = new Map<number, GitaVerse>();
    for (const verse of files.json<GitaVerse[]>('data/verse.json')) {
      verseById.set(verse.id, verse);
      const { chapter_number: chapter, verse_number: number } = verse;
      payload.addVerse(gitaBook, chapter, number, 'gita-sanskrit', cleanLines(stripVerseNumber(verse.text)));
      payload.addVerse(gitaBook, chapter, number, 'gita-transliteration', cleanLines(verse.transliteration));
    }
    const translatorIds = new Map<string, string>(gitaTranslators.map(({ id, author }) => [author, id]));
    const reference = files
      .json<GitaTranslation[]>('data/translation.json')
      .filter((row) => row.lang === 'english');
    const referenceVerses = new Map(
      reference.map((row) => [`${row.authorName}|${row.verse_id}`, row.description]),
    );
    const vocabulary = referenceVocabulary(reference.map((row) => row.description));
    for (const row of files.json<GitaTranslation[]>('archive/translation_old.json')) {
      const translation = translatorIds.get(row.authorName);
      if (row.lang !== 'english' || !translation) continue;
      const verse = verseById.get(row.verse_id);
      if (!verse) throw new Error(`gita translation row for unknown verse id ${row.verse_id}`);
      const referenceVerse = referenceVerses.get(`${row.authorName}|${row.verse_id}`) ?? '';
      const repaired = repairGitaText(stripMarkup(row.description), { verse: referenceVerse, vocabulary });
      const text = tidyStrayPunctuation(cleanText(stripVerseNumber(repaired)));
      if (text) payload.addVerse(gitaBook, verse.chapter_number, verse.verse_number, translation, text);
    }
    return payload.build();
  },
};
