/**
 * Derives the project's source manifests (server/corpus/manifests/*.json) from a corpora mirror's MANIFEST.json.
 * Run it when a pinned commit changes: `npx tsx server/corpus/build-manifest.ts [--mirror DIR] [--verify]`.
 * --verify also recomputes the sha256 of every selected file in the mirror.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { manifestsDir, sourceManifestSchema, type SourceManifest } from './manifest';

const mirrorManifestSchema = z.object({
  sources: z.array(
    z.object({
      key: z.string(),
      owner: z.string(),
      repo: z.string(),
      commit: z.string(),
      files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
    }),
  ),
});

type Selection = { name: string; key: string; include: (filePath: string) => boolean };

const ebtKey = 'buddhism-sujato-pali';
const hadithKey = 'islam-hadith-six-books';

/** One Sutta Pitaka collection: Sujato's translation, the Pali root and both title files. */
function ebtCollection(collection: string, folder: string): Selection {
  const prefixes = [
    `translation/en/sujato/sutta/${folder}/`,
    `root/pli/ms/sutta/${folder}/`,
    `translation/en/sujato/name/sutta/${collection}-name_`,
    `root/misc/site/name/sutta/${collection}-name_`,
  ];
  return {
    name: `ebt-${collection}`,
    key: ebtKey,
    include: (file) => prefixes.some((prefix) => file.startsWith(prefix)),
  };
}

function hadithCollection(collection: string): Selection {
  const prefix = `db/by_chapter/the_9_books/${collection}/`;
  return { name: `hadith-${collection}`, key: hadithKey, include: (file) => file.startsWith(prefix) };
}

export const selections: Selection[] = [
  {
    name: 'pickthall',
    key: 'islam-quran-pickthall',
    include: (file) =>
      [
        'ayah-translation/en-pickthall-tanzil.json',
        'surah/surah.json',
        'surah-translation/en-tanzil.json',
      ].includes(file),
  },
  ...['bukhari', 'muslim', 'abudawud', 'tirmidhi', 'nasai', 'ibnmajah'].map(hadithCollection),
  {
    name: 'sefaria-tanakh',
    key: 'judaism-tanakh-jps1917-hebrew',
    include: (file) => file.startsWith('json/Tanach/') && file.endsWith('.json'),
  },
  {
    name: 'gita',
    key: 'hinduism-bhagavad-gita',
    include: (file) =>
      // data/translation.json is the intact reference the archive's damaged English is repaired from.
      [
        'data/verse.json',
        'data/chapters.json',
        'data/translation.json',
        'archive/translation_old.json',
      ].includes(file),
  },
  ebtCollection('dhp', 'kn/dhp'),
  ebtCollection('snp', 'kn/snp'),
  ebtCollection('ud', 'kn/ud'),
  ebtCollection('iti', 'kn/iti'),
  ebtCollection('kp', 'kn/kp'),
  ebtCollection('dn', 'dn'),
  ebtCollection('mn', 'mn'),
  ebtCollection('sn', 'sn'),
  ebtCollection('an', 'an'),
];

export function buildManifests(mirrorManifest: unknown): SourceManifest[] {
  const { sources } = mirrorManifestSchema.parse(mirrorManifest);
  return selections.map((selection) => {
    const source = sources.find((candidate) => candidate.key === selection.key);
    if (!source) throw new Error(`The mirror's MANIFEST.json has no source "${selection.key}"`);
    const files = source.files
      .filter((file) => selection.include(file.path))
      .map((file) => ({ path: file.path, bytes: file.bytes, sha256: file.sha256 }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (files.length === 0)
      throw new Error(`Selection ${selection.name} matched no file of ${selection.key}`);
    return sourceManifestSchema.parse({
      name: selection.name,
      owner: source.owner,
      repo: source.repo,
      commit: source.commit,
      derivedFrom: source.key,
      files,
    });
  });
}

async function verifyAgainstMirror(mirrorDir: string, manifest: SourceManifest): Promise<void> {
  for (const file of manifest.files) {
    const bytes = await readFile(path.join(mirrorDir, manifest.owner, manifest.repo, file.path));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== file.sha256)
      throw new Error(`sha256 mismatch in the mirror for ${manifest.owner}/${manifest.repo}/${file.path}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const mirrorFlag = args.indexOf('--mirror');
  const mirrorDir = path.resolve(
    mirrorFlag >= 0 ? (args[mirrorFlag + 1] ?? '') : (process.env.CORPUS_MIRROR ?? '../shared/corpora'),
  );
  const mirrorManifest: unknown = JSON.parse(await readFile(path.join(mirrorDir, 'MANIFEST.json'), 'utf8'));
  for (const manifest of buildManifests(mirrorManifest)) {
    if (args.includes('--verify')) await verifyAgainstMirror(mirrorDir, manifest);
    const json = `${JSON.stringify(manifest, null, 2)}\n`;
    if (json.length >= 1_000_000)
      throw new Error(`${manifest.name}.json would be ${json.length} bytes (limit 1 MB)`);
    await writeFile(path.join(manifestsDir, `${manifest.name}.json`), json);
    console.log(`${manifest.name}: ${manifest.files.length} files, ${(json.length / 1024).toFixed(0)} KiB`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
