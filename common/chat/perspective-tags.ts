import { getReligion, resolveReligion, type ReligionId } from '../scripture/religions';

/**
 * Perspective tags: an AI reply wraps a tradition's name in tags, and that tradition's text follows,
 * up to the next tag: `Intro… <perspective>Islam</perspective> The Qur'an says…`.
 */
const tagPattern = /<perspective>\s*([^<>]{1,40}?)\s*<\/perspective>/gi;

export type PerspectiveBlock = { religion: ReligionId; name: string; text: string };
export type ParsedReply = { intro: string; perspectives: PerspectiveBlock[] };

export function perspectiveTag(religion: ReligionId): string {
  return `<perspective>${getReligion(religion).name}</perspective>`;
}

/** Splits a reply into its intro and per-tradition blocks; an unknown tradition name stays in the text. */
export function parsePerspectives(content: string): ParsedReply {
  const matches = [...content.matchAll(tagPattern)].filter((match) => resolveReligion(match[1]!));
  if (matches.length === 0) return { intro: content.trim(), perspectives: [] };
  const intro = content.slice(0, matches[0]!.index).trim();
  const perspectives = matches.map((match, index) => {
    const religion = resolveReligion(match[1]!)!;
    const start = match.index + match[0].length;
    const end = matches[index + 1]?.index ?? content.length;
    return { religion, name: getReligion(religion).name, text: content.slice(start, end).trim() };
  });
  return { intro, perspectives };
}

/** The reply as plain text for reading aloud or exporting: each tag becomes its tradition's name and a colon. */
export function stripPerspectiveTags(content: string): string {
  return content
    .replace(new RegExp(`${tagPattern.source}\\s*`, 'gi'), (_tag, name: string) => {
      const religion = resolveReligion(name);
      return `${religion ? getReligion(religion).name : name.trim()}: `;
    })
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
