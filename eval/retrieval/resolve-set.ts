/**
 * `npx tsx eval/retrieval/resolve-set.ts [--texts FILE]` (CORPUS_MIRROR set): reads set-source.txt, resolves every
 * reference against the full library (hadith by collection number or a phrase, suttas by SuttaCentral id, sutta segments by a
 * phrase of them), writes judged-set.json with ScriptureRefs only, and prints (or writes to FILE) each reference's
 * text, so a person can read that every passage fits its theme. A reference that does not resolve, or that the
 * library does not hold, stops the run with every such line listed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { sql } from 'drizzle-orm';
import { religionIds, type ReligionId } from '../../common/scripture/religions';
import {
  formatScriptureRef,
  parseScriptureRef,
  type ScriptureRef,
} from '../../common/scripture/scripture-ref';
import { rowsOf } from '../../server/corpus/store';
import type { Database } from '../../server/db/client';
import { visibleScriptureRows } from '../../server/db/visible-scriptures';
import { themesIn } from '../../server/features/chat/theme-lexicon';
import { openFullLibrary } from './library';
import { parseSetSource, type SourceItem } from './set-source';
import type { JudgedItem, JudgedSet } from './judged-set';
import type { ParallelsSet } from './parallels';

const here = dirname(fileURLToPath(import.meta.url));

const suttaBooks: Record<string, string> = {
  dn: 'Digha Nikaya',
  mn: 'Majjhima Nikaya',
  sn: 'Samyutta Nikaya',
  an: 'Anguttara Nikaya',
  snp: 'Sutta Nipata',
  ud: 'Udana',
  iti: 'Itivuttaka',
  kp: 'Khuddakapatha',
};
const hadithBooks: Record<string, string> = {
  bukhari: 'Sahih al-Bukhari',
  muslim: 'Sahih Muslim',
  abudawud: 'Sunan Abu Dawud',
  tirmidhi: "Jami' at-Tirmidhi",
  nasai: "Sunan an-Nasa'i",
  ibnmajah: 'Sunan Ibn Majah',
};

/** Segments of a sutta short enough to cite whole. */
const SHORT_SUTTA = 50;

type DefaultTranslations = Map<string, string[]>;

const kitabCache = new Map<string, Promise<{ chapter: number; last: number }[]>>();
function kitabSizes(db: Database, book: string): Promise<{ chapter: number; last: number }[]> {
  if (!kitabCache.has(book)) {
    kitabCache.set(
      book,
      db
        .execute(
          sql`select chapter, max(verse)::int as last from scriptures s where religion = 'islam' and book = ${book}
            and translation = 'hadith-english' and ${visibleScriptureRows('s')} group by chapter order by chapter`,
        )
        .then((result) => rowsOf<{ chapter: number; last: number }>(result)),
    );
  }
  return kitabCache.get(book)!;
}

async function defaultTranslations(db: Database): Promise<DefaultTranslations> {
  const rows = rowsOf<{ id: string; religion: string }>(
    await db.execute(
      sql`select id, religion from translations where is_default and not is_original order by id`,
    ),
  );
  const byReligion: DefaultTranslations = new Map();
  for (const row of rows) byReligion.set(row.religion, [...(byReligion.get(row.religion) ?? []), row.id]);
  return byReligion;
}

/** The sutta whose SuttaCentral id is `id`, directly or inside a range unit ('an2.32-41'). */
async function suttaChapter(db: Database, book: string, id: string): Promise<number | null> {
  const rows = rowsOf<{ number: number; sourceId: string }>(
    await db.execute(sql`select number, source_id as "sourceId" from book_chapters
      where religion = 'buddhism' and book = ${book} and (source_id = ${id} or source_id like ${`${id.replace(/[\d.]+$/, '')}%-%`})`),
  );
  const exact = rows.find((row) => row.sourceId === id);
  if (exact) return exact.number;
  const match = /^([a-z]+(?:\d+\.)?)(\d+)$/.exec(id);
  if (!match) return null;
  const [, prefix, numberText] = match;
  const wanted = Number(numberText);
  for (const row of rows) {
    const range = new RegExp(`^${prefix!.replace('.', '\\.')}(\\d+)-(\\d+)$`).exec(row.sourceId);
    if (range && wanted >= Number(range[1]) && wanted <= Number(range[2])) return row.number;
  }
  return null;
}

async function versesOf(
  db: Database,
  ref: ScriptureRef,
  translation: string,
): Promise<{ verse: number; text: string }[]> {
  const first = ref.verse ?? 1;
  const last = ref.verse === undefined ? 100_000 : (ref.verseEnd ?? ref.verse);
  return rowsOf<{ verse: number; text: string }>(
    await db.execute(sql`select verse, text from scriptures s
      where religion = ${ref.religion} and book = ${ref.book} and chapter = ${ref.chapter}
        and translation = ${translation} and verse between ${first} and ${last}
        and ${visibleScriptureRows('s')}
      order by verse`),
  );
}

/** One written reference → a ScriptureRef of the library, or the reason it is not one. */
async function resolveOne(
  db: Database,
  religion: ReligionId,
  written: string,
): Promise<ScriptureRef | string> {
  const [head, phrase] = written.split('~').map((part) => part.trim());
  const hadith = /^([a-z]+):(\d+)$/.exec(head!);
  if (hadith && hadithBooks[hadith[1]!]) {
    // The library numbers a hadith within its kitab; the collection's running number counts through the kitabs.
    // That agrees with the usual numbering in the first kitabs only (the source skips and merges some hadith
    // later on), so the set cites later hadith by a phrase of their text instead.
    const book = hadithBooks[hadith[1]!]!;
    let remaining = Number(hadith[2]);
    for (const { chapter, last } of await kitabSizes(db, book)) {
      if (remaining <= last) return { religion, book, chapter, verse: remaining };
      remaining -= last;
    }
    return `no ${book} hadith numbered ${hadith[2]}`;
  }
  const quoted = hadithBooks[head!];
  if (quoted && phrase) {
    const rows = rowsOf<{ chapter: number; verse: number }>(
      await db.execute(sql`select chapter, verse from scriptures s where religion = 'islam' and book = ${quoted}
        and translation = 'hadith-english' and text ilike ${`%${phrase}%`} and ${visibleScriptureRows('s')}
        order by chapter, verse limit 1`),
    );
    if (rows.length === 0) return `no ${quoted} hadith holds "${phrase}"`;
    return { religion, book: quoted, chapter: rows[0]!.chapter, verse: rows[0]!.verse };
  }
  const sutta = /^(dn|mn|sn|an|snp|ud|iti|kp)(\d[\d.]*)$/.exec(head!);
  if (sutta) {
    const book = suttaBooks[sutta[1]!]!;
    const chapter = await suttaChapter(db, book, head!);
    if (chapter === null) return `no sutta ${head} in ${book}`;
    if (!phrase) return { religion, book, chapter };
    const rows = rowsOf<{ verse: number }>(
      await db.execute(sql`select verse from scriptures s where religion = 'buddhism' and book = ${book}
        and chapter = ${chapter} and translation = 'sujato' and text ilike ${`%${phrase}%`}
        and ${visibleScriptureRows('s')} order by verse limit 1`),
    );
    if (rows.length > 0) return { religion, book, chapter, verse: rows[0]!.verse };
    // A short sutta is cited whole when the phrase is not in its translation.
    const size = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from scriptures s where religion = 'buddhism'
        and book = ${book} and chapter = ${chapter} and translation = 'sujato' and ${visibleScriptureRows('s')}`),
    )[0]!.count;
    if (size <= SHORT_SUTTA) return { religion, book, chapter };
    return `no segment of ${head} holds "${phrase}"`;
  }
  const ref = parseScriptureRef(head!, { religion });
  if (!ref || ref.religion !== religion) return `not a ${religion} reference`;
  return ref;
}

/** The verses of a reference in the first of its tradition's default translations that holds them. */
async function defaultVerses(db: Database, ref: ScriptureRef, translations: DefaultTranslations) {
  for (const translation of translations.get(ref.religion) ?? []) {
    const verses = await versesOf(db, ref, translation);
    if (verses.length > 0) return verses;
  }
  return [];
}

type Resolved = { item: SourceItem; acceptable: Partial<Record<ReligionId, string[]>>; verse?: string };

/** Resolves one written set; problems and the texts read go to the lists given. */
async function resolveItems(
  db: Database,
  translations: DefaultTranslations,
  source: readonly SourceItem[],
  problems: string[],
  report: string[],
): Promise<Resolved[]> {
  const resolvedItems: Resolved[] = [];
  const check = async (religion: ReligionId, written: string, where: string): Promise<string | null> => {
    const resolved = await resolveOne(db, religion, written);
    if (typeof resolved === 'string') {
      problems.push(`${where} / ${religion} / ${written}: ${resolved}`);
      return null;
    }
    const formatted = formatScriptureRef(resolved);
    const again = parseScriptureRef(formatted, { religion });
    if (!again || formatScriptureRef(again) !== formatted) {
      problems.push(`${where} / ${written}: ${formatted} does not parse back`);
      return null;
    }
    const verses = await defaultVerses(db, resolved, translations);
    const expected =
      resolved.verse === undefined ? 1 : (resolved.verseEnd ?? resolved.verse) - resolved.verse + 1;
    if (verses.length < expected) {
      problems.push(`${where} / ${written}: ${formatted} has ${verses.length} of ${expected} verses`);
      return null;
    }
    const shown = (resolved.verse === undefined ? verses.slice(0, 4) : verses)
      .map((verse) => verse.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    report.push(`  ${religion.slice(0, 4)} ${written} = ${formatted}: ${shown.slice(0, 260)}`);
    return formatted;
  };
  for (const item of source) {
    if (item.kind !== 'verse') {
      const lexicon = themesIn(item.text).map((theme) => theme.label);
      if (lexicon.length > 0) problems.push(`${item.text}: calls up lexicon themes (${lexicon.join(', ')})`);
    }
    report.push(`\n## ${item.kind}: ${item.text}`);
    const verse = item.religion ? await check(item.religion, item.text, item.text) : undefined;
    const acceptable: Partial<Record<ReligionId, string[]>> = {};
    for (const religion of religionIds) {
      for (const written of item.refs[religion] ?? []) {
        const formatted = await check(religion, written, item.text);
        if (formatted && !(acceptable[religion] ?? []).includes(formatted)) {
          (acceptable[religion] ??= []).push(formatted);
        }
      }
    }
    resolvedItems.push({ item, acceptable, ...(verse ? { verse } : {}) });
  }
  return resolvedItems;
}

/** Written the way the repository's Prettier formats it, so a re-run changes only what changed. */
async function writeJson(name: string, value: unknown): Promise<void> {
  const file = join(here, name);
  writeFileSync(
    file,
    await format(JSON.stringify(value), { ...(await resolveConfig(file)), filepath: file }),
  );
}

async function main(): Promise<void> {
  const textsFile = process.argv.includes('--texts')
    ? process.argv[process.argv.indexOf('--texts') + 1]
    : undefined;
  const read = (file: string) => parseSetSource(readFileSync(join(here, file), 'utf8'));
  const database = await openFullLibrary();
  const translations = await defaultTranslations(database.db);
  const problems: string[] = [];
  const report: string[] = [];
  const judged = await resolveItems(database.db, translations, read('set-source.txt'), problems, report);
  const parallels = await resolveItems(
    database.db,
    translations,
    read('parallels-source.txt'),
    problems,
    report,
  );
  await database.close();

  const items: JudgedItem[] = judged.map(({ item, acceptable }) => ({
    id: item.id,
    kind: item.kind as JudgedItem['kind'],
    text: item.text,
    quranClassic: (acceptable.islam ?? []).some((ref) => ref.startsWith("Qur'an ")),
    acceptable,
  }));
  const set: JudgedSet = { items };
  await writeJson('judged-set.json', set);
  const verses: ParallelsSet = {
    verses: parallels.flatMap(({ item, acceptable, verse }) =>
      verse && item.religion ? [{ religion: item.religion, reference: verse, acceptable }] : [],
    ),
  };
  await writeJson('parallels-set.json', verses);

  if (textsFile) writeFileSync(textsFile, report.join('\n') + '\n');
  else console.log(report.join('\n'));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problems:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  console.log(
    `\n${items.length} items (${items.filter((item) => item.kind === 'theme').length} themes), ` +
      `${items.reduce((total, item) => total + Object.values(item.acceptable).flat().length, 0)} references; ` +
      `${verses.verses.length} Parallels verses.`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

await main();
