import { targetNamed } from './armed-plans';

/**
 * A raid planned on worshippers (probe 17): an hour or a day, a gathering of a faith or its place, and the raid's
 * own words, which a litter pick or a choir's call with the same hour and place lacks: "that's when we hit them",
 * "strike them where they pray", "come armed", "take up arms", "bring whatever you've got", "something that hurts",
 * "stones in your bags", "they won't see us coming", "then we escalate"; or faces hidden and phones left behind
 * together ("masks, bats, no phones", "balaclavas on, phones off"). "Phones off in the sanctuary" or "masks for the
 * Purim play" alone stay out. Wordings and twins in raid-planned.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const raidWords =
  /(?:^|\s)(?:(?:that's|thats|that is) when we (?:hit|get|take|strike)|we (?:hit|strike|storm|rush) (?:them|'em|it|the \p{L}+)|(?:hit|strike) (?:them|'em) (?:where|when|while|as|hard)|come armed|come tooled up|take up arms|bring (?:whatever|everything) (?:you've|youve|you have|you) got|(?:bring|pack) something (?:that hurts|heavy|sharp)|(?:stones|rocks|bricks|bars|rods) in your (?:bags|pockets|backpacks)|(?:they|they'll|theyll) (?:won't|wont|will not|never) see us coming|then we escalate|we go in (?:the|through|by)|(?:march|marching) on every)(?:\s|$)/u;
const hidden = /(?:^|\s)(?:masks?|balaclavas?|hoods? up|face coverings?|cover your faces?)(?:\s|$)/u;
const untraced =
  /(?:^|\s)(?:no phones|phones off|leave (?:your )?phones|(?:don't|dont) bring (?:your )?phones|no talking to anyone|tell no one)(?:\s|$)/u;
/** An hour or a day set for it. */
const when =
  /(?:^|\s)(?:(?:next |this |on |every )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?: night| morning| evening)?|tonight|tomorrow|midnight|noon|dawn|at \d{1,2}(?: ?(?:am|pm))?|\d{1,2} ?(?:am|pm)|\d{1,2}:\d{2}|on the (?:\d{1,2}|[\p{L}\d]{1,2}(?:st|nd|rd|th))|after (?:fajr|prayers?|mass|service|the service)|during (?:prayers?|mass|the service|aarti|jummah|kirtan)|when (?:they're|theyre|they are) all|(?:next|this) (?:week|weekend|diwali|eid|christmas|easter|vaisakhi|holi|hanukkah|passover))(?:\s|$)/u;

const raidWordsAll = new RegExp(raidWords.source, 'gu');

export function raidPlanned(text: string): Found {
  // "when the shul's full": the place read without its possessive.
  const plain = text.replace(/'s(?=\s|$)/gu, '');
  if (!targetNamed.test(plain)) return undefined;
  // Two of the raid's own words need no hour: "take up arms ... strike them where they pray".
  const raids = [...plain.matchAll(raidWordsAll)];
  if (raids.length >= 2)
    return { rule: 'threat.raid', matched: raids.map((raid) => raid[0].trim()).join(' ... ') };
  if (!when.test(plain)) return undefined;
  const raid = raids[0];
  if (raid) return { rule: 'threat.raid', matched: raid[0].trim() };
  const face = hidden.exec(plain);
  if (face && untraced.test(plain)) return { rule: 'threat.raid', matched: face[0].trim() };
  return undefined;
}
