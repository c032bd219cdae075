import type { Database } from '../../db/client';
import {
  type SaveStudyItemRequest,
  type StudyExportFormat,
  type StudyItem,
  type UpdateStudyItemRequest,
} from '../../../common/api/study';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import { religions } from '../../../common/scripture/religions';
import { badRequest, notFound } from '../../lib/http-error';
import {
  deleteStudyItem,
  findOwnedKind,
  listStudyItems,
  updateStudyItem,
  upsertStudyItem,
  verseExists,
  type StudyFilters,
  type StudyItemRow,
} from './store';

const itemNotFound = () => notFound('Study item not found.');

function present(row: StudyItemRow): StudyItem {
  return {
    id: row.id,
    kind: row.kind,
    religion: row.religion as StudyItem['religion'],
    book: row.book,
    chapter: row.chapter,
    verse: row.verse,
    translation: row.translation,
    translationName: row.translationName ?? row.translation,
    reference: formatScriptureRef(row as Parameters<typeof formatScriptureRef>[0]),
    text: row.text ?? '',
    color: row.color as StudyItem['color'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readItem(db: Database, userId: string, id: number): Promise<StudyItem> {
  const [row] = await listStudyItems(db, userId, { id });
  if (!row) throw itemNotFound();
  return present(row);
}

export async function saveStudyItem(
  db: Database,
  userId: string,
  request: SaveStudyItemRequest,
): Promise<{ item: StudyItem; created: boolean }> {
  const { kind, religion, book, chapter, verse, translation } = request;
  const target = { religion, book: book.trim(), chapter, verse, translation };
  if (!(await verseExists(db, target))) {
    throw notFound(
      `${formatScriptureRef(target)} (${translation}) is not in the library. Check the book, chapter, verse and translation.`,
    );
  }
  const saved = await upsertStudyItem(db, userId, {
    ...target,
    kind,
    color: request.kind === 'highlight' ? request.color : null,
    note: request.kind === 'note' ? request.note.trim() : null,
  });
  return { item: await readItem(db, userId, saved.id), created: saved.created };
}

export async function changeStudyItem(
  db: Database,
  userId: string | null,
  id: number,
  patch: UpdateStudyItemRequest,
): Promise<StudyItem> {
  if (!userId) throw itemNotFound();
  const kind = await findOwnedKind(db, userId, id);
  if (!kind) throw itemNotFound();
  if (patch.color !== undefined && kind !== 'highlight') badRequestFor('color', kind);
  if (patch.note !== undefined && kind !== 'note') badRequestFor('note', kind);
  const note = patch.note?.trim();
  await updateStudyItem(db, userId, id, { ...patch, ...(note === undefined ? {} : { note }) });
  return readItem(db, userId, id);
}

function badRequestFor(field: 'color' | 'note', kind: string): never {
  throw badRequest(`A ${kind} has no ${field}: only a ${field === 'color' ? 'highlight' : 'note'} does.`);
}

export async function removeStudyItem(db: Database, userId: string | null, id: number): Promise<void> {
  if (!userId || !(await deleteStudyItem(db, userId, id))) throw itemNotFound();
}

export async function listStudy(db: Database, userId: string | null, filters: StudyFilters) {
  if (!userId) return { items: [] };
  return { items: (await listStudyItems(db, userId, filters)).map(present) };
}

const religionOrder = religions.map((religion) => religion.id as string);
const religionName = (id: string) => religions.find((religion) => religion.id === id)?.name ?? id;
const kindLabel = { bookmark: 'Bookmark', highlight: 'Highlight', note: 'Note' } as const;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export type StudyExport = { filename: string; contentType: string; body: string };

/** The caller's items as a Markdown or CSV file: reference, translation, verse text, note, date. */
export async function exportStudy(
  db: Database,
  userId: string | null,
  filters: StudyFilters,
  format: StudyExportFormat,
  now = new Date(),
): Promise<StudyExport> {
  const rows = userId ? await listStudyItems(db, userId, filters) : [];
  rows.sort(
    (a, b) =>
      religionOrder.indexOf(a.religion) - religionOrder.indexOf(b.religion) ||
      b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
  const stem = `sacred-circle-study-${dayOf(now)}`;
  return format === 'csv'
    ? { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(rows) }
    : { filename: `${stem}.md`, contentType: 'text/markdown; charset=utf-8', body: toMarkdown(rows, now) };
}

const referenceOf = (row: StudyItemRow) =>
  formatScriptureRef(row as Parameters<typeof formatScriptureRef>[0]);
const translationOf = (row: StudyItemRow) =>
  row.translationName ? `${row.translationName} (${row.translation})` : row.translation;

function toMarkdown(rows: StudyItemRow[], now: Date): string {
  const lines = ['# My Study — Sacred Circle', '', `Exported ${dayOf(now)}. ${rows.length} items.`];
  let religion: string | undefined;
  for (const row of rows) {
    if (row.religion !== religion) {
      religion = row.religion;
      lines.push('', `## ${religionName(religion)}`);
    }
    const colour = row.color ? ` (${row.color})` : '';
    lines.push('', `### ${referenceOf(row)} — ${kindLabel[row.kind]}${colour}`, '');
    lines.push(`*${translationOf(row)}* · ${dayOf(row.updatedAt)}`, '');
    const text = (row.text ?? '').trim();
    for (const line of text ? text.split('\n') : ['(this verse is no longer in the library)']) {
      lines.push(`> ${line}`);
    }
    if (row.note) lines.push('', `Note: ${row.note}`);
  }
  return `${lines.join('\n')}\n`;
}

const csvHeader = ['Tradition', 'Reference', 'Translation', 'Kind', 'Colour', 'Verse text', 'Note', 'Date'];

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula starts with an apostrophe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toCsv(rows: StudyItemRow[]): string {
  const lines = [
    csvHeader,
    ...rows.map((row) => [
      religionName(row.religion),
      referenceOf(row),
      translationOf(row),
      kindLabel[row.kind],
      row.color ?? '',
      row.text ?? '',
      row.note ?? '',
      dayOf(row.updatedAt),
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
