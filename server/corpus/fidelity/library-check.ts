import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../store';
import {
  checkVerse,
  emptyCounts,
  lostQPerThousand,
  unendedPercent,
  unknownPerThousand,
  type FidelityCounts,
} from './text-checks';

/**
 * Rare unknown words per thousand above which an English translation reads as damaged. Measured on the full
 * library (docs/decisions/0053-scripture-text-fidelity.md): the intact translations stay at or under 0.12 (WEB,
 * KJV, JPS 1917, Pickthall, Saheeh International, Sujato, Purohit), the hadith English at 1.90 (Arabic
 * transliteration); the Gita archive's damaged translations read 3.1 to 9.0 before their repair.
 */
export const unknownWordLimit = 2.5;

/**
 * Percent of English verses ending on a word above which a translation has lost its final punctuation. Measured
 * on the full library (docs/decisions/0169-saheeh-punctuation-from-islam-js.md): KJV 0.0, WEB 0.2, JPS 0.4, the
 * Gita's translators 0.0-0.4, hadith English 0.5, Pickthall and Sujato 3.8, Saheeh International 7.2 once restored
 * (a verse that runs on into the next); npm quran-json's Saheeh International as shipped, 94.
 */
export const unendedLimit = 25;

/**
 * Lost-"q" words per thousand above which a translation reads as damaged: the damaged Gita translations had 2.9
 * to 4.6; transliterated Arabic that happens to look like one ('antum', 'adi') makes 0.02 in the hadith English.
 */
export const lostQLimit = 0.1;

export type TranslationFidelity = FidelityCounts & {
  translation: string;
  religion: string;
  language: string;
  isDefault: boolean;
  /** Why the translation reads as damaged; empty when it is clean. */
  damage: string[];
};

/**
 * The damage the counts show: any lost letter, markup, mojibake, doubled quote or stray punctuation, too many
 * verses without a final mark, or too many unknown words.
 */
export function damageOf(counts: FidelityCounts, english: boolean): string[] {
  const damage: string[] = [];
  if (lostQPerThousand(counts) > lostQLimit) damage.push(`${counts.lostQ} words lost a "q"`);
  if (counts.markup > 0) damage.push(`${counts.markup} verses with markup`);
  if (counts.mojibake > 0) damage.push(`${counts.mojibake} verses with mojibake`);
  if (counts.doubledQuotes > 0) damage.push(`${counts.doubledQuotes} verses with a doubled quotation mark`);
  if (counts.strayPunctuation > 0) damage.push(`${counts.strayPunctuation} verses with stray punctuation`);
  if (english && unendedPercent(counts) > unendedLimit)
    damage.push(`${counts.unended} verses end on a word, with no final mark (limit ${unendedLimit}%)`);
  const rate = unknownPerThousand(counts);
  if (english && rate > unknownWordLimit)
    damage.push(`${rate.toFixed(2)} unknown words per 1000 (limit ${unknownWordLimit})`);
  return damage;
}

/** Reads every imported translation from the database and checks its verse text. */
export async function checkLibraryFidelity(
  db: Database,
  religions?: readonly string[],
): Promise<TranslationFidelity[]> {
  const translations = rowsOf<{ id: string; religion: string; language: string; is_default: boolean }>(
    await db.execute(sql`select id, religion, language, is_default from translations order by religion, id`),
  ).filter((translation) => !religions || religions.includes(translation.religion));
  const results: TranslationFidelity[] = [];
  for (const translation of translations) {
    const rows = rowsOf<{ book: string; chapter: number; verse: number; text: string }>(
      await db.execute(
        sql`select book, chapter, verse, text from scriptures where translation = ${translation.id}`,
      ),
    );
    if (rows.length === 0) continue;
    const english = translation.language === 'en';
    const counts = emptyCounts();
    for (const row of rows) checkVerse(counts, row.text, english, `${row.book} ${row.chapter}:${row.verse}`);
    results.push({
      ...counts,
      translation: translation.id,
      religion: translation.religion,
      language: translation.language,
      isDefault: translation.is_default,
      damage: damageOf(counts, english),
    });
  }
  return results;
}

/** The table `npm run corpus -- verify` prints, one line per translation. */
export function fidelityTable(results: readonly TranslationFidelity[]): string {
  const header = `${'translation'.padEnd(28)} default   verses     words  unk/1000  lost-q markup mojibake quotes punct unended  status`;
  const lines = results.map((result) => {
    const cells = [
      result.translation.padEnd(28),
      (result.isDefault ? 'yes' : '').padEnd(7),
      String(result.verses).padStart(8),
      String(result.words).padStart(9),
      (result.language === 'en' ? unknownPerThousand(result).toFixed(2) : '-').padStart(9),
      String(result.lostQ).padStart(7),
      String(result.markup).padStart(6),
      String(result.mojibake).padStart(8),
      String(result.doubledQuotes).padStart(6),
      String(result.strayPunctuation).padStart(5),
      (result.language === 'en' ? String(result.unended) : '-').padStart(7),
      result.damage.length === 0 ? ' ok' : ` DAMAGED: ${result.damage.join('; ')}`,
    ];
    const examples = result.damage.length > 0 ? result.examples.map((example) => `\n    ${example}`) : [];
    return cells.join(' ') + examples.join('');
  });
  return [header, ...lines].join('\n');
}
