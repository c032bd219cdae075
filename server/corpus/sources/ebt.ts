import { catalogBook } from '../catalog';
import { loadManifest } from '../manifest';
import type { SourceFiles } from '../fetcher';
import { PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';
import { cleanTitle, compareTextIds, textUnits, type Segments, type TextUnit } from './ebt-segments';

// 2: markup ('<j>', '<em>', links) stripped from the segments. 3: no space before a closing mark.
const importerRevision = 3;
const repository = 'ebt-site/ebt-data';
const translationRoot = 'translation/en/sujato/sutta/';
const paliRoot = 'root/pli/ms/sutta/';

/** Catalog code → folder under sutta/ in bilara's layout. */
export const ebtCollections = {
  dhp: 'kn/dhp',
  snp: 'kn/snp',
  ud: 'kn/ud',
  iti: 'kn/iti',
  kp: 'kn/kp',
  dn: 'dn',
  mn: 'mn',
  sn: 'sn',
  an: 'an',
} as const;
export type EbtCollection = keyof typeof ebtCollections;

function ebtTranslations(commit: string): TranslationInfo[] {
  const source = `${repository}@${commit.slice(0, 7)} (SuttaCentral bilara-data, published 2024-10)`;
  return [
    {
      id: 'sujato',
      religion: 'buddhism',
      name: 'Bhikkhu Sujato',
      language: 'en',
      direction: 'ltr',
      licence: 'CC0 1.0 (SuttaCentral)',
      source,
      isDefault: true,
      isOriginal: false,
    },
    {
      id: 'pali',
      religion: 'buddhism',
      name: 'Pali (Mahāsaṅgīti)',
      language: 'pi',
      direction: 'ltr',
      licence: 'CC0 1.0 / Public Domain Mark 1.0 (SuttaCentral)',
      source,
      isDefault: false,
      isOriginal: true,
    },
  ];
}

/** Title files map 'mn-name:3.mn1' keys to names: text id → name. */
function namesById(files: SourceFiles, filePath: string | undefined): Map<string, string> {
  const names = new Map<string, string>();
  if (!filePath) return names;
  for (const [key, name] of Object.entries(files.json<Segments>(filePath))) {
    const id = key.slice(key.indexOf('.', key.indexOf(':')) + 1);
    const title = cleanTitle(name);
    if (title) names.set(id, title);
  }
  return names;
}

/** Every text unit of the collection in canonical order, with its English and Pali titles. */
function readUnits(files: SourceFiles, collection: EbtCollection, lineJoiner: string) {
  const units: (TextUnit & { file: string })[] = [];
  const available = new Set(files.paths);
  for (const translationPath of files.paths.filter((file) => file.startsWith(translationRoot))) {
    const paliPath = translationPath
      .replace(translationRoot, paliRoot)
      .replace('_translation-en-sujato.json', '_root-pli-ms.json');
    const file = translationPath.slice(translationPath.lastIndexOf('/') + 1, translationPath.indexOf('_'));
    const english = files.json<Segments>(translationPath);
    const pali = available.has(paliPath) ? files.json<Segments>(paliPath) : {};
    for (const unit of textUnits(english, pali, lineJoiner)) units.push({ ...unit, file });
  }
  const englishNames = namesById(
    files,
    files.paths.find((file) => file.includes(`/${collection}-name_translation`)),
  );
  const paliNames = namesById(
    files,
    files.paths.find((file) => file.includes(`/${collection}-name_root`)),
  );
  return {
    units: units.sort((a, b) => compareTextIds(a.id, b.id)),
    englishNames,
    paliNames,
  };
}

/**
 * The Dhammapada: chapter = vagga (one file each, 1-26), verse = the verse number 1-423 (text id 'dhp5'),
 * its lines kept on separate lines.
 */
function loadDhammapada(files: SourceFiles, payload: PayloadBuilder, bookName: string): void {
  const { units, englishNames, paliNames } = readUnits(files, 'dhp', '\n');
  const vaggaFiles = [...new Set(units.map((unit) => unit.file))].sort(compareTextIds);
  for (const unit of units) {
    const chapter = vaggaFiles.indexOf(unit.file) + 1;
    const verse = Number(unit.id.replace('dhp', ''));
    payload.addChapter({
      book: bookName,
      number: chapter,
      title: englishNames.get(unit.file),
      originalTitle: paliNames.get(unit.file),
      sourceId: unit.file,
    });
    const english = unit.verses
      .map((line) => line.english)
      .filter(Boolean)
      .join('\n');
    const pali = unit.verses
      .map((line) => line.pali)
      .filter(Boolean)
      .join('\n');
    if (english) payload.addVerse(bookName, chapter, verse, 'sujato', english);
    if (pali) payload.addVerse(bookName, chapter, verse, 'pali', pali);
  }
}

/** Other collections: chapter = text unit (a sutta, or an abbreviated SN/AN range) in order, verse = segment. */
function loadSuttas(
  files: SourceFiles,
  collection: EbtCollection,
  payload: PayloadBuilder,
  bookName: string,
): void {
  const { units, englishNames, paliNames } = readUnits(files, collection, ' ');
  units.forEach((unit, index) => {
    const chapter = index + 1;
    payload.addChapter({
      book: bookName,
      number: chapter,
      // Suttas inside an AN/SN range file without a name of their own take the file's (the vagga's) name.
      title: englishNames.get(unit.id) ?? unit.englishTitle ?? englishNames.get(unit.file),
      originalTitle: paliNames.get(unit.id) ?? unit.paliTitle ?? paliNames.get(unit.file),
      sourceId: unit.id,
    });
    unit.verses.forEach((verse, verseIndex) => {
      const meta = { segment: verse.segment };
      if (verse.english) payload.addVerse(bookName, chapter, verseIndex + 1, 'sujato', verse.english, meta);
      if (verse.pali) payload.addVerse(bookName, chapter, verseIndex + 1, 'pali', verse.pali, meta);
    });
  });
}

function ebtSource(collection: EbtCollection): CorpusSource {
  const manifest = () => loadManifest(`ebt-${collection}`);
  const book = () => catalogBook('buddhism', collection);
  return {
    id: `buddhism:${collection}`,
    religion: 'buddhism',
    title: `${book().name}: Sujato and Pali`,
    kind: 'remote',
    provide: `Set CORPUS_MIRROR to a corpora mirror, or go online to download ${repository}.`,
    version: () => `git:${manifest().commit}+r${importerRevision}`,
    manifest,
    translationIds: ['sujato', 'pali'],
    bookCodes: [collection],
    async load({ fetcher, onFetchProgress }): Promise<CorpusPayload> {
      const files = await fetcher.fetchSource(manifest(), onFetchProgress);
      const payload = new PayloadBuilder('buddhism', ebtTranslations(manifest().commit));
      payload.addBook(collection);
      if (collection === 'dhp') loadDhammapada(files, payload, book().name);
      else loadSuttas(files, collection, payload, book().name);
      return payload.build();
    },
  };
}

export const ebtSources: CorpusSource[] = (Object.keys(ebtCollections) as EbtCollection[]).map(ebtSource);
