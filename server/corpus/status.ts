import type { CorpusSourceStatus } from '../../common/api/health';
import type { Database } from '../db/client';
import { corpusImports } from '../db/schema/scripture';
import { corpusSources } from './registry';

type ImportRow = typeof corpusImports.$inferSelect;

/**
 * Every known corpus source with its state: complete, importing, failed or missing (never attempted, or not
 * reachable), and when it is not complete a hint saying how to provide it. Offline fallbacks are listed only
 * while they stand in for a missing source.
 */
export async function listCorpusStatus(db: Database): Promise<CorpusSourceStatus[]> {
  const rows = new Map<string, ImportRow>(
    (await db.select().from(corpusImports)).map((row) => [row.source, row]),
  );
  const statuses: CorpusSourceStatus[] = [];
  for (const source of corpusSources) {
    const row = rows.get(source.id);
    if (source.fallbackFor && !row) continue;
    const status = row?.status ?? 'missing';
    const base = {
      source: source.id,
      religion: source.religion,
      title: source.title,
      status,
      rows: row?.rowCount ?? 0,
    };
    if (status === 'complete') {
      statuses.push(base);
      continue;
    }
    const fallback = corpusSources.find((candidate) => candidate.fallbackFor === source.id);
    const standIn =
      fallback && rows.get(fallback.id)?.status === 'complete' ? ` Meanwhile: ${fallback.title}.` : '';
    if (status === 'importing') {
      statuses.push({ ...base, hint: `Importing now; the reader shows it when it is complete.${standIn}` });
      continue;
    }
    const reason =
      status === 'failed'
        ? `Import failed: ${row?.error ?? 'unknown error'}.`
        : row?.error
          ? `Not available: ${row.error}.`
          : 'Not imported yet.';
    statuses.push({ ...base, hint: `${reason} ${source.provide}${standIn}` });
  }
  return statuses;
}
