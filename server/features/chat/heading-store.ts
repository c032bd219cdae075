import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import { ELIDED_OPENING, type CandidateRow, type CandidateTerm } from './retrieval-store';
import { tsquery } from './term-match-sql';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every chapter title of the library with its English stems (a few thousand short rows, read once a generation). */
export async function readChapterTitles(
  db: Database,
): Promise<{ religion: string; book: string; chapter: number; title: string; lexemes: string }[]> {
  return rowsOf(
    await db.execute(sql`
      select religion, book, number as chapter, title, to_tsvector('english', title)::text as lexemes
      from book_chapters where title is not null and title <> ''
      order by religion, book, number`),
  );
}

/**
 * The verses under headings that name the question's idea, as ranking candidates (with their neighbours): per
 * chapter the ones that also say one of the question's words first, then in order, at most `perChapter`. A sutta
 * is hundreds of segments; a Dhammapada vagga a dozen verses.
 */
export async function findHeadingCandidates(
  db: Database,
  query: {
    chapters: readonly { religion: string; book: string; chapter: number }[];
    translations: readonly string[];
    terms: readonly CandidateTerm[];
    perChapter: number;
  },
): Promise<CandidateRow[]> {
  if (query.chapters.length === 0 || query.translations.length === 0) return [];
  const wanted = query.chapters.map(
    (row) => sql`(x.religion = ${row.religion} and x.book = ${row.book} and x.chapter = ${row.chapter})`,
  );
  const words = query.terms.length > 0 ? tsquery(query.terms) : sql`''::tsquery`;
  return rowsOf<CandidateRow>(
    await db.execute(sql`
      with picked as (
        select id, rank from (
          select x.id, ts_rank(x.search, ${words}, 1) as rank,
            row_number() over (
              partition by x.religion, x.book, x.chapter
              order by (x.search @@ ${words}) desc, ts_rank(x.search, ${words}, 1) desc, x.verse
            ) as position
          from scriptures x
          where (${sql.join(wanted, sql` or `)})
            and x.translation = any(${sql.param([...query.translations])}::text[])
            and ${visibleScriptureRows('x')}
            and x.text !~ ${ELIDED_OPENING.source}
        ) ordered
        where position <= ${query.perChapter}
      )
      select s.religion, s.book, s.chapter, s.verse, s.translation, s.text, picked.rank::float8 as score,
        s.search::text as lexemes, null as "otherWordings",
        p.text as "previousText", p.search::text as "previousLexemes",
        n.text as "nextText", n.search::text as "nextLexemes"
      from picked
      join scriptures s on s.id = picked.id
      left join scriptures p on p.religion = s.religion and p.book = s.book and p.chapter = s.chapter
        and p.translation = s.translation and p.verse = s.verse - 1
      left join scriptures n on n.religion = s.religion and n.book = s.book and n.chapter = s.chapter
        and n.translation = s.translation and n.verse = s.verse + 1
      order by s.religion, s.book, s.chapter, s.verse`),
  );
}
