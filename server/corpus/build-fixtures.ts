/**
 * Writes the fixture library (server/corpus/fixtures): `--mirror DIR` cuts a few chapters of every remote source
 * out of a corpora mirror, each source file first checked against its pinned sha256; then, with or without
 * --mirror, every fixture manifest is rewritten from the files on disk.
 *   npx tsx server/corpus/build-fixtures.ts [--mirror DIR]
 * The cuts keep each file's shape (the same keys and nesting), so the importers read them as they read the
 * full files. Hadith has no fixtures: its English translations are not openly licensed (fixtures/README.md).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from './fetcher';
import { fixtureManifestsDir, fixtureMirrorDir } from './fixture-library';
import { loadManifest, manifestsDir, sourceManifestSchema, type SourceManifest } from './manifest';

type Json = Record<string, unknown>;
type Cut = { path: string; value: unknown };

const ebtCuts: Record<string, { folder: string; files: string[]; segments?: number }> = {
  // Vaggas 1-17 in a row (a vagga's number is its place among the files): the notable verses reach 17:223.
  'ebt-dhp': {
    folder: 'kn/dhp',
    files: [
      ...['dhp1-20', 'dhp21-32', 'dhp33-43', 'dhp44-59', 'dhp60-75', 'dhp76-89', 'dhp90-99', 'dhp100-115'],
      ...['dhp116-128', 'dhp129-145', 'dhp146-156', 'dhp157-166', 'dhp167-178', 'dhp179-196', 'dhp197-208'],
      ...['dhp209-220', 'dhp221-234'],
    ],
  },
  // The first sutta of DN and MN is long (170 KB, 44 KB): its opening segments stand for the collection.
  'ebt-mn': { folder: 'mn', files: ['mn1'], segments: 80 },
  'ebt-dn': { folder: 'dn', files: ['dn1'], segments: 60 },
  'ebt-sn': { folder: 'sn/sn1', files: ['sn1.1', 'sn1.2', 'sn1.3'] },
  'ebt-an': { folder: 'an/an1', files: ['an1.1-10'] },
  'ebt-snp': { folder: 'kn/snp/vagga1', files: ['snp1.1'] },
  'ebt-ud': { folder: 'kn/ud/vagga1', files: ['ud1.1'] },
  'ebt-iti': { folder: 'kn/iti/vagga1', files: ['iti1', 'iti2', 'iti3'] },
  'ebt-kp': { folder: 'kn/kp', files: ['kp1', 'kp2'] },
};

/**
 * Tanakh chapters kept in full: those the tests read and those of the notable verses (common/scripture/notable-
 * verses.ts, which the random verse and the verse of the day quote). Every other book keeps the opening verses
 * of its first chapter.
 */
const tanakhChapters: Record<string, number[]> = {
  Genesis: [1, 2],
  Exodus: [20],
  Leviticus: [19],
  Deuteronomy: [6],
  Isaiah: [2],
  Micah: [6],
  Psalms: [1, 23, 24, 34, 121, 133, 150],
  Proverbs: [3],
  Ecclesiastes: [3],
  Ruth: [1],
};
const quranSurahs = ['1', '94', '112', '113', '114'];
/**
 * Gita chapter 2 in full, the opening verses of chapter 1 (where a reader starts), the notable verses, and 7:29,
 * where the archive's English has the conversion's 'ï1thatï1' marks the importer repairs.
 */
const gitaNotable = ['4:7', '6:5', '7:29', '9:22', '12:13', '18:66'];
const gitaKeep = (chapter: number, verse: number) =>
  chapter === 2 || (chapter === 1 && verse <= 10) || gitaNotable.includes(`${chapter}:${verse}`);
const gitaChapters = [1, 2, ...gitaNotable.map((ref) => Number(ref.split(':')[0]))];

const pick = <T>(record: Record<string, T>, keep: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

function cutTanakh(filePath: string, file: Json): unknown {
  const book = filePath.split('/')[3] ?? '';
  const text = file.text as string[][];
  const chapters = tanakhChapters[book];
  const cut = chapters
    ? Array.from({ length: Math.max(...chapters) }, (_, index) =>
        chapters.includes(index + 1) ? text[index]! : [],
      )
    : [text[0]!.slice(0, 3)];
  return { ...file, text: cut };
}

function cutGita(filePath: string, file: unknown): unknown {
  if (filePath === 'data/chapters.json') {
    return (file as Json[]).filter((chapter) => gitaChapters.includes(Number(chapter.chapter_number)));
  }
  const verses = (file as { id: number; chapter_number: number; verse_number: number }[]).filter((verse) =>
    gitaKeep(verse.chapter_number, verse.verse_number),
  );
  if (filePath === 'data/verse.json') return verses;
  return file; // the translation files are cut in cutSource, which knows the kept verse ids
}

async function cutSource(pinned: SourceManifest, read: (file: string) => Promise<unknown>): Promise<Cut[]> {
  const cuts: Cut[] = [];
  if (pinned.name === 'pickthall') {
    const surahs = (await read('surah/surah.json')) as Record<string, { start: number; end: number }>;
    const kept = pick(surahs, (key) => quranSurahs.includes(key));
    const inKept = (index: number) => Object.values(kept).some((s) => index >= s.start && index <= s.end);
    const ayat = (await read('ayah-translation/en-pickthall-tanzil.json')) as {
      translations: Record<string, string>;
    };
    cuts.push({ path: 'surah/surah.json', value: kept });
    cuts.push({
      path: 'ayah-translation/en-pickthall-tanzil.json',
      value: { ...ayat, translations: pick(ayat.translations, (key) => inKept(Number(key))) },
    });
    const names = (await read('surah-translation/en-tanzil.json')) as Record<string, unknown>;
    cuts.push({
      path: 'surah-translation/en-tanzil.json',
      value: pick(names, (key) => quranSurahs.includes(key)),
    });
  } else if (pinned.name === 'sefaria-tanakh') {
    for (const file of pinned.files)
      cuts.push({ path: file.path, value: cutTanakh(file.path, (await read(file.path)) as Json) });
  } else if (pinned.name === 'gita') {
    const verses = cutGita('data/verse.json', await read('data/verse.json')) as {
      id: number;
      chapter_number: number;
    }[];
    const ids = new Set(verses.map((verse) => verse.id));
    const rows = (await read('archive/translation_old.json')) as { verse_id: number; lang: string }[];
    // Other languages' rows (which the importer passes over) only for chapter 1, to keep the file small.
    const opening = new Set(verses.filter((verse) => verse.chapter_number === 1).map((verse) => verse.id));
    cuts.push({
      path: 'data/chapters.json',
      value: cutGita('data/chapters.json', await read('data/chapters.json')),
    });
    cuts.push({ path: 'data/verse.json', value: verses });
    cuts.push({
      path: 'archive/translation_old.json',
      value: rows.filter(
        (row) => ids.has(row.verse_id) && (row.lang === 'english' || opening.has(row.verse_id)),
      ),
    });
    // The intact reference the importer repairs the archive's English from: the same verses, English only.
    const reference = (await read('data/translation.json')) as { verse_id: number; lang: string }[];
    cuts.push({
      path: 'data/translation.json',
      value: reference.filter((row) => ids.has(row.verse_id) && row.lang === 'english'),
    });
  } else if (ebtCuts[pinned.name]) {
    cuts.push(...(await cutEbt(pinned, ebtCuts[pinned.name]!, read)));
  }
  return cuts;
}

async function cutEbt(
  pinned: SourceManifest,
  spec: (typeof ebtCuts)[string],
  read: (file: string) => Promise<unknown>,
): Promise<Cut[]> {
  const cuts: Cut[] = [];
  const unitIds = new Set<string>(spec.files);
  for (const id of spec.files) {
    const english = `translation/en/sujato/sutta/${spec.folder}/${id}_translation-en-sujato.json`;
    const pali = `root/pli/ms/sutta/${spec.folder}/${id}_root-pli-ms.json`;
    const translation = (await read(english)) as Record<string, string>;
    const keys = Object.keys(translation).slice(0, spec.segments ?? Infinity);
    for (const key of keys) unitIds.add(key.slice(0, key.indexOf(':')));
    cuts.push({ path: english, value: pick(translation, (key) => keys.includes(key)) });
    const root = (await read(pali)) as Record<string, string>;
    const rootKeys = spec.segments ? new Set(keys) : undefined;
    cuts.push({ path: pali, value: pick(root, (key) => !rootKeys || rootKeys.has(key)) });
  }
  // Title files: the collection's and vaggas' names (no number) and those of the texts kept.
  const named = (id: string) =>
    !/\d/.test(id) || unitIds.has(id) || [...unitIds].some((unit) => unit.startsWith(`${id}.`));
  for (const file of pinned.files.filter((entry) => entry.path.includes('/name/'))) {
    const names = (await read(file.path)) as Record<string, string>;
    const value = pick(names, (key) => named(key.slice(key.indexOf('.', key.indexOf(':')) + 1)));
    cuts.push({ path: file.path, value });
  }
  return cuts;
}

async function cutFromMirror(mirrorDir: string): Promise<void> {
  // Written afresh, so a file no longer cut does not linger in the library.
  await rm(fixtureMirrorDir, { recursive: true, force: true });
  for (const name of (await readdir(manifestsDir)).map((file) => file.replace(/\.json$/, ''))) {
    const pinned = loadManifest(name);
    const byPath = new Map(pinned.files.map((file) => [file.path, file]));
    const read = async (filePath: string) => {
      const bytes = await readFile(path.join(mirrorDir, pinned.owner, pinned.repo, filePath));
      if (sha256(bytes) !== byPath.get(filePath)?.sha256)
        throw new Error(`${pinned.owner}/${pinned.repo}/${filePath} does not match its pinned sha256`);
      return JSON.parse(bytes.toString('utf8')) as unknown;
    };
    const cuts = await cutSource(pinned, read);
    if (cuts.length === 0) continue;
    for (const cut of cuts) {
      const target = path.join(fixtureMirrorDir, pinned.owner, pinned.repo, cut.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(cut.value)}\n`);
    }
    console.log(`${name}: ${cuts.length} files cut from the mirror`);
  }
}

/** One fixture manifest per pinned one whose files are in the fixture folder, with their own sha256s. */
async function writeFixtureManifests(): Promise<void> {
  await rm(fixtureManifestsDir, { recursive: true, force: true });
  await mkdir(fixtureManifestsDir, { recursive: true });
  let total = 0;
  for (const name of (await readdir(manifestsDir)).map((file) => file.replace(/\.json$/, ''))) {
    const pinned = loadManifest(name);
    const files = [];
    for (const file of pinned.files) {
      const bytes = await readFile(path.join(fixtureMirrorDir, pinned.owner, pinned.repo, file.path)).catch(
        () => undefined,
      );
      if (bytes) files.push({ path: file.path, bytes: bytes.length, sha256: sha256(bytes) });
    }
    if (files.length === 0) continue;
    total += files.reduce((sum, file) => sum + file.bytes, 0);
    const manifest = sourceManifestSchema.parse({ ...pinned, files });
    await writeFile(path.join(fixtureManifestsDir, `${name}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  console.log(`Fixture library: ${(total / 1024).toFixed(0)} KiB of source files`);
  if (total >= 1_000_000) throw new Error('The fixture library must stay well under 1 MB');
}

async function main() {
  const args = process.argv.slice(2);
  const mirrorFlag = args.indexOf('--mirror');
  if (mirrorFlag >= 0) {
    const mirror = args[mirrorFlag + 1];
    if (!mirror) throw new Error('--mirror needs the folder of your corpora mirror');
    await cutFromMirror(path.resolve(mirror));
  }
  await writeFixtureManifests();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
