import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';

/**
 * Reads of `scriptures` in one function's source that do not apply visibleScriptureRows: a function must apply
 * it at least once per read. A join on an already-read row's id, or on its neighbour in the same chapter and
 * translation, reads nothing a staged source could add, so it needs none.
 */
function unguardedReads(source: string): string[] {
  const functions = source.split(/\n(?=(?:export )?(?:async )?function )/);
  const problems: string[] = [];
  for (const body of functions) {
    const reads = [
      ...body.matchAll(/\b(?:from|join)\s+scriptures\b[^\n]*|(?:from|[jJ]oin)\(\s*scriptures\b/g),
    ]
      .map((match) => match[0])
      .filter((read) => !/\bon\s+\w+\.id\s*=/.test(read))
      .filter((read) => !/join scriptures (\w+) on \1\.religion = (\w+)\.religion/.test(read));
    const guards = body.match(/visibleScriptureRows(?:Text)?\(/g)?.length ?? 0;
    if (reads.length > guards)
      problems.push(`${body.match(/function (\w+)/)?.[1] ?? '?'}: ${reads.join(' | ')}`);
  }
  return problems;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(int\.)?test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('every read of scriptures skips sources still being staged', () => {
  it('finds a read without the condition, and accepts one with it or a join on an id', () => {
    const without =
      'export async function a(db) {\n  return db.execute(sql`select text from scriptures s`);\n}';
    const guarded =
      "export async function b(db) {\n  return db.execute(sql`select text from scriptures s where ${visibleScriptureRows('s')}`);\n}";
    const byId =
      'async function c(db) {\n  return db.execute(sql`select 1 from top join scriptures s on s.id = top.id`);\n}';
    const builder =
      'export async function d(db) {\n  return db.select().from(scriptures).where(eq(scriptures.id, 1));\n}';
    expect(unguardedReads([without, guarded, byId, builder].join('\n'))).toEqual([
      'a: from scriptures s`);',
      'd: from(scriptures',
    ]);
  });

  it('holds for the server: only the corpus importer and the schema read staged rows', () => {
    const server = path.join(projectRoot, 'server');
    const exempt = [path.join(server, 'corpus'), path.join(server, 'db')];
    const problems = sourceFiles(server)
      .filter((file) => !exempt.some((folder) => file.startsWith(folder + path.sep)))
      .flatMap((file) =>
        unguardedReads(readFileSync(file, 'utf8')).map(
          (problem) => `${path.relative(server, file)} ${problem}`,
        ),
      );
    expect(problems).toEqual([]);
  });
});
