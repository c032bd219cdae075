import type { Database } from '../../db/client';
import type { TranslationRow } from './retrieval-store';
import { chapterVerseCounts, listOtherEnglishTranslations } from './other-wording-store';
import { mapVersification, type ChapterCount } from './tanakh-versification';

/*
 * A question's words are often not the verse's words: the Gita's default translator says 'the man of steady
 * wisdom' where another says 'the one who is content', the Qur'an's 'those who fear Allah' is another's 'the
 * God-conscious'. The library holds several English translations of the same verses, so a verse of a quotable
 * translation is also found through the others' wording of it; the verse shown and quoted stays the quotable one.
 */

/** A chapter whose verses line up: the quotable translation's verse v is the other translation's verse v - shift. */
export type PairedChapter = { book: string; otherBook: string; chapter: number; shift: number };

/** Another translation whose wording finds a quotable translation's verses, and the chapters where they line up. */
export type OtherWording = {
  translation: string;
  religion: string;
  other: string;
  otherReligion: string;
  chapters: readonly PairedChapter[];
};

/** Two translations of one tradition pair a chapter when the book is the same and it holds as many verses in both. */
export function pairSameNumbering(
  quotable: readonly ChapterCount[],
  other: readonly ChapterCount[],
): PairedChapter[] {
  const counts = new Map(other.map((entry) => [`${entry.book}|${entry.chapter}`, entry.verses]));
  return quotable.flatMap((entry) =>
    counts.get(`${entry.book}|${entry.chapter}`) === entry.verses
      ? [{ book: entry.book, otherBook: entry.book, chapter: entry.chapter, shift: 0 }]
      : [],
  );
}

/**
 * Translations never used as another wording: the KJV is older English than the WEB it would stand beside, so it
 * adds the senses readers no longer mean ('content the people' for please, 'covetousness' for greed) and none of
 * their words (on the dev set it changed nothing, and 'I am jealous of my brother' gained 2 Corinthians 9:5).
 */
const NOT_ANOTHER_WORDING: ReadonlySet<string> = new Set(['kjv']);

/** A modern English Bible in the public domain whose Old Testament follows the Masoretic text. */
const TANAKH_MODERN_WORDING = { translation: 'web', religion: 'christianity' } as const;

/** Each translation's chapters counted once per build of the list (the Bible's are asked for twice). */
type Counter = (religion: string, translation: string) => Promise<ChapterCount[]>;

async function buildOtherWordings(
  db: Database,
  quotable: readonly TranslationRow[],
): Promise<OtherWording[]> {
  const counted = new Map<string, Promise<ChapterCount[]>>();
  const count: Counter = (religion, translation) => {
    const key = `${religion}|${translation}`;
    if (!counted.has(key)) counted.set(key, chapterVerseCounts(db, religion, translation));
    return counted.get(key)!;
  };
  const others = await listOtherEnglishTranslations(db);
  const pairs = quotable.flatMap((translation) =>
    others
      .filter((other) => other.religion === translation.religion && !NOT_ANOTHER_WORDING.has(other.id))
      .map(async (other): Promise<OtherWording> => {
        const [mine, theirs] = await Promise.all([
          count(translation.religion, translation.id),
          count(other.religion, other.id),
        ]);
        return {
          translation: translation.id,
          religion: translation.religion,
          other: other.id,
          otherReligion: other.religion,
          chapters: pairSameNumbering(mine, theirs),
        };
      }),
  );
  // The Tanakh has no other English translation of its own: a Christian Bible's Old Testament says its verses.
  const tanakh = quotable.find((translation) => translation.religion === 'judaism');
  const modern = tanakh
    ? Promise.all([
        count('judaism', tanakh.id),
        count(TANAKH_MODERN_WORDING.religion, TANAKH_MODERN_WORDING.translation),
      ]).then(([mine, theirs]): OtherWording => ({
        translation: tanakh.id,
        religion: 'judaism',
        other: TANAKH_MODERN_WORDING.translation,
        otherReligion: TANAKH_MODERN_WORDING.religion,
        chapters: mapVersification(mine, theirs).map((entry) => ({
          book: entry.tanakhBook,
          otherBook: entry.modernBook,
          chapter: entry.chapter,
          shift: entry.shift,
        })),
      }))
    : undefined;
  const all = await Promise.all([...pairs, ...(modern ? [modern] : [])]);
  return all.filter((wording) => wording.chapters.length > 0);
}

/** The other wordings per library generation: a group-by per translation, read once. */
const wordingCache = new WeakMap<Database, { generation: string; wordings: Promise<OtherWording[]> }>();

/**
 * Every pairing of a quotable translation with another English one of its tradition that numbers chapters alike
 * (Pickthall beside Saheeh International, four Gita translators beside Purohit), and the Tanakh's with the WEB's
 * Old Testament by versification.
 */
export function otherWordingsOf(
  db: Database,
  generation: string,
  quotable: readonly TranslationRow[],
): Promise<OtherWording[]> {
  const cached = wordingCache.get(db);
  if (cached?.generation === generation) return cached.wordings;
  const wordings = buildOtherWordings(db, quotable);
  wordingCache.set(db, { generation, wordings });
  wordings.catch(() => wordingCache.delete(db));
  return wordings;
}
