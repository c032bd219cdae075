/**
 * Scripture pasted into the chat must never be refused. Reads English translations from the corpus mirror
 * (CORPUS_MIRROR, see server/test/test-database): the Qur'an (Pickthall), the Tanakh (JPS 1917), the Bhagavad Gita
 * (five English translations) and the Buddha's discourses (Sujato: the Middle Discourses and the Dhammapada), and
 * counts the verses the guard would block. Without a mirror it says so and is skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verse = { source: string; text: string };

const flatten = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(flatten) : typeof value === 'string' ? [value] : [];

function filesUnder(dir: string, name: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, name);
    return name(entry.name) ? [path] : [];
  });
}

/** The verses, or null when no mirror is configured. */
export function readScripture(mirror = process.env.CORPUS_MIRROR): Verse[] | null {
  if (!mirror || !existsSync(mirror)) return null;
  const verses: Verse[] = [];
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

  const quran = join(mirror, 'ewinsutriandi/data-quran/ayah-translation/en-pickthall-tanzil.json');
  if (existsSync(quran)) {
    const { translations } = read(quran) as { translations: Record<string, string> };
    for (const text of Object.values(translations)) verses.push({ source: "Qur'an (Pickthall)", text });
  }
  const jps = 'The Holy Scriptures A New Translation JPS 1917.json';
  for (const file of filesUnder(join(mirror, 'kidaa/Sefaria-Export/json/Tanach'), (name) => name === jps)) {
    for (const text of flatten((read(file) as { text: unknown }).text)) {
      verses.push({ source: 'Tanakh (JPS 1917)', text: text.replace(/<[^>]+>/g, '') });
    }
  }
  const gita = join(mirror, 'gita/gita/data/translation.json');
  if (existsSync(gita)) {
    for (const entry of read(gita) as { lang: string; description: string }[]) {
      if (entry.lang === 'english')
        verses.push({ source: 'Bhagavad Gita (English)', text: entry.description });
    }
  }
  const sujato = join(mirror, 'ebt-site/ebt-data/translation/en/sujato/sutta');
  for (const part of ['mn', 'kn/dhp']) {
    for (const file of filesUnder(join(sujato, part), (name) => name.endsWith('.json'))) {
      for (const text of Object.values(read(file) as Record<string, string>)) {
        if (text.trim()) verses.push({ source: 'Buddhist discourses (Sujato)', text });
      }
    }
  }
  return verses;
}
