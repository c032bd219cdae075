import { group, place } from './rule-parts';

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
  /(?:^|\s)(?:slay|kill|killed|smite|sword|destroy|destroyed|utterly destroyed|suffer a witch|put (?:them |him |her )?to death|fight them|strike|wherever you find them)(?=\s|$)/u;
const peopleOrPlace = `(?:${group}|${place}|family|families|couple|couples|neighbours|neighbors|people|kids|children)`;
const applied = new RegExp(
  [
    "(?:i'm|im|i am|we're|were|we are) (?:finding|hunting|coming for|going after|starting with) (?:them|those|these|the \\p{L}+)",
    `(?:${peopleOrPlace})(?: [\\p{L}']+){0,4}? (?:is|are) (?:first|next)(?: on (?:my|the|our) list)?`,
    "that's (?:the|my|our) plan for",
    `(?:which|what) (?:\\p{L}+ ){0,2}?${group}(?: [\\p{L}']+){0,4}? should (?:i|we) (?:start with|begin with|do first|kill first|hit first)`,
    `(?:i'll|ill|i will|we'll|we will|gonna) (?:bring|take|carry) (?:the|a|my|our) (?:sword|swords|gun|guns|knife|knives|fire|matches|petrol) to (?:your|their|the|that|his|her) (?:\\p{L}+ )?(?:${place}|house|home|door|street)`,
    `i know where (?:the )?(?:local )?(?:\\p{L}+ ){0,2}?(?:${group}) (?:meet|live|pray|gather|worship|sleep)`,
  ].join('|'),
  'u',
);
const appliedAt = new RegExp(`(?:^|\\s)(?:${applied.source})(?=\\s|$)`, 'u');

export function appliedThreat(text: string): Found {
  const found = assault.exec(text) ?? rammed.exec(text) ?? ultimatum.exec(text) ?? bounty.exec(text);
  if (found) return { rule: 'threat.applied', matched: found[0].trim() };
  const application = killingVerse.test(text) ? appliedAt.exec(text) : null;
  if (application) return { rule: 'threat.verse-applied', matched: application[0].trim() };
  return undefined;
}
