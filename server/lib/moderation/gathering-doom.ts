import { group, place } from './rule-parts';
import { gathering } from './threat-rules';

/**
 * A harm foretold for a crowd of worshippers and winked at: "Friday prayers at the Central Mosque are going to end in
 * a bloodbath and honestly they deserve it", "imagine the crowd when the roof comes down lmao 💥", "perfect target
 * practice. See you there", "a LOT of them in one place. Just saying 🔥", "we know your hours. Enjoy Shabbat while it
 * lasts", "one match on Sunday and the church burns down". Three things together: a people, a place of worship or a
 * gathering; a harm that falls on a crowd; and the writer's relish or wink (deserved, a laugh, "just saying", "see
 * you there", "easy", a flame or a bomb). A disaster told as news or history ("the stampede was a bloodbath; how do
 * Hindus mourn?") has no wink, and a wink about a crowd with no harm ("a lot of them in one place, love Eid 🔥") has
 * no harm. Also the weapons brought to a place ("temple downtown, Saturday, bring bricks"). Wordings and twins in
 * gathering-doom.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const crowd = new RegExp(`(?:^|\\s)(?:${group}|${place}|${gathering})(?=\\s|$)`, 'u');
/** Harms that only a crowd suffers: any wink, an emoji included, makes them the writer's wish. */
const crowdHarm =
  /(?:^|\s)(?:(?:end|ends|ending) in (?:a )?(?:bloodbath|blood bath|massacre|slaughter|carnage)|(?:the )?roof (?:comes|caves|falls) (?:down|in)|goes up in (?:flames|smoke)|burns? (?:down|to the ground)|target practice|(?:easy|great|good|perfect|nice|fun) targets?|sitting ducks|room for more than (?:wood|logs|kindling)|fish in a barrel|get (?:their|his|her) heads? (?:cracked|smashed|kicked in|caved in))(?=\s|$)/u;
/** Harms said softly ("a lot of them in one place", "while it lasts", "one match"): only a wink in words counts. */
const softHarm =
  /(?:^|\s)(?:take out|taken out|(?:a lot|lots|loads|plenty|hundreds|thousands|so many) of (?:them|those) (?:in|at) one (?:place|spot)|all in one (?:place|spot)|while it lasts|one match|a single match|one spark)(?=\s|$)/u;
const wordWink =
  /(?:^|\s)(?:deserve it|deserved it|deserve what's coming|just saying|just sayin|see you there|see you soon|easy|mark my words|room for more than (?:wood|logs|kindling)|you've been warned|youve been warned|be warned|we know (?:your|when|where)|not a threat|just a poem|enjoy (?:\p{L}+ ){0,2}?while it lasts)(?=\s|$)/u;
const laugh = /(?:^|\s)(?:lmao|lmfao|lol|haha\w*|just a joke)(?=\s|$)/u;
const winkEmoji = /[💥🔥🎯😈💣😉🙂]/u;
/** The writer at a place of worship with fuel ("me outside the mandir at 3am with a jerrycan"), or longing to see it burn. */
const fuelAtPlace =
  /(?:^|\s)(?:outside|at|behind|near) (?:the|that|their|a) (?:\p{L}+ )?\p{L}+(?: [\p{L}\d']+){0,4}? with (?:a|my|some|the) (?:jerrycan|jerry can|petrol can|gas can|can of petrol|can of gas|lighter fluid|molotov)(?=\s|$)|(?:^|\s)(?:can't|cant|cannot) wait to see (?:that|the|their|this) (?:\p{L}+ ){0,5}?(?:in flames|burn|burning|on fire|go up|in ruins|in rubble|levelled|leveled)(?! of)(?=\s|$)/u;
/** The camps made a pun beside a Jewish gathering and a wink: "gas prices are so low ... family reunion at the synagogue". */
const gasPun = /(?:^|\s)(?:gas|ovens?|showers?)(?=\s|$)/u;
const jewishGathering =
  /(?:^|\s)(?:synagogue|shul|jcc|temple emanuel|jews|jewish|yeshiva|bar mitzvah|bat mitzvah|seder)(?=\s|$)/u;
const weaponsBrought =
  /(?:^|\s)bring (?:some |your |the |a few |plenty of )?(?:bricks|rocks|stones|bats|baseball bats|petrol|gasoline|lighter fluid|molotovs|tyres|tires)(?=\s|$)/u;

export function gatheringDoom(text: string, raw: string): Found {
  if (!crowd.test(text)) return undefined;
  const harm = crowdHarm.exec(text);
  if (harm && (wordWink.test(text) || laugh.test(text) || winkEmoji.test(raw)))
    return { rule: 'threat.gathering-doom', matched: harm[0].trim() };
  const fuel = fuelAtPlace.exec(text);
  const atNight = /(?:^|\s)(?:at \d+ ?am|\d+ ?am|tonight|at night|after dark|midnight)(?=\s|$)/u.test(text);
  if (fuel && (fuel[0].includes('wait to see') || atNight || /🔥/u.test(raw)))
    return { rule: 'threat.gathering-doom', matched: fuel[0].trim() };
  if (gasPun.test(text) && jewishGathering.test(text) && /[😏😉😈🙂]/u.test(raw))
    return { rule: 'threat.gathering-doom', matched: 'gas ... synagogue' };
  const soft = softHarm.exec(text);
  if (soft && wordWink.test(text)) return { rule: 'threat.gathering-doom', matched: soft[0].trim() };
  // Bats, stones and petrol have peaceful errands (cricket, a grave, the drive); brought with a harm they have none.
  const armed = harm ? weaponsBrought.exec(text) : null;
  if (armed) return { rule: 'threat.gathering-doom', matched: armed[0].trim() };
  return undefined;
}
