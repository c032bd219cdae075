import { religionIds, type ReligionId } from '../../common/scripture/religions';

/** One theme or question as written in set-source.txt, its references not yet resolved. */
export type SourceItem = {
  id: string;
  kind: 'theme' | 'question' | 'verse';
  /** The theme or question; for a verse of the Parallels set, its reference. */
  text: string;
  /** For a verse: its own tradition. */
  religion?: ReligionId;
  refs: Partial<Record<ReligionId, string[]>>;
};

const letters: Record<string, ReligionId> = Object.fromEntries(
  religionIds.map((religion) => [religion[0]!, religion]),
);

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * Parses a written set: `## theme: text`, `## question: text` or `## verse: c Matthew 7:12`, then `c: ref; ref`
 * lines per tradition.
 */
export function parseSetSource(text: string): SourceItem[] {
  const items: SourceItem[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const where = `line ${index + 1}`;
    if (line.startsWith('#') && !line.startsWith('## ')) continue;
    if (line.trim() === '') continue;
    const header = /^## (theme|question|verse): (.+)$/.exec(line);
    if (header) {
      const kind = header[1] as SourceItem['kind'];
      const verse = kind === 'verse' ? /^([a-z]) (.+)$/.exec(header[2]!) : null;
      if (kind === 'verse' && (!verse || !letters[verse[1]!]))
        throw new Error(`${where}: not "## verse: c Book 1:2"`);
      const text = verse ? verse[2]! : header[2]!;
      items.push({
        id: slugOf(text),
        kind,
        text,
        refs: {},
        ...(verse ? { religion: letters[verse[1]!] } : {}),
      });
      continue;
    }
    const refs = /^([a-z]): (.+)$/.exec(line);
    const religion = refs && letters[refs[1]!];
    const item = items.at(-1);
    if (!refs || !religion || !item) throw new Error(`${where}: not "## <kind>: text" or "c: ref; ref"`);
    if (item.refs[religion]) throw new Error(`${where}: a second ${religion} line`);
    item.refs[religion] = refs[2]!
      .split(';')
      .map((ref) => ref.trim())
      .filter(Boolean);
  }
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`"${item.text}" appears twice`);
    ids.add(item.id);
  }
  return items;
}
