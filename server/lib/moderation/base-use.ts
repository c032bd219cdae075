import { answeredByWriter } from './reported-speech';
import { place } from './rule-parts';

/**
 * A sacred thing put to a base use (probe 15): scripture, a prayer garment, a rosary, a wafer, a statue or robes
 * used as a dog's treat or leash, a rag, a doormat, toilet paper, rolling paper, kindling or a wrapper for chips, in
 * the writer's telling or as its "only use". Sincere messages name the same things and uses apart (a worn turban to
 * dispose of, a puppy that chewed a rosary, the Vinaya's robes turned to floor cloths, "never used as kindling"),
 * and ask whether a use is allowed; so the use has to be the thing's within one sentence, not negated, not asked.
 * Probe 16 added a statue made a doorstop or a paperweight, a book a coaster, a wafer or matzah fed to the dog or
 * the pigs, a holy place turned into a urinal or fouled. Wordings and twins in base-use.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const scriptures =
  "(?:bible|bibles|quran|qurans|qur'an|koran|korans|torah|torahs|talmud|gita|gitas|bhagavad gita|vedas|upanishads|ramayan|ramayana|ramayanas|mahabharata|tripitaka|tipitaka|sutras?|suttas?|dhammapada|guru granth sahib|gutka|gutkas|siddur|siddurs|hymnals?|prayer books?|holy books?|scriptures?|psalter|new testament|old testament)";
const thing = `(?:(?:the |a |an |my |your |their |his |her |our |that |this |those |these |some |old |every |\\p{L}+'s |\\p{L}+s' )*(?:communion wafers?|wafers|consecrated (?:wafers?|hosts?|ones|bread)|the host|tefillin|tallit|tallis|tallitot|kippah|kippot|yarmulke|yarmulkes|mezuzah|mezuzahs|torah scrolls?|sefer torah|prayer mats?|prayer rugs?|musallah|prayer beads|rosary|rosaries|crucifix|crucifixes|icons?|turbans?|dastar|patka|kirpan|robes?|mala|malas|murtis?|(?:buddha |ganesh |jesus )?statues?|statue's|prayer flags?|prayer wheels?|holy water|sacred thread|janeu|${scriptures}|pages? (?:of|from) (?:the |a |my |your )?${scriptures})(?:'s|s')?)`;
/** Base uses: a pet's toy or leash, a rag or mat, the toilet, a cigarette's paper, fuel, a chip wrapper. */
const baseUse =
  "(?:dog treats?|dog food|doggy treats?|chew toys?|cat litter|litter tray|litter box|hamster cage|bird ?cage|rabbit hutch|leash|dog lead|doormat|door mat|boot scraper|dishcloth|dish rag|duster|toilet paper|toilet roll|loo roll|bog roll|toilet reading|(?:by|next to) the (?:bowl|toilet|loo|bog)|on the cistern|when the roll runs out|rolling paper|rolling papers|roll a joint|ashtray|kindling|firelighters?|fuel for (?:my|the) (?:fire|barbecue|bbq|grill|stove)|for my (?:barbecue|bbq|fire|grill|fireplace|bonfire)|wrapping (?:fish|chips|rubbish|garbage|trash)|wrap (?:fish|chips|rubbish)|wipe (?:my|your|the|his|her) (?:arse|ass|bum|backside|boots|feet|shoes|car|floor|nose)|wipe (?:oil|grease|mud|dirt|muck) off|polish (?:my|the) (?:car|boots|shoes|bike)|to polish|best rag|a rag (?:i|i'd|to|for)|as a rag|coasters?|footrest|fetish gear|sex toy|(?:pissed|pissing|peed|peeing|shat|shitting) (?:in|on) (?:its|his|her|their) (?:lap|face|head|mouth|feet)|cigarette in (?:the |its |his |her )?(?:\\p{L}+ |\\p{L}+'s ){0,3}?mouth|(?:makes?|made|is|as|into)(?: a| an)?(?: [\\p{L}']+){0,2}? (?:doorstop|door stop|paperweight|paper weight|coaster)|(?:fed|feed|feeding|gave|give|giving) (?:[\\p{L}']+ ){0,4}?to (?:my|the|our) (?:dogs?|pigs?|hogs?|cats?|rats?)|wipe (?:the |my |your )?(?:dog's |dogs' |cat's )?(?:muddy )?paws|belongs? in (?:a|the) (?:urinal|toilet|dumpster|bin|trash|sewer|gutter|latrine|cesspit)|(?:bottom|floor) of (?:a|the|my) (?:bird ?cage|hamster cage|rabbit hutch|cat box|litter tray)|lining (?:the |a |my )?(?:hamster |bird |budgie |rabbit |parrot )?(?:cage|hutch|bin|litter tray)|(?:shooting|target|dart|archery) practice|(?:a |my )?target at the (?:range|shooting range)|on (?:the|a) (?:urinal|toilet seat|toilet lid|toilet)|burn (?:it|them) for (?:warmth|heat)|better kindling|as (?:a|an|my|our) (?:urinal|toilet|ashtray|spittoon|doormat|footstool|dartboard|bin)|in the (?:bin|trash|garbage|toilet|dumpster|sewer) where (?:it|they|she|he) belongs?|bathroom reading|is (?:a|an|just a) (?:big |giant |huge |fat )?(?:black )?(?:dumpster|cesspit|sewer|trash can|rubbish bin|outhouse|latrine|toilet)|wipe (?:your|my|his|her|their) (?:backside|backsides|arse|ass|bum|bums) with|(?:level|levels|levelling|leveling|prop up|props up|propping up|prop open|props open|propping open|wedge|wedges|wedging) (?:my|the|a|our|his|her|that|this) (?:\\p{L}+ )?(?:table|desk|door|chair|bed|couch|sofa|fridge|washing machine|window|cabinet)|(?:swat|squash|kill) (?:flies|a fly|bugs|mosquitoes|spiders|cockroaches|roaches))";
/** Idols and foods that are sacred in one tradition and named alone ("that brass Ganesh", "the matzah from their seder"). */
const sacredAlone =
  '(?:(?:the |a |an |my |your |their |his |her |that |this |brass |stone |clay |old )*(?:ganesh|ganesha|buddha|shiva|krishna|hanuman|matzah|matzo|matza|prasad|prashad|karah prashad|cross|ten commandments|kaaba|aqdas|kitáb i aqdas|kitab i aqdas))';
const together = new RegExp(
  `(?:^|\\s)(?:(?:${thing}|${sacredAlone})(?: [\\p{L}'\\d,:]+){0,14}? ${baseUse}|${baseUse} (?:with|on|in|using|into|out of|from)(?: [\\p{L}'\\d,]+){0,3}? ${thing})(?:\\s|$)`,
  'u',
);
/** "never used as kindling", "not a doormat", "shouldn't be used as": the use denied, before or in the match. */
const denied =
  /(?:^|\s)(?:never|not|no|n't|don't|dont|shouldn't|should not|mustn't|must not|isn't|is not|aren't|are not|instead of|rather than|forbidden|forbids|haram|disrespectful|wrong)(?:\s|$)/u;

/** A holy place made a toilet or fouled: "turn that cathedral into a public urinal", "I'd take a dump in it". */
const placeFouled = new RegExp(
  `(?:^|\\s)(?:(?:turned|turn|turning|made|make|converted|convert) (?:that |the |their |this |your |every )?(?:\\p{L}+ )?(?:${place}) into (?:a |an )?(?:public )?(?:toilet|urinal|latrine|brothel|pigsty|sewer|cesspit)|(?:fed|feed|feeding|gave|give|giving) (?:${thing}|${sacredAlone})(?: [\\p{L}']+){0,4}? to (?:my|the|our) (?:dogs?|pigs?|hogs?|cats?|rats?))(?:\\s|$)|(?:^|\\s)(?:${place}|${thing})(?: [\\p{L}'\\d,:]+){0,14}? (?:(?:turned|turn|turning|made|make|converted|convert) into (?:a |an )?(?:public )?(?:toilet|urinal|latrine|brothel|pigsty|sewer|cesspit)|(?:take|took|taking|have|had) a (?:dump|shit|piss|leak|crap) (?:in|on) (?:it|them|there))(?:\\s|$)`,
  'u',
);

/** The thing named in one sentence and its use in the next: "the Guru Granth Sahib is just a book. I'd use it as a coaster." */
const usedAsAfter = new RegExp(
  `(?:^|\\s)(?:${thing}|${sacredAlone})(?: [^.!?]*)?[.!;] (?:(?:[\\p{L}']+ ){0,3}?(?:use|using|used) (?:it|them|one|mine) as (?:a |an )?(?:coaster|doormat|door mat|rag|doorstop|paperweight|toilet paper|ashtray|kindling|footrest)|(?:just )?wipe (?:[\\p{L}']+ )?with (?:it|them|its pages|the pages))(?:\\s|$)`,
  'u',
);

/** Someone other than the writer as the one who did it: "my ex", "he", "a neighbour", "someone". */
const doneByAnother =
  /^\s*(?:my [\p{L}']+|our [\p{L}']+|he|she|they|someone|somebody|a [\p{L}']+|the [\p{L}']+|some [\p{L}']+)(?:\s|$)/u;
/** The writer's own use confessed and asked about: "... when I was poor. Was that a sin?" */
const askedIfWrong =
  /(?:^|\s)(?:was|is|did|have|should|will|would|am)(?: that| it| this| i)(?: [\p{L}']+){0,3}? (?:a sin|sin|sinned|sinful|wrong|okay|ok|haram|disrespectful|allowed|forgiven|offensive|bad)(?:\s|$)/u;

export function baseUseOfSacred(text: string): Found {
  for (const sentence of text.match(/[^.!?;]+[.!?;]?/gu) ?? []) {
    if (sentence.trim().endsWith('?')) continue;
    const found = together.exec(sentence) ?? placeFouled.exec(sentence);
    if (!found || denied.test(sentence.slice(0, found.index + found[0].length))) continue;
    if (askedIfWrong.test(text.slice(text.indexOf(sentence) + sentence.length))) continue;
    // "My ex threw my Buddha statue in the bin ... I'm still upset": done by someone else and grieved by the writer.
    if (doneByAnother.test(sentence) && answeredByWriter(text)) continue;
    return { rule: 'sacred.base-use', matched: found[0].trim() };
  }
  const after = usedAsAfter.exec(text);
  if (after && !denied.test(after[0])) return { rule: 'sacred.base-use', matched: after[0].trim() };
  return undefined;
}
