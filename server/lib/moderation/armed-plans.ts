import { anyWord, group, place } from './rule-parts';

/**
 * Threats read over the whole message, where the plan is spread across sentences (probe 13): the means of a fire
 * beside its result ("a couple of molotovs and it's gone", the place named in the sentence before), a misfortune
 * wished in the mob's idiom ("would be a shame if his car had an accident"), others mustered with weapons ("pay them
 * a visit with bats", "bring masks and pipes", "bring crowbars, who's in"), and the reader pursued ("I know where you
 * live ... you'll regret", "people who mock me ... disappear"). Each needs two parts that an innocent message rarely
 * joins: the twins (a barbecue's lighter fluid, pipes for a leaking sink, a pastor's house calls, a child's accident
 * feared) keep one part without the other. Wordings and twins in armed-plans.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const arsonMeans =
  '(?:molotovs?|molotov cocktails?|jerry ?cans?|jerrycans?|cans? of (?:petrol|gasoline|gas|kerosene)|petrol|gasoline|kerosene|lighter fluid|accelerant|one match|a match|pipe bombs?|a bomb|one bomb)';
const arsonResult =
  "(?:(?:it's|its|it is|that's|thats|they're|theyre|the place is|(?:that|the) \\p{L}+ is) (?:gone|done|history|toast|ash|ashes|rubble|finished|over)|nobody (?:inside |in there )?(?:wakes up|gets out|makes it out|walks out|survives))";
/** "Two molotovs through the window and it's done": the means, then the result, with a place named in the message. */
const arson = new RegExp(
  `(?:^|\\s)${arsonMeans}(?: ${anyWord}| ,){0,10}? (?:and |, )?${arsonResult}(?:\\s|$)`,
  'u',
);
const placeNamed = new RegExp(`(?:^|\\s)${place}(?:\\s|$)`, 'u');
/** Named in the past ("the shul was history by 1942"), the result is an account. */
const pastResult =
  /(?:^|\s)(?:was|were|had been|would have been|would've been) (?:history|gone|ash|ashes|rubble)(?:\s|$)/u;

/** "Be a shame if his car had an accident", "a shame if it caught fire while they sleep". */
const misfortuneWished = new RegExp(
  `(?:^|\\s)(?:be|be a|be such a|be a real|what a|it'd be a|it would be a) (?:real |such a |damn |terrible |awful )?shame if(?: ${anyWord}){1,6}? (?:(?:had|has|have|got into|gets into|met with) (?:an|a little|a nasty|a terrible|some kind of|a bad|a fatal) accident|(?:caught|catches|catch) fire(?: ${anyWord}){0,3}? (?:while|with|when) (?:they|he|she|you|everyone|the \\p{L}+|his|her|their) (?:sleep|sleeps|sleeping|are inside|is inside|inside|upstairs|in it))(?:\\s|$)`,
  'u',
);

const weapons =
  '(?:bats|baseball bats|cricket bats|crowbars|pipes|lead pipes|chains|knives|machetes|guns|rifles|hammers|clubs|brass knuckles|knuckle dusters|tire irons|tyre irons|molotovs|axes|sticks|lathis|iron rods|rods|stones|rocks|bricks|lighters|torches|petrol|(?:a |one )?(?:blade|knife|machete|crowbar|bat|hammer|pipe|axe)|something heavy|something sharp)';
/** A visit paid with weapons: "pay them a visit with bats", "say hello with baseball bats". */
const armedVisit = new RegExp(
  `(?:^|\\s)(?:visit|call|calls|hello|word|chat|talk)(?: ${anyWord}){0,3}? with (?:some |a few |our |my |the )?${weapons}(?:\\s|$)`,
  'u',
);
/** Weapons to bring or carry ("bring bats", "with chains and masks"). */
const armedWith = new RegExp(
  `(?:^|\\s)(?:bring|bringing|carry|carrying|grab|pack|with|got|and) (?:your |the |some |a few |our |my )?(?:masks? and |hoods? and |gloves and )?${weapons}(?:\\s|$)`,
  'u',
);
/** The muster's other half: faces hidden, a call for volunteers, or the target "sorted out". */
const musterSign =
  /(?:^|\s)(?:masks?|hoods|balaclavas|who's in|whos in|who is in|want in|wants in|dm me|meet (?:at|by|behind|outside)|leave no one standing|sort (?:out|them out|him out|her out)|sort that|a house call|house calls?|a few guys|some guys|lads ready|boys ready|gather the (?:boys|lads|brothers|men)|round up the (?:boys|lads|brothers|men)|(?:don't|dont|do not) bring (?:your )?phones|leave (?:your )?phones(?: at home)?|no phones|spread the word|pass it on|who's with me|whos with me|reply and i'll send|i'll send the (?:route|address|time))(?:\s|$)/u;
/** A crowd without a guard, which a potluck's knife shares once but not twice: "crowd's thick", "security is a joke". */
const unguarded =
  /(?:^|\s)(?:(?:the )?crowd's thick|crowd is thick|(?:the )?cops (?:will|'ll) be looking the other way|security is a joke|no security|no cameras|it'll be packed|it will be packed)(?=\s|$)/gu;
/** A target named somewhere in the message: a place, a people, or one of their clergy by role. */
export const targetNamed = new RegExp(
  `(?:^|\\s)(?:${place}|${group}|imam|imams|rabbi|rabbis|rebbe|priest|priests|pastor|vicar|monk|monks|nun|nuns|granthi|pujari|lama|abbot|kosher|halal|procession|processions|service|mass|prayers|parade|mela|festival|meetup|vigil|the \\p{L}+ (?:family|house|household|home))(?:\\s|$)|(?:'s (?:home )?|the |their |his |her )address`,
  'u',
);

/**
 * A visit called for with the victim's address offered ("anyone in Brooklyn want to pay her a visit, DM me for the
 * address"); a place's burning planned by "we" and passed on quietly ("we torch the site before the foundation dries,
 * spread the word"); a stoning or a shooting after a line-up ("line up every woman who ... and stone them").
 */
const visitCalled =
  /(?:^|\s)(?:pay (?:him|her|them|the \p{L}+) a (?:little |quick |proper )?visit|a word with (?:him|her|them|the \p{L}+) in person)(?:\s|$)/u;
const addressOffered =
  /(?:^|\s)(?:(?:dm|pm|message|msg|text) me (?:privately )?(?:for|and i'll send|and ill send|i've got|ive got) (?:the |her |his |their )?address|(?:i've|ive|i have|i) got (?:his|her|their|the) (?:home )?address)(?:\s|$)/u;
const burningPlanned = new RegExp(
  `(?:^|\\s)(?:we|we'll|we will|we're going to|we are going to|let's|lets) (?:\\p{L}+ )?(?:torch|burn|burn down|firebomb|smash up|wreck|raze|flatten|storm) (?:the|that|their|this|every) (?:\\p{L}+ ){0,2}?(?:site|temple|mosque|church|synagogue|shul|gurdwara|mandir|chapel|monastery|house|shop|hall|centre|center|building)(?! (?:incense|candles|lamps|offerings|bulletins|papers|rubbish|leaves|mortgage))(?:\\s|$)`,
  'u',
);
const quietly =
  /(?:^|\s)(?:spread the word|pass it on|quietly|who's in|whos in|who's with me|tonight|(?:saturday|friday|sunday) night|before (?:they|the foundation|it))(?:\s|$)/u;
const lineUp =
  /(?:^|\s)line (?:up )?(?:every|all|the|those|them)(?: [\p{L}']+){0,8}? (?:and|then) (?:stone|shoot|hang|whip|flog|burn|behead) (?:them|him|her|every one|each)(?:\s|$)/u;

/** The reader found and warned: "I'll find out where you live ... regret", "I know where the office is ... in person". */
const foundYou =
  /(?:^|\s)(?:find out|found out|know|learned|looked up|got|have) where (?:you|u|he|she|they|the office|your office|your family|your kids) (?:live|lives|sleep|sleeps|work|works|is|are)(?:\s|$)|(?:^|\s)(?:i|i've|ive|i do) (?:got|have) (?:your|ur|his|her|their) (?:home )?address(?:\s|$)/u;
const consequence =
  /(?:^|\s)(?:make (?:you|u|him|her|them) (?:regret|pay|sorry)|(?:you'll|youll|you will|he'll|they'll) (?:regret|pay|be sorry|see)|(?:come|coming) in person|not to talk|unless|watch your back|pay (?:you|u|him|her|them) a visit|go after|coming for (?:you|u|him|her|them))(?:\s|$)/u;
/** "People who mock me ... disappear": what befalls the writer's critics, foretold. */
const critics =
  /(?:^|\s)people who (?:mock|cross|argue with|insult|disrespect|talk back to|annoy|laugh at|disagree with) me(?:\s|$)/u;
const befalls =
  /(?:^|\s)(?:disappear|disappears|vanish|go missing|(?:have|has|tend to have) (?:bad |nasty |unfortunate |terrible )?accidents|get hurt|end up (?:dead|hurt|missing|in (?:the )?hospital)|don't wake up|dont wake up)(?:\s|$)/u;
/** "I'll go after the devs who made you and their families", "I'll come to your building with a sledgehammer". */
const goAfter =
  /(?:^|\s)(?:i'll|ill|i will|we'll|we will|i'm going to|im going to|gonna) (?:go after|come after|hunt down) (?:you|u|him|her|them|the \p{L}+|your \p{L}+|their \p{L}+|his \p{L}+)(?:\s|$)|(?:^|\s)(?:i'll|ill|i will|i'm going to|im going to|gonna) (?:come|be|go) (?:to|outside|at|in front of)(?: \p{L}+){0,6}? with (?:a|my|an) (?:sledgehammer|hammer|gun|rifle|ar|ak|glock|shotgun|machete|knife|bat|crowbar|axe)(?:\s|$)/u;

export function armedPlan(text: string): Found {
  const fire = arson.exec(text);
  if (fire && placeNamed.test(text) && !pastResult.test(text)) {
    return { rule: 'threat.arson-planned', matched: fire[0].trim() };
  }
  const shame = misfortuneWished.exec(text);
  if (shame) return { rule: 'threat.misfortune-wished', matched: shame[0].trim() };
  const visit = armedVisit.exec(text);
  if (visit && targetNamed.test(text)) return { rule: 'threat.muster', matched: visit[0].trim() };
  const armed = armedWith.exec(text);
  const exposed = (text.match(unguarded) ?? []).length >= 2;
  if (armed && (musterSign.test(text) || exposed) && targetNamed.test(text)) {
    return { rule: 'threat.muster', matched: armed[0].trim() };
  }
  const called = visitCalled.exec(text);
  if (called && addressOffered.test(text)) return { rule: 'threat.muster', matched: called[0].trim() };
  const burning = burningPlanned.exec(text);
  if (burning && quietly.test(text)) return { rule: 'threat.muster', matched: burning[0].trim() };
  const lined = lineUp.exec(text);
  if (lined) return { rule: 'threat.muster', matched: lined[0].trim() };
  const found = foundYou.exec(text);
  if (found && consequence.test(text.slice(found.index))) {
    return { rule: 'threat.pursuit', matched: found[0].trim() };
  }
  const critic = critics.exec(text);
  if (critic && befalls.test(text.slice(critic.index))) {
    return { rule: 'threat.pursuit', matched: critic[0].trim() };
  }
  const after = goAfter.exec(text);
  if (after) return { rule: 'threat.pursuit', matched: after[0].trim() };
  return undefined;
}
