import { asc } from 'drizzle-orm';
import type { CorpusSourceStatus } from '../../common/api/health';
import type { Database } from '../db/client';
import { corpusImports } from '../db/schema/scripture';

/** Import state of every corpus source recorded so far. */
export async function listCorpusStatus(db: Database): Promise<CorpusSourceStatus[]> {
  const rows = await db.select().from(corpusImports).orderBy(asc(corpusImports.source));
  return rows.map((row) => ({
    source: row.source,
    religion: row.source.split(':')[0] ?? row.source,
    title: row.source,
    status: row.status,
    rows: row.rowCount,
    ...(row.error ? { hint: row.error } : {}),
  }));
}
