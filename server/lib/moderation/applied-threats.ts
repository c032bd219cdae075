import { group, place } from './rule-parts';
import { gathering } from './threat-rules';

/**
 * Threats the writer makes their own in the present (probe 20): an assault promised in the progressive ("i'm
 * breaking his jaw"), a vehicle driven into people ("next time I'm driving straight into them"), an ultimatum ending
 * at the reader's door ("24 hours to delete it before I show up at your address"), a bounty for someone else's hand
 * ("I'd pay good money to watch someone set him on fire. I'll chip in"), and a verse of killing applied to neighbours
 * ("slay them wherever you find them. Fine, I'm finding them. The Hindu family across the hall is first", "that's the
 * plan for Dearborn", "which Muslims in my colony should I start with?", "I'll bring the sword to your church").
 * A verse asked about, a fight broken up, a delivery ("I'll show up at your address with the books") and a reading
 * plan ("which Gita chapter should I start with?") have no such act or target. Wordings and twins in
 * applied-threats.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const bodyPart = '(?:jaw|face|legs?|arms?|neck|skull|nose|teeth|head|ribs|fingers|knees|kneecaps|spine)';
const assault = new RegExp(
  `(?:^|\\s)(?:i'm|im|i am|we're|were|we are|i'll|ill|i will|gonna|going to) (?:\\p{L}+ )?(?:breaking|break|smashing|smash|snapping|snap|cracking|crack|caving in|cave in|kicking in|kick in|bashing in|bash in) (?:his|her|their|your|ur|that \\p{L}+'s) ${bodyPart}(?=\\s|$)`,
  'u',
);
const rammed =
  /(?:^|\s)(?:i'm|im|i am|i'll|ill|i will|we're|we'll|gonna|going to) (?:\p{L}+ )?(?:driving|drive|ploughing|plowing|plough|plow|ramming|ram|mowing|mow) (?:my (?:car|truck|van) )?(?:straight |right |directly )?(?:into|through|down) (?:them|those|the (?:crowd|procession|parade|march|queue|line)|(?:all )?of them)(?=\s|$)/u;
const ultimatum =
  /(?:^|\s)(?:you have|you've got|u have|you got) (?:\d+|one|two|three|twenty four|48|24|72) (?:hours?|days?|minutes?)(?: [\p{L}',]+){0,8}? (?:before|or|otherwise|until) (?:i|we) (?:show up|come|turn up|pay (?:you )?a visit|visit|come round|come over)(?=\s|$)/u;
const bounty =
  /(?:^|\s)(?:i'd|i would|i will|i'll|we'd|we'll) (?:pay|give|chip in|donate)(?: (?:good money|money|cash|a reward|\d+|a grand|a fortune|anything))?(?: [\p{L}']+){0,3}? (?:to|for) (?:watch|see|anyone (?:who|that)|whoever|someone to|somebody to)(?: [\p{L}']+){0,10}? (?:set (?:[\p{L}']+ ){0,4}?(?:on fire|alight|ablaze|afire)|burn|burns|burned|kill|kills|killed|shoot|shoots|shot|beat|beats|stab|stabs|hurt|hurts|hang|hangs|lynch|torch|torches|jump|jumps|drown|drowns|die|dies)(?=\s|$)/u;

/** A verse that commands killing, quoted or cited, before the writer applies it. */
const killingVerse =
  /(?:^|\s)(?:slay|kill|killed|smite|sword|destroy|destroyed|utterly destroyed|suffer a witch|put (?:them |him |her )?to death|save alive nothing|nothing that breatheth|fight them|strike|wherever you find them)(?=\s|$)/u;
const peopleOrPlace = `(?:${group}|${place}|family|families|couple|couples|neighbours|neighbors|people|kids|children)`;
const applied = new RegExp(
  [
    "(?:i'm|im|i am|we're|were|we are) (?:finding|hunting|coming for|going after|starting with) (?:them|those|these|the \\p{L}+)",
    `(?:${peopleOrPlace})(?: [\\p{L}']+){0,4}? (?:is|are) (?:first|next)(?: on (?:my|the|our) list)?`,
    "that's (?:the|my|our) plan for",
    `(?:which|what) (?:\\p{L}+ ){0,2}?${group}(?: [\\p{L}']+){0,4}? should (?:i|we) (?:start with|begin with|do first|kill first|hit first)`,
    `(?:i'll|ill|i will|we'll|we will|gonna) (?:bring|take|carry) (?:the|a|my|our) (?:sword|swords|gun|guns|knife|knives|fire|matches|petrol) to (?:your|their|the|that|his|her) (?:\\p{L}+ )?(?:${place}|house|home|door|street)`,
    `i know where (?:the )?(?:local )?(?:\\p{L}+ ){0,2}?(?:${group}) (?:meet|live|pray|gather|worship|sleep)`,
    `(?:the )?(?:local )?(?:${group}|coven) (?:meets?|gathers?|prays?) (?:at|in|on)`,
    `starting with (?:the |those |these )?(?:\\p{L}+ )?(?:${group})`,
    'a verse i can live by',
  ].join('|'),
  'u',
);
const appliedAt = new RegExp(`(?:^|\\s)(?:${applied.source})(?=\\s|$)`, 'u');

/**
 * Orders and winks that need a place or a people beside them: "you all know what to do" after a mosque and a time,
 * "brothers, do what is required", "hope you made your peace with your god" to whoever is at a centre on Friday,
 * "keep them quiet forever", "do something about the mosque ... permanently", "we're going to find out friday",
 * "do with this information what you will" after an unguarded door, "wait till we catch one walking home alone",
 * "let's give them what they want" to would-be martyrs, "see a hijab, rip it off", the first throat cut for free
 * drinks, "the same treatment, and everyone knows what that means", a killer who does "what the politicians won't",
 * a hunting season on a people, a place made the writer's Kurukshetra.
 */
const orderedAt = [
  "(?:you|y'all|you all|u all|brothers|lads|boys|everyone) (?:all )?know what (?:to do|needs to be done|must be done)",
  "(?:brothers|lads|boys|men)(?: ,)? do (?:what is|what's|whats) (?:required|needed|necessary|right|must be done)(?! for| to help| and bring)",
  "(?:hope|better hope|i hope) (?:you|u|they|you all|y'all) (?:have |'ve )?made (?:your|their) peace with (?:your|their) (?:god|maker|allah|lord)",
  '(?:keep|make) (?:them|him|her|those \\p{L}+) (?:quiet|silent|still) (?:forever|for good|permanently)',
  `do something about (?:the|that|this|their) (?:\\p{L}+ )?(?:${place})(?: [\\p{L}']+){0,4}? (?:[,.] )?(?:like (?:[,.] )?)?(?:permanently|for good|once and for all)`,
  'do something about (?:it|them)(?: [,.])? (?:like (?:[,.] )?)?(?:permanently|for good|once and for all)',
  "(?:we're|we are|were|i'm|im) (?:going|gonna) (?:to )?find out (?:on )?(?:this |next )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|soon)",
  'do with this (?:information|info) what you will',
  "(?:wait till|wait until|just wait till|cant wait till|can't wait till) (?:we|i|they) (?:catch|get|find) (?:one|him|her|them|a \\p{L}+)(?: [\\p{L}']+){0,3}? (?:alone|walking home|on (?:his|her|their) own|by (?:himself|herself|themselves))",
  "(?:let's|lets|we'll|we will|happy to) give (?:them|'em) what they (?:want|wanted|ask for)",
  "(?:whoever|the first (?:one|person|guy) (?:who|to)) (?:cuts|slits|kills|shoots|stabs|burns|torches|bombs|cut|slit|kill|shoot|stab|burn|torch|bomb) (?:the first |a |the )?(?:\\p{L}+)(?: [\\p{L}']+){0,6}? (?:gets|wins|will get|earns)",
  "(?:get|gets|will get) the same treatment(?: [\\p{L}',]+){0,4}? (?:everyone|everybody|we all|you all|you) knows? what that means",
  "do what the (?:politicians|police|government|cops|courts|state|law) (?:won't|wont|will not|can't|cant|refuse to)",
  `(?:${group}) hunting season|(?:hunting|open) season (?:on|for) (?:${group})|no bag limit`,
  '(?:is|will be) my (?:kurukshetra|battlefield|jericho|crusade|jihad)',
].join('|');
const orderedAtPlace = new RegExp(`(?:^|\\s)(?:${orderedAt})(?=\\s|$)`, 'u');
const placeOrPeople = new RegExp(
  `(?:^|\\s)(?:${group}|${place}|${gathering}|centre|center|coven|village|wat|pagoda|jcc)(?:'s)?(?=\\s|$)`,
  'u',
);
/** A sign of faith worn, and what to do to its wearer: "see a hijab, rip it off. see a beard, break the jaw". */
const wornAttacked =
  /(?:^|\s)(?:see|spot) a (?:hijab|turban|kippah|yarmulke|niqab|burqa|beard|cross|tilak|bindi|patka|skullcap)(?: ,)? (?:rip|tear|pull|break|punch|knock|smash|hit|burn|spit on|cut)(?=\s|$)/u;

export function appliedThreat(text: string): Found {
  const order = (placeOrPeople.test(text) ? orderedAtPlace.exec(text) : null) ?? wornAttacked.exec(text);
  if (order) return { rule: 'threat.applied', matched: order[0].trim() };
  const found = assault.exec(text) ?? rammed.exec(text) ?? ultimatum.exec(text) ?? bounty.exec(text);
  if (found) return { rule: 'threat.applied', matched: found[0].trim() };
  const application = killingVerse.test(text) ? appliedAt.exec(text) : null;
  if (application) return { rule: 'threat.verse-applied', matched: application[0].trim() };
  return undefined;
}
