/**
 * `CORPUS_MIRROR=… npx tsx eval/retrieval/dev-score.ts [--list]`: a rough hit@5 per tradition on the DEV set
 * (dev-set.md), against the passages its author expected a scholar to cite, so a change can be compared on the set
 * one may look at while the held-apart set stays unread. The expectations are a short list written from memory,
 * not judged in the library: the figure is a proxy for direction, never a result to report as the eval's. Some
 * references cannot be matched and are skipped (the Manu Smriti, the Therigatha, names like 'Kalama Sutta'). The
 * Tanakh is numbered as the JPS text numbers it; the dev set sometimes gives the English numbering, so a reference
 * is widened by one verse either side, as the eval widens its own. `--list` prints every list with its hits;
 * `--plain` leaves out the other translations' wording of each verse (a before/after).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { religionIds, type ReligionId } from '../../common/scripture/religions';
import { parseScriptureRef } from '../../common/scripture/scripture-ref';
import type { Database } from '../../server/db/client';
import type { Passage } from '../../server/features/chat/guide/guide';
import { retrievePassages } from '../../server/features/chat/retrieval';
import { openFullLibrary } from './library';

type Expected = { book: string; chapter?: number; chapterEnd?: number; from?: number; to?: number };
type SuttaChapter = { book: string; number: number; sourceId: string | null };

const letters: Record<string, ReligionId> = {
  C: 'christianity',
  I: 'islam',
  J: 'judaism',
  H: 'hinduism',
  B: 'buddhism',
};
const suttaCodes: Record<string, string> = { SN: 'sn', AN: 'an', MN: 'mn', DN: 'dn', Sn: 'snp' };

/** The sutta with SuttaCentral id `id`, directly or inside a range unit ('an2.31' in 'an2.21-31'). */
function suttaOf(chapters: readonly SuttaChapter[], id: string): SuttaChapter | undefined {
  const exact = chapters.find((chapter) => chapter.sourceId === id);
  if (exact) return exact;
  const parts = /^([a-z]+\d+\.)(\d+)$/.exec(id);
  if (!parts) return undefined;
  const wanted = Number(parts[2]);
  return chapters.find((chapter) => {
    const range = new RegExp(`^${parts[1]!.replace('.', '\\.')}(\\d+)-(\\d+)$`).exec(chapter.sourceId ?? '');
    return range !== null && wanted >= Number(range[1]) && wanted <= Number(range[2]);
  });
}

function parseExpected(religion: ReligionId, list: string, suttas: readonly SuttaChapter[]): Expected[] {
  const found: Expected[] = [];
  let lastBook: string | undefined;
  for (const raw of list.split(',').map((part) => part.replace(/\(.*?\)/g, '').trim())) {
    if (religion === 'buddhism') {
      const dhp = /^Dhp (\d+)(?:-(\d+))?$/.exec(raw);
      // The library numbers the Dhammapada's verses 1-423 across its chapters (the vaggas).
      if (dhp) found.push({ book: 'Dhammapada', from: Number(dhp[1]), to: Number(dhp[2] ?? dhp[1]) });
      const sutta = /^(SN|AN|MN|DN|Sn) (\d+(?:\.\d+)?)$/.exec(raw);
      const chapter = sutta && suttaOf(suttas, `${suttaCodes[sutta[1]!]}${sutta[2]}`);
      if (chapter) found.push({ book: chapter.book, chapter: chapter.number });
      continue;
    }
    if (religion === 'islam') {
      const verse = /^(\d+):(\d+)(?:-(\d+))?$/.exec(raw);
      if (verse)
        found.push({
          book: "Qur'an",
          chapter: Number(verse[1]),
          from: Number(verse[2]),
          to: Number(verse[3] ?? verse[2]),
        });
      continue;
    }
    const chapters = /^((?:\d )?[A-Z][a-z]+) (\d+)-(\d+)$/.exec(raw);
    if (chapters) {
      const ref = parseScriptureRef(`${chapters[1]} ${chapters[2]}`, { religion });
      if (ref) found.push({ book: ref.book, chapter: Number(chapters[2]), chapterEnd: Number(chapters[3]) });
      continue;
    }
    // '107:1' after 'Ps 100:4' is another psalm.
    const bare = /^(\d+):(\d+)(?:-(\d+))?$/.exec(raw);
    if (bare && lastBook) {
      found.push({
        book: lastBook,
        chapter: Number(bare[1]),
        from: Number(bare[2]),
        to: Number(bare[3] ?? bare[2]),
      });
      continue;
    }
    const ref = parseScriptureRef(raw, { religion });
    if (!ref || ref.religion !== religion) continue;
    lastBook = ref.book;
    found.push({
      book: ref.book,
      chapter: ref.chapter,
      ...(ref.verse ? { from: ref.verse, to: ref.verseEnd ?? ref.verse } : {}),
    });
  }
  return found;
}

function fits(passage: Passage, expected: readonly Expected[]): boolean {
  const last = passage.ref.verseEnd ?? passage.verse;
  return expected.some(
    (want) =>
      passage.book === want.book &&
      (want.book === 'Dhammapada' ||
        (want.chapterEnd !== undefined
          ? passage.chapter >= want.chapter! && passage.chapter <= want.chapterEnd
          : passage.chapter === want.chapter)) &&
      (want.from === undefined || (last >= want.from - 1 && passage.verse <= want.to! + 1)),
  );
}

async function readItems(db: Database) {
  const suttas = (
    (await db.execute(
      sql`select book, number, source_id as "sourceId" from book_chapters where religion = 'buddhism'`,
    )) as unknown as { rows: SuttaChapter[] }
  ).rows;
  return readFileSync(new URL('./dev-set.md', import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const item = /^\d+\.\s+(.+?)\s+—\s+(.*)$/.exec(line);
      if (!item) return [];
      const expected = new Map<ReligionId, Expected[]>();
      for (const part of item[2]!.split(/;\s*/)) {
        const entry = /^([CIJHB]) (.*)$/.exec(part.trim());
        const religion = entry && letters[entry[1]!];
        if (religion) expected.set(religion, parseExpected(religion, entry[2]!, suttas));
      }
      return [{ question: item[1]!, expected }];
    });
}

const listing = process.argv.includes('--list');
// `--plain`: verses found by their own words only, not also through other translations' wording (a before/after).
const options = process.argv.includes('--plain') ? { otherWordings: false } : {};
const database = await openFullLibrary();
try {
  const items = await readItems(database.db);
  const tally = new Map<
    ReligionId,
    { pairs: number; hits: number; empty: number; fitting: number; shown: number }
  >();
  for (const { question, expected } of items) {
    const { passages } = await retrievePassages(database.db, question, { perReligion: 5, ...options });
    if (listing) console.log(`\n## ${question}`);
    for (const religion of religionIds) {
      const wanted = expected.get(religion) ?? [];
      if (wanted.length === 0) continue;
      const list = passages[religion] ?? [];
      const good = list.filter((passage) => fits(passage, wanted));
      const row = tally.get(religion) ?? { pairs: 0, hits: 0, empty: 0, fitting: 0, shown: 0 };
      row.pairs += 1;
      row.hits += good.length > 0 ? 1 : 0;
      row.empty += list.length === 0 ? 1 : 0;
      row.fitting += good.length;
      row.shown += list.length;
      tally.set(religion, row);
      if (!listing) continue;
      console.log(`  ${religion} ${good.length > 0 ? 'hit' : 'miss'}`);
      for (const passage of list)
        console.log(
          `    ${good.includes(passage) ? '*' : ' '} ${passage.reference.padEnd(26)} ${passage.text.replace(/\s+/g, ' ').slice(0, 100)}`,
        );
    }
  }
  console.log(
    '\nDev set (a proxy, see the header): tradition, hit@5, empty lists, share of shown passages expected',
  );
  for (const [religion, row] of tally)
    console.log(
      `  ${religion.padEnd(13)} ${((100 * row.hits) / row.pairs).toFixed(1).padStart(5)}% of ${row.pairs}` +
        `  empty ${row.empty}  precision ${(row.fitting / Math.max(1, row.shown)).toFixed(2)}`,
    );
} finally {
  await database.close();
}
