/**
 * "Download my data" for a heavy reader: how large data.json, index.html and the zip are, how long building them
 * takes, and how much the server's heap grows while they are in memory (the route builds data.json whole for one
 * person, ADR 0151). The reader has `--messages` chat messages (half questions of ~120 characters, half answers of
 * ~2,000 characters with their context and four verse references, as the chat stores them) in 100 conversations,
 * plus 200 study notes. Embedded database (PGlite), one run after a warm-up.
 *
 *   npx tsx --expose-gc bench/export-size.ts [--messages 2000]
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chatMessages } from '../server/db/schema/chat';
import { users } from '../server/db/schema/users';
import { studyItems } from '../server/db/schema/study';
import { openDatabase } from '../server/db/client';
import { buildAccountExport } from '../server/features/account-export/service';
import { renderExportHtml } from '../server/features/account-export/index-html';
import { zipArchive } from '../server/features/account-export/zip-archive';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const messages = Number(argument('--messages')) || 2000;
const gc = (globalThis as { gc?: () => void }).gc;

// Words in a random order (seeded), so the zip compresses them as it would prose rather than a repeated line.
const vocabulary = [
  ...new Set(readFileSync(new URL('../docs/product.md', import.meta.url), 'utf8').match(/[A-Za-z]{3,}/g)),
];
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
function prose(length: number) {
  let text = '';
  while (text.length < length) text += `${vocabulary[Math.floor(random() * vocabulary.length)]} `;
  return text.slice(0, length);
}
const answer = () =>
  `<christianity>${prose(650)}</christianity><judaism>${prose(650)}</judaism><islam>${prose(650)}</islam>`;

const handle = await openDatabase({ driver: 'pglite' });
await handle.migrate();
const { db } = handle;
const [reader] = await db
  .insert(users)
  .values({ email: 'heavy.reader@example.org', username: 'heavy_reader', firstName: 'Heavy', verified: 1 })
  .returning({ id: users.id });
const userId = reader!.id;

const rows = Array.from({ length: messages }, (_, i) => {
  const isQuestion = i % 2 === 0;
  const context = {
    religion: 'christianity',
    book: 'John',
    chapter: (i % 21) + 1,
    persona: 'Christian Scholar',
  };
  return {
    sessionId: `session-${Math.floor(i / (messages / 100))}`,
    userId,
    type: isQuestion ? ('user' as const) : ('ai' as const),
    content: isQuestion
      ? `What does this chapter say about forgiveness and how do other traditions read it? (${i})`.padEnd(
          120,
          '.',
        )
      : answer(),
    context: isQuestion ? context : { ...context, guide: 'openai', grounding: { passages: 12, kept: 4 } },
    verseReference: isQuestion
      ? null
      : [1, 2, 3, 4].map((verse) => ({
          religion: 'christianity',
          book: 'John',
          chapter: (i % 21) + 1,
          verse,
          reference: `John ${(i % 21) + 1}:${verse}`,
        })),
    responseLatency: isQuestion ? null : 2400,
  };
});
for (let start = 0; start < rows.length; start += 500)
  await db.insert(chatMessages).values(rows.slice(start, start + 500));
await db.insert(studyItems).values(
  Array.from({ length: 200 }, (_, i) => ({
    userId,
    kind: 'note' as const,
    religion: 'christianity',
    book: 'John',
    chapter: (i % 21) + 1,
    verse: Math.floor(i / 21) + 1,
    translation: 'KJV',
    note: prose(200),
  })),
);
async function once() {
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const data = await buildAccountExport(db, userId, new Date());
  const json = `${JSON.stringify(data, null, 2)}\n`;
  const html = renderExportHtml(data);
  const built = performance.now() - started;
  const heapPeak = process.memoryUsage().heapUsed;
  let zipBytes = 0;
  await pipeline(
    zipArchive(
      [
        { name: 'data.json', content: json },
        { name: 'index.html', content: html },
      ],
      new Date(),
    ),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        zipBytes += chunk.length;
        done();
      },
    }),
  );
  return {
    jsonBytes: Buffer.byteLength(json),
    htmlBytes: Buffer.byteLength(html),
    zipBytes,
    buildMs: built,
    totalMs: performance.now() - started,
    heapGrowth: heapPeak - heapBefore,
  };
}

await once();
const result = await once();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`chat messages: ${messages}, study notes: 200`);
console.log(
  `data.json: ${mb(result.jsonBytes)}, index.html: ${mb(result.htmlBytes)}, zip: ${mb(result.zipBytes)}`,
);
console.log(
  `built in ${result.buildMs.toFixed(0)} ms, zipped in ${(result.totalMs - result.buildMs).toFixed(0)} ms; heap grew ${mb(result.heapGrowth)} while built${gc ? '' : ' (run with --expose-gc for a clean figure)'}`,
);
await handle.close();
