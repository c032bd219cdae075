import { harmParticiples } from './lexicon';
import { alt, group, place, verb } from './rule-parts';

/**
 * The writer volunteering for a harm the message proposes (probe 14): "should be killed, and I will personally help
 * do it", "I'd light the match myself", "I'm already working on mine", "happy to arrange it, DM me", "I'll bring the
 * gear", "Tuesday night works for me". A harm said to be deserved or wished can be an opinion, a report or history;
 * the writer's offer to do it, supply it or join it makes it a plan. An offer names its part in the act (do it,
 * arrange it, light the match, bring the petrol, drive the van); the offers any errand shares ("count me in", "DM
 * me", "works for me") count only beside a verb of violence and someone or somewhere to suffer it. Wordings and twins
 * in volunteered-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const writer =
  "(?:i'll|ill|i will|i'd|id|i would|i'm|im|i am|i can|i could|i've|ive|i have|happy to|glad to|ready to|willing to|more than happy to|i intend to|i plan to|i'm going to|im going to|i'm gonna|im gonna)";
const manner = '(?: (?:personally|gladly|happily|even|also|totally|already|got))*';
/** The writer's part in the act: doing it, arranging it, the first blow, the means brought or supplied. */
const part =
  '(?:help (?:do|with|carry out|finish|organise|organize) (?:it|that|this|the job)|do (?:it|that|the job)(?: myself| personally)?|arrange (?:it|that|this|one|them)|light the (?:match|fuse|first match|pyre|fire)|(?:swing|throw|cast|fire) the first(?: \\p{L}+)?|be the (?:first|one) to (?:throw|swing|shoot|strike|light|pull)|pull the trigger|hold (?:him|her|them) (?:down|still)|(?:bring|supply|provide|get|have|got) the (?:gear|guns|rifles|petrol|gas|bats|rope|matches|fuel|explosives|lighters|ammo|knives|pipes|weapons|petrol cans|gas cans)|drive the (?:car|van|truck|getaway)|obey (?:him|god|the call|the order|that order)|(?:already )?working on (?:mine|it|one|the plan))';
const offer = new RegExp(`(?:^|\\s)${writer}${manner} ${part}(?=\\s|$)`, 'u');
/** Offers any errand shares; they need a verb of violence and a victim in the message. */
const errand =
  /(?:^|\s)(?:dm me|pm me|message me|hit me up|count me in|sign me up|i'm in|im in|(?:works|suits) for me|just say when|name the (?:day|time|place))(?=\s|$)/u;
const harmNoun =
  '(?:a bomb|bombs|molotovs?|petrol|gasoline|bullets?|ammo|a noose|the stake|disappear|vanish|gutted by fire|burned|burnt|stoned)';
const harm = new RegExp(`(?:^|\\s)(?:${verb}|${alt(harmParticiples)}|${harmNoun})(?=\\s|$)`, 'u');
/** A verb of violence, not one told as past ("the synagogue that was bombed"), or a weapon with no other use. */
const harmVerb = new RegExp(
  `(?:^|\\s)(?<!(?:was|were|been|got) )(?:${verb}|${alt(harmParticiples)}|disappear|vanish|molotovs?|molotov cocktails?|petrol bombs?|pipe bombs?|nail bombs?|explosives|a bomb)(?=\\s|$)`,
  'u',
);
const victim = new RegExp(
  `(?:^|\\s)(?:${place}|${group}|them|him|her|you|anyone|everyone|every one|heretics|apostates?|blasphemers|infidels|kuffar|pastors?|priests?|rabbis?|imams?|monks?|lamas?|nuns?|granthis?|pujaris?|mass|prayers|service|worship|congregation|pews|worshippers)(?=\\s|$)`,
  'u',
);

export function volunteeredHarm(text: string): Found {
  const offered = offer.exec(text);
  if (offered && harm.test(text)) return { rule: 'threat.volunteered', matched: offered[0].trim() };
  const joined = errand.exec(text);
  if (joined && harmVerb.test(text) && victim.test(text)) {
    return { rule: 'threat.volunteered', matched: joined[0].trim() };
  }
  return undefined;
}
