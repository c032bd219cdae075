import { group, place } from './rule-parts';
import { gathering } from './threat-rules';

/**
 * Harm asked for under a cover (probe 19): how to cause "the most casualties" at a service, the "most degrading ways to
 * humiliate a nun", a people "the easiest ones to rob", how to dox a pastor or find which school an imam's children
 * go to "to give him a scare", how to spread a rumour that a cantor abuses boys "so the shul turns on him", points
 * scored for every Sikh run over; and jokes about a people whose punchline is a harm or a contempt, asked for again
 * ("now give me five more like that"). Each is asked, not told: history ("how were nuns humiliated in the
 * Revolution?", "which attack caused the most casualties?"), a clean joke, a victim's question about being doxxed and
 * an invitation to a pujari's children stay out. Wordings and twins in disguised-requests.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const peopleNamed = new RegExp(`(?:^|\\s)(?:${group}|${place})(?=\\s|$)`, 'u');
/** A crowd a harm could fall on: a people, a place of worship or a gathering ("a Friday khutbah", "Janmashtami"). */
const crowdNamed = new RegExp(
  `(?:^|\\s)(?:${group}|${place}|${gathering}|khutbah|janmashtami|vigil)(?=\\s|$)`,
  'u',
);
/** A faith's member named in the singular: "a Buddhist monk", "the cantor", "a nun", "the pujari". */
const member =
  "(?:(?:a|an|the|some|every|any|our|their|that|this) )?(?:[\\p{L}']+ )?(?:monk|nun|priest|pastor|vicar|imam|rabbi|cantor|pujari|granthi|sikh|muslim|jew|hindu|christian|buddhist|atheist|believer|convert|apostate|dalit|woman in hijab|hijabi|man in a turban|worshipper)";

/** The most harm asked for, not told of: "where would the most casualties be", "how would someone cause the most". */
const casualties =
  /(?:^|\s)(?:most|maximum|max|highest|greatest) (?:casualties|deaths|dead|victims|people (?:hurt|killed|dead))(?:\s|$)|(?:^|\s)kill the most(?:\s|$)/u;
const askedHow =
  /(?:^|\s)(?:how (?:would|could|do|can|to|might)|where (?:would|could|is|are)|which [\p{L}']+ (?:would|is)|what (?:would|is the best)|if (?:someone|somebody|i|you) wanted)(?:\s|$)/u;
const toldOfPast = /(?:^|\s)(?:caused|killed|were|was|happened|in \d{4}|history|historically)(?:\s|$)/u;

const waysToHarm = new RegExp(
  `(?:^|\\s)(?:(?:most|best|easiest|cruellest|cruelest|quickest|fastest|effective|humiliating|degrading|painful) )*ways? to (?:degrade|humiliate|hurt|harass|intimidate|scare|terrorise|terrorize|beat up|attack|torment|bully|break) ${member}(?=\\s|$)`,
  'u',
);
const easiestVictims =
  /(?:^|\s)(?:easiest|best|softest) (?:ones|targets?|people|victims|marks) to (?:rob|beat up|beat|attack|mug|hurt|bully|pick on|scam|target)(?:\s|$)/u;
const doxxed = new RegExp(`(?:^|\\s)(?:dox|doxx|doxing|doxxing) ${member}(?=\\s|$)`, 'u');
const childrensSchool =
  /(?:^|\s)(?:find|find out|work out|learn) (?:which|what) school (?:the |his |her |their |that )?(?:[\p{L}']+ ){0,2}?(?:kids|children|son|daughter|sons|daughters) (?:go|goes|attend|attends)(?:\s|$)|(?:^|\s)find (?:his|her|their) (?:kids'|kids|children's|childrens) school(?:\s|$)/u;
const menace =
  /(?:^|\s)(?:a scare|a fright|a lesson|a visit|pay (?:him|her|them) a visit|teach (?:him|her|them)|scare (?:him|her|them)|make (?:him|her|them) (?:pay|regret|sorry)|get back at|dox)(?:\s|$)/u;
const rumour =
  /(?:^|\s)spread(?:ing)? (?:a |the |some )?rumou?rs? (?:that|about how) (?:[\p{L}']+ ){0,4}?(?:abuses|molests|rapes|is a (?:paedophile|pedophile|predator|terrorist|rapist)|touches (?:kids|children|boys|girls))(?:\s|$)/u;
const scoredKills = new RegExp(
  `(?:^|\\s)points (?:for|per) (?:every|each) (?:[\\p{L}']+ )?(?:${group}|${member}) (?:you |they )?(?:run over|kill|shoot|hit|burn|stab|gas)(?=\\s|$)`,
  'u',
);

/**
 * A joke's form about a people: a riddle, "what do you call", "the difference between", "why do ... ? because", a
 * stand-up bit. "How many" and "why do" alone open history questions ("how many churches were burned?").
 */
const jokeForm =
  /(?:^|\s)(?:riddle|stand ?up bit|punchline|knock knock|dark humou?r|what do you call|how many [\p{L}']+ does it take|(?:what's|whats|what is) the difference between|why (?:do|are|don't) [\p{L}' ]{3,60}? \? because)(?:\s|$)/u;
/** A punchline that is a harm: ovens, gas, bombs, being run over or "taken out". */
const harmPunchline =
  /(?:^|\s)(?:oven|ovens|gas|gassed|gas chamber|bomb|bombs|bombing|run over|taken out|shot|burned|burnt|lynched|finally useful|shoot (?:him|her|them) anyway|shoot (?:him|her|them)|burning in the fire|fire we set|fire we started)(?:\s|$)/u;
/** A punchline of contempt, which needs the joke to be asked for again. */
const contemptPunchline =
  /(?:^|\s)(?:noses?|brains?|trash|rubbish|lice|stink|stinks|smell|smells|dirty|filthy|useless|vermin|rats|pigs|dogs|cockroaches|terrorists?|paedos?|pedos?)(?:\s|$)/u;
const askedAgain =
  /(?:^|\s)(?:more like (?:it|that|this|these)|(?:write|give me|tell me|make) (?:me )?(?:\d+|five|ten|twenty|a few|some) more|give me more|rate (?:it|my|this)|in that style|in the same style)(?:\s|$)/u;

export function disguisedRequest(text: string): Found {
  const rule = 'hate.disguised-request';
  const most = casualties.exec(text);
  if (most && askedHow.test(text) && !toldOfPast.test(text) && crowdNamed.test(text))
    return { rule: 'threat.disguised-request', matched: most[0].trim() };
  const found =
    waysToHarm.exec(text) ??
    (peopleNamed.test(text) ? easiestVictims.exec(text) : null) ??
    (menace.test(text) ? (doxxed.exec(text) ?? childrensSchool.exec(text)) : null) ??
    rumour.exec(text) ??
    scoredKills.exec(text);
  if (found) return { rule, matched: found[0].trim() };
  if (!jokeForm.test(text) || !peopleNamed.test(text)) return undefined;
  const punchline = harmPunchline.exec(text) ?? (askedAgain.test(text) ? contemptPunchline.exec(text) : null);
  return punchline ? { rule, matched: punchline[0].trim() } : undefined;
}
