import { group } from './rule-parts';

/**
 * A people named with contempt, then a killing urged on "them" (probe 18): "bald rats in robes, set them on fire",
 * "priests are nonces, hang every one of them", "Hasidic creeps in this town, someone should string them up", and
 * the same contempt made the subject of a killing owed ("religious freaks should be shot on sight", "jesus freaks
 * need to be strung up"). The pronoun alone may be lanterns, marigolds or goats ("we should hang them from the
 * doorway"), so the people must be named in the message: by a word of contempt for people, by a people's name when
 * the act can only fall on people (shot, lynched, strung up), or by the prayers it is to fall on ("slaughter them at
 * friday prayers"). A question, a story told in the past and an act said not to be done stay out. Wordings and twins
 * in people-urged-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** Words of contempt only people are called by, in the plural a crowd is called by. */
const contemptForPeople =
  '(?:freaks|creeps|clowns|nonces|beardos|nutters|loons|lunatics|fanatics|zealots|cultists|degenerates|savages|lowlifes|perverts|paedos|pedos|weirdos|idiots|morons|ghouls|traitors|scum|filth|holy rollers|bible thumpers|bible bashers)';
/**
 * Vermin and beasts: a kitchen's cockroaches and a farm's pigs are killed too, so these name people only beside a
 * people's name or what people wear ("bald rats in robes").
 */
const beasts =
  '(?:rats|vermin|pigs|dogs|snakes|cockroaches|roaches|maggots|termites|ticks|lice|locusts|jackals|hyenas|bloodsuckers|mongrels|animals|parasites|leeches)';
const worn =
  '(?:in robes|robes|beards|beardos|turbans|hijabs|burkas|burqas|kippahs|collars|dog collars|saffron)';
const contemptNamed = new RegExp(`(?:^|\\s)${contemptForPeople}(?=\\s|$)`, 'u');
const beastsNamed = new RegExp(`(?:^|\\s)${beasts}(?=\\s|$)`, 'u');
const wornNamed = new RegExp(`(?:^|\\s)${worn}(?=\\s|$)`, 'u');
const peopleNamed = new RegExp(`(?:^|\\s)${group}(?=\\s|$)`, 'u');
const prayersNamed =
  /(?:^|\s)(?:at|during|after|outside) (?:the |their |friday |sunday |evening |morning )?(?:prayers|prayer|mass|service|jummah|jumma|namaz|fajr|shabbat|kirtan|aarti|satsang)(?=\s|$)/u;

const them =
  "(?:them|em|'em|them all|all of them|every (?:last )?one(?: of them)?|each of them|the lot(?: of them)?)";
/** Acts that fall on people and on things alike ("burn them", "hang them"): the contempt must name the people. */
const eitherActs = `(?:burn|hang|shoot|stone|drown|bury|torch|set fire to|smash|beat|slaughter|butcher|execute|stab|poison|gas|exterminate|kill|murder|behead|lynch|round ${them} up and (?:shoot|burn|gas|kill|hang))`;
/** Acts that only people suffer: with a people's name they are enough. */
const peopleActs = `(?:lynch|string|gun|behead|line ${them} up and shoot|line ${them} up against a wall|put a bullet in|round ${them} up and (?:shoot|gas|kill))`;
/** An order, or what someone "should" or "needs to" do, opening a clause. */
const urging =
  "(?:^|[,:.] |\\band |\\bjust |\\blet's |\\blets |\\bnow |\\bso |\\b(?:we|you|u|someone|somebody|people|they|y'all) (?:should|must|need to|needs to|ought to|gotta|have to|better) (?:just )?|\\btime to )";
const urgedOn = (acts: string) =>
  new RegExp(
    `${urging}(?:${acts}) ${them}(?: up| down| alive| dead| on sight| from| with| at| in| and|(?=\\s|$))`,
    'u',
  );
const eitherUrged = urgedOn(eitherActs);
const peopleUrged = urgedOn(peopleActs);
const stringUp = new RegExp(`${urging}(?:string|strang) ${them} up(?=\\s|$)`, 'u');
const setAlight = new RegExp(`${urging}(?:set|light) ${them} (?:on fire|alight|ablaze)(?=\\s|$)`, 'u');
/** The contempt itself owed a killing: "religious freaks should be shot on sight". */
const contemptOwed = new RegExp(
  `(?:^|\\s)${contemptForPeople} (?:(?:[\\p{L}']+ ){0,3})?(?:should|must|need to|needs to|ought to|deserve to|gotta) (?:all )?(?:be|get) (?:shot|hanged|hung|strung up|lynched|gunned down|gassed|burned|burnt|killed|executed|exterminated|beheaded|put down|put to death|stoned)(?=\\s|$)`,
  'u',
);
const notDone = /(?:^|\s)(?:don't|dont|do not|never|not|shouldn't|mustn't|no one|nobody)(?:\s|$)/u;
const toldOrAsked = /(?:^|\s)(?:why|how|did|were|was|had|when the|in \d{3,4})(?:\s|$)/u;

export function peopleUrgedHarm(text: string): Found {
  const sentences = text.split(' . ');
  for (const sentence of sentences) {
    if (sentence.trim().endsWith('?') || toldOrAsked.test(sentence)) continue;
    const owed = contemptOwed.exec(sentence);
    if (owed && !notDone.test(sentence.slice(0, owed.index + owed[0].length)))
      return { rule: 'threat.people-urged', matched: owed[0].trim() };
    const act = peopleUrged.exec(sentence) ?? stringUp.exec(sentence) ?? setAlight.exec(sentence);
    const either = act ?? eitherUrged.exec(sentence);
    if (!either || notDone.test(sentence.slice(0, either.index + either[0].length))) continue;
    const named = peopleNamed.test(text) || wornNamed.test(text);
    const people =
      contemptNamed.test(text) ||
      (beastsNamed.test(text) && named) ||
      (act !== null && peopleNamed.test(text));
    if (people || prayersNamed.test(sentence))
      return { rule: 'threat.people-urged', matched: either[0].trim() };
  }
  return undefined;
}
