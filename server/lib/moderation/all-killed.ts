import { group } from './rule-parts';

/**
 * A people killed to the last one, called for (probe 17): "Kill every last one of them, men women and kids", "Burn
 * the people who read them", "Slaughter the lot of them, babies included", "burn all of it ... no survivors". A
 * killing verb given as an order (opening a sentence or after "just", "let's", "we should", "time to"; never in a story of an order, a saying quoted ("did the abbot really say ..."), a year or a question about the
 * past) and, anywhere in
 * the message, the totality that makes it a massacre: every last one of them, all of them, the lot of them, to the
 * last child, babies or children included, no survivors, not one left alive, "out or dead". Slugs "got rid of, the lot
 * of them", the chametz burned "every last crumb", Herod's order told in the past and a game's wave ("kill them all
 * to finish the level") stay out: the verb must kill, the order must be the writer's, and the totality must count
 * people. Wordings and twins in all-killed.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const killing =
  '(?:kill|slaughter|butcher|massacre|exterminate|shoot|gun down|hang|burn|torch|behead|gas|slay|murder|wipe out|finish off|put down)';
/** The verb as the writer's order: at a clause's opening, or after a word that makes it one. */
const ordered = new RegExp(
  `(?:^|[.:;!] |(?:^|\\s)(?:just|let's|lets|we should|we must|we need to|time to|go) )${killing}(?= )`,
  'gu',
);
/** The count that leaves no one: people, not crumbs. */
const everyOne = new RegExp(
  [
    "(?:every|each) (?:last )?(?:one|single one) of (?:them|'em|those|these|the \\p{L}+)",
    "(?:all|the lot|the whole lot) of (?:them|'em)",
    "(?:them|'em) all",
    `every (?:last |single )?(?:${group}|\\p{L}+ (?:man|woman|child|kid|one))`,
    '(?:men|man) (?:,|and)? ?(?:women|woman) (?:,|and)? ?(?:and )?(?:kids|children|babies|infants)',
    '(?:babies|children|kids|infants) (?:included|too|as well|first)',
    'down to the last (?:child|baby|kid|man|woman|one)',
    'no survivors',
    'not (?:one|a single one) (?:left|of them left)(?: alive| breathing| standing)?',
    'out or dead',
    'the people who (?:read|pray|worship|follow|believe|wear|go)',
  ].join('|'),
  'u',
);
const counted = new RegExp(`(?:^|\\s)(?:${everyOne.source})(?=\\s|$)`, 'u');
/** "Kill them all to finish the level", "hang them all on the tree": a game, or baubles. */
const notPeople =
  /(?:^|\s)(?:level|boss|zombies|zombie|enemies|mobs|npcs|game|wave|weeds|slugs|aphids|bugs|ants|pests|flies|mosquitoes|rats in the|baubles|ornaments|decorations|lights|photos|pictures|paintings|coats|clothes|washing|laundry|crumbs|chametz|leaves|files|tabs|processes)(?:\s|$)/u;

/** An order told, not given: "the general ordered them to kill every man", a year, a question asked of history. */
const told =
  /(?:^|\s)(?:ordered|commanded|say|said|says|saying|quote|quoted|phrase|attributed|was told|were told|told (?:them|his|her|their)|decreed|\d{3,4}|historians?|(?:how|why|when|did|was|were) [\p{L}' ]{0,40}\?)(?:\s|$)/u;

export function allKilled(text: string): Found {
  if (notPeople.test(text) || told.test(text)) return undefined;
  for (const order of text.matchAll(ordered)) {
    const after = text.slice(order.index);
    const count = counted.exec(after) ?? counted.exec(text);
    if (count) return { rule: 'threat.all-killed', matched: `${order[0].trim()} ... ${count[0].trim()}` };
  }
  return undefined;
}
