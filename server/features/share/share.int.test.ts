import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { religionIds } from '../../../common/scripture/religions';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
});
afterAll(async () => {
  await app?.close();
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const card = (query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: '/api/share/verse.png',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
const john316 = { religion: 'christianity', book: 'John', chapter: 3, verse: 16, translation: 'web' };

/** Width and height from the IHDR chunk, which a PNG must open with. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Share of bright (text-coloured) pixels in a band of the card: glyphs drawn, not an empty box. */
async function inkIn(png: Buffer, top: number, bottom: number): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(100, top, 880, bottom - top);
  let bright = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index]! + data[index + 1]! + data[index + 2]! > 450) bright += 1;
  }
  return bright / (data.length / 4);
}

describe('GET /api/share/verse.png', () => {
  it('answers a 1080×1080 PNG of the verse with an ETag, a cache lifetime and a file name', async () => {
    const response = await card(john316);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-disposition']).toBe('inline; filename="sacred-circle-john-3-16.png"');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1080, height: 1080 });
    // The verse box holds drawn text, and so does the reference line under it.
    expect(await inkIn(response.rawPayload, 150, 760)).toBeGreaterThan(0.02);
    expect(await inkIn(response.rawPayload, 815, 905)).toBeGreaterThan(0.01);
  });

  it('answers 304 to a matching If-None-Match and the same bytes from its cache', async () => {
    const first = await card(john316);
    const again = await app.inject({
      method: 'GET',
      url: '/api/share/verse.png?religion=christianity&book=John&chapter=3&verse=16&translation=web',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const third = await card(john316);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws a different card for another verse and for another translation of it', async () => {
    const web = await card(john316);
    const nextVerse = await card({ ...john316, verse: 17 });
    const kjv = await card({ ...john316, translation: 'kjv' });
    expect(nextVerse.statusCode).toBe(200);
    expect(kjv.statusCode).toBe(200);
    expect(nextVerse.headers.etag).not.toBe(web.headers.etag);
    expect(kjv.headers.etag).not.toBe(web.headers.etag);
    expect(nextVerse.rawPayload.equals(web.rawPayload)).toBe(false);
    expect(kjv.rawPayload.equals(web.rawPayload)).toBe(false);
  });

  it('uses the tradition’s default translation when none is asked for', async () => {
    const response = await card({ religion: 'islam', book: "Qur'an", chapter: 1, verse: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="sacred-circle-quran-1-1.png"');
  });

  it('renders the first verse of every translation of every tradition, Arabic, Hebrew and Devanagari included', async () => {
    const rows = (
      (await app.database.db.execute(sql`
        select distinct on (s.translation) s.religion, s.book, s.chapter, s.verse, s.translation, t.language
        from scriptures s join translations t on t.id = s.translation
        order by s.translation, s.book, s.chapter, s.verse`)) as unknown as {
        rows: {
          religion: string;
          book: string;
          chapter: number;
          verse: number;
          translation: string;
          language: string;
        }[];
      }
    ).rows;
    expect(new Set(rows.map((row) => row.religion))).toEqual(new Set(religionIds));
    const languages = new Set(rows.map((row) => row.language.split('-')[0]));
    for (const language of ['ar', 'he', 'sa', 'en']) expect(languages).toContain(language);
    for (const { language: _language, ...verse } of rows) {
      const response = await card(verse);
      expect(response.statusCode, `${verse.translation}: ${response.body}`).toBe(200);
      expect(pngSize(response.rawPayload), verse.translation).toEqual({ width: 1080, height: 1080 });
      expect(await inkIn(response.rawPayload, 150, 760), verse.translation).toBeGreaterThan(0.005);
    }
    // About twenty renders of a few hundred milliseconds each: more than the default on a busy machine.
  }, 180_000);

  it('answers 404 with a plain message for a verse or translation the library does not hold', async () => {
    const missingVerse = await card({ ...john316, verse: 99 });
    expect(missingVerse.statusCode).toBe(404);
    expect(missingVerse.json()).toMatchObject({
      error: 'Not Found',
      message: 'John 3:99 is not in the library in the translation "web".',
    });
    const otherTradition = await card({ ...john316, translation: 'quran-arabic' });
    expect(otherTradition.statusCode).toBe(404);
    const unknownBook = await card({ religion: 'judaism', book: 'Nowhere', chapter: 1, verse: 1 });
    expect(unknownBook.statusCode).toBe(404);
    expect(unknownBook.json().message).toBe('Nowhere 1:1 is not in the library.');
  });

  it('answers 400 with the field at fault for a malformed address', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ ...john316, religion: 'jedi' }, 'religion'],
      [{ ...john316, chapter: 'three' }, 'chapter'],
      [{ ...john316, verse: 0 }, 'verse'],
      [{ ...john316, verse: 1.5 }, 'verse'],
      [{ ...john316, translation: '../etc' }, 'translation'],
      [{ ...john316, book: '' }, 'book'],
      [{ ...john316, book: 'Jo\u0000hn' }, 'book'],
      [{ religion: 'christianity', chapter: 3, verse: 16 }, 'book'],
      [{ ...john316, colour: 'red' }, 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await card(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = response.json();
      expect(body.error).toBe('Bad Request');
      expect(JSON.stringify(body), JSON.stringify(query)).toContain(field);
    }
  });
});
