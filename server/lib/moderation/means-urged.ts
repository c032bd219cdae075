/**
 * A self-killing urged on the reader by its means (probe 16): the reader told to drink the bleach, swallow a bottle
 * of tablets, blow their own brains out, put a barrel in their mouth, jump off a minaret, lie down on the tracks or
 * set themselves alight; an urge passed on ("tell that convert to hang himself already"); "if you offed yourself"
 * beside "nobody would miss you"; a distress the reader told welcomed with "finish the job". The older readers know
 * "kill yourself" and a few fixed phrasings; this reads the act by its means, and the reader by the form that
 * urges it: an order opening a clause, or after "just", "go", "why not", "why don't you", "better you", "you
 * should". The same means in a prescription, a timetable, history or a report ("the pharmacist said to swallow the
 * whole course", "why did he set himself alight?", "someone told me to put a gun in my mouth") are no order to the
 * reader; a negation or "if someone tells you" before the act stands it down. Wordings and twins in
 * means-urged.test.ts.
 */
import { spokenOfOwnDanger } from './own-danger';
import { group } from './rule-parts';

type Found = { rule: string; matched: string } | undefined;

const amount =
  "(?: (?:the|a|an|some|your|ur|own|all|whole|entire|bottle|bottles|packet|pack|box|jar|jug|cup|glass|of|mum's|mom's|dad's|gran's|\\p{L}+'s))*";
const poison =
  '(?:bleach|poison|rat poison|antifreeze|cyanide|drain cleaner|weedkiller|weed killer|pesticide|paraquat|pills|tablets|sleeping pills|sleeping tablets|painkillers|paracetamol|sedatives)';
const height =
  '(?:bridge|cliff|building|roof|rooftop|window|balcony|skyscraper|tower|overpass|ledge|minaret|steeple|spire|gopuram|temple tower|stupa|car park|multi storey)';
const vehicle = '(?:train|tracks|track|rails|railway|express|bus|lorry|truck|tram|metro|tube)';
const you = '(?:your|ur|yourself|urself)';
const act = [
  `(?:drink|swallow|take|down|neck|chug|eat)${amount} ${poison}`,
  // "Every pill" is the whole supply; "take a pill" alone is the idiom for calming down.
  `(?:drink|swallow|take|down|neck|chug|eat) every (?:single )?(?:pill|tablet|capsule)(?: ${you} \\p{L}+| you have| in the house| in ${you} \\p{L}+)?`,
  `(?:blow|shoot) ${you}(?: own)? (?:brains|head|face) (?:out|off)`,
  `(?:put|stick|place) (?:the|a|that|your|ur) (?:barrel|gun|pistol|muzzle|shotgun|revolver) (?:in|into|to) ${you}(?: own)? (?:mouth|head|temple)`,
  `(?:jump|leap|throw ${you}|hurl ${you}) (?:off|from|out of)(?: (?:the|a|your|ur|that|this))?(?: \\p{L}+){0,2}? ${height}`,
  `(?:step|walk|jump|throw ${you}) (?:in front of|under)(?: (?:the|a|that|this))?(?: [\\p{L}\\d:]+){0,3}? ${vehicle}`,
  // On a bus one boards; on the tracks one lies down.
  `(?:lie|lay)(?: down)? (?:on|across|in front of|under)(?: (?:the|a|that|this))?(?: [\\p{L}\\d:]+){0,3}? (?:tracks|track|rails|railway|railway line|motorway)`,
  `set ${you} (?:alight|ablaze|on fire|aflame)`,
  `(?:walk|wade|swim) (?:out )?into the (?:sea|ocean|river|lake|waves|sea tonight)`,
  `find (?:a|the|yourself a) (?:tall |high |nice tall )?(?:building|bridge|cliff|roof|rooftop|tower|ledge|overpass)`,
  `(?:open|slit|cut) (?:a|your|ur) (?:vein|veins|artery)`,
];
const acts = `(?:${act.join('|')})`;
/** The same means wished on someone else: "every X reading this should take a bottle of pills". */
const them = '(?:his|her|their|himself|herself|themselves|themself)';
const actOther = [
  `(?:drink|swallow|take|down|neck|chug|eat)(?: (?:all|his|her|their|whole|bottle|of|the|a|some|every))* ${poison}`,
  `(?:swallow|take|down|neck) (?:the|a|their|his|her) whole (?:bottle|packet|box|jar)`,
  `blow ${them}(?: own)? brains out`,
  `(?:jump|leap|throw ${them}) (?:off|from|out of)(?: (?:the|a|that|this))?(?: \\p{L}+){0,2}? ${height}`,
  `(?:jump|walk|wade) (?:in|into) (?:the|a) (?:river|sea|lake|ocean|canal)(?: with stones in ${them} pockets)?`,
  `(?:step|walk|jump|lie down) (?:in front of|under|on)(?: (?:the|a|that|this))?(?: [\\p{L}\\d:]+){0,3}? ${vehicle}`,
];
const actsOther = `(?:${actOther.join('|')})`;
const wishedOn = new RegExp(
  `(?:^|\\s)(?:should|must|ought to|need to|needs to)(?: just| all| go| go and| really| simply)* ${actsOther}(?=\\s|$)`,
  'u',
);
const relayedMeans = new RegExp(
  `(?:^|\\s)tell (?:him|her|them|(?:the|that|this|your|my) \\p{L}+)(?: [\\p{L}']+){0,3}? to (?:just |go )?${actsOther}(?=\\s|$)`,
  'u',
);
/** "If I were you I'd swallow the whole bottle": the writer's advice, not the writer's plan. */
const advised = new RegExp(
  `(?:^|\\s)if i (?:were|was) (?:you|u)(?: ,)? (?:i'd|id|i would)(?: just)? (?:${acts}|${actsOther}|swallow (?:the|a) whole bottle|end it(?: all)?(?! (?:with|between|off))|end my life|kill myself|off myself|hang myself)(?=\\s|$)`,
  'u',
);
/**
 * The writer's own self-killing wished in the reader's place, as contempt ("if I was as ugly as you I'd have offed
 * myself years ago") or pressed with a dare ("I'd have ended it long ago. what's stopping you?"). "If I'd been
 * through what you have I'd have killed myself" is sympathy: neither a comparison nor a dare.
 */
const selfKilledInPlace =
  "(?:i'd|id|i would)(?: have| of|'ve)? (?:offed|killed|hanged|hung|shot|ended|topped) (?:myself|it(?: all)?)";
const comparedInPlace = new RegExp(
  `(?:^|\\s)if i (?:were|was) (?:as|that|this) [\\p{L}']+(?: and [\\p{L}']+)? as (?:you|u)(?: are)?(?: ,)? ${selfKilledInPlace}(?=\\s|$)`,
  'u',
);
const daredInPlace = new RegExp(`(?:^|\\s)${selfKilledInPlace}(?=\\s|$)`, 'u');
const dare =
  /(?:^|\s)(?:what's|whats|what is) (?:stopping|holding) (?:you|u)(?: back)?|(?:^|\s)what are (?:you|u) waiting for(?=\s|$)/u;
/**
 * A death by one's own hand told, then the reader ordered after the dead: "your son killed himself because you're
 * a sinner. Follow him". The order opens a clause; "sometimes I want to follow him" is the reader's own grief.
 */
const selfKilledTold =
  /(?:^|\s)(?:killed|hanged|hung|shot|offed|drowned|poisoned) (?:himself|herself|themselves|themself)|(?:^|\s)took (?:his|her|their) own li(?:fe|ves)|(?:^|\s)(?:suicide|overdosed)(?=\s|$)/u;
const followOrdered =
  /(?:^|[.!?,;:] )(?:just |go |now |so |then )?(?:follow|join) (?:him|her|them|your [\p{L}']+)(?! (?:on|at|in|into|to|through|back|up|around|online|for)(?:\s|$))(?: [\p{L}']+){0,3}? (?:[.!?,]|$)/u;
/** A height pointed out as enough, with a wink: "the bridge on 5th street is high enough, just saying". */
const highEnough = new RegExp(
  `(?:^|\\s)(?:the |that |this |your |ur )?(?:\\p{L}+ ){0,4}?${height}(?: [\\p{L}\\d']+){0,4}? (?:is|'s) (?:high|tall) enough(?: ,)? (?:just saying|for (?:you|u)|hint hint|you know|if you know what i mean)(?=\\s|$)`,
  'u',
);
/** "The world needs one less atheist. You could help with that." */
const oneLess = new RegExp(
  `(?:^|\\s)(?:the world|world|we|this country|this app|earth) (?:needs|need|could use|would be better with) one (?:less|fewer) (?:${group}|idiot|loser|moron|fool)(?: [\\p{L}'.,]+){0,8}? (?:you could help|you can help|you could start|start with you|be the first|volunteer|help with that|do your part)(?=\\s|$)`,
  'u',
);
const easiestWay =
  /(?:^|\s)(?:easiest|best|quickest|fastest|simplest|only|cheapest) (?:fix|solution|answer|way out|cure|option|remedy) (?:is|would be|=) (?:the |a )?(?:train tracks|tracks|rope|noose|bridge|bullet|pills|bleach|overdose|motorway|roof)(?=\s|$)/u;
const addressed = /(?:^|\s)(?:you|u|your|ur)(?=\s|$)/u;
/** A failed attempt urged again: "should have finished the job when he tried, tell him to try again". */
const triedAgain =
  /(?:^|\s)(?:should have|should've|shoulda) finished the job(?=\s|$)|(?:^|\s)(?:tell|get|make) (?:him|her|them) (?:to )?try (?:it )?again(?=\s|$)/u;
const attempted = /(?:^|\s)(?:tried|attempt|attempted|attempts)(?=\s|$)/u;
/** What makes the act an order to the reader: it opens a clause, or follows a word that urges it. */
const urge =
  "(?:just|go|go and|go on and|why not|why don't you|why dont you|better you|better to|you should|u should|you could|you can|you need to|you ought to|you better|then|so|now|pls|please|and|simply)";
const ordered = new RegExp(`(?:(?:^|[,.;:!?] )(?:${urge} )?|\\s${urge} )${acts}(?=\\s|$)`, 'u');
/** An urge passed on: "tell the guy who asked about depression to just kill himself already". */
const relayed =
  /(?:^|\s)tell (?:him|her|them|that|the|this|those|these)(?: [\p{L}']+){0,8}? to (?:just |go |go and )?(?:kill|hang|off|shoot|drown|poison|gas) (?:himself|herself|themselves|themself)(?:\s|$)/u;
const doneIf =
  /(?:^|\s)(?:if|when|once) (?:you|u) (?:offed|killed|hanged|hung|shot|drowned|poisoned|ended) (?:yourself|urself)(?:\s|$)/u;
const unmissed =
  /(?:^|\s)(?:nobody|no one|noone)(?: [\p{L}']+){0,4}? (?:would|will|'d|is going to|gonna) (?:even )?(?:miss|mourn|notice|care about) (?:you|u)(?:\s|$)/u;
/** A distress the reader told, met with an order to end it. */
const distress =
  /(?:^|\s)(?:struggling|depressed|depression|suicidal|want to die|wanna die|self harm|self harming|cutting|hopeless|can't go on|cant go on)(?:\s|$)/u;
const finish =
  /(?:^|[.!,] )(?:good \. )?(?:finish the job|finish it|end it|get it over with|do it then|go through with it)(?:\s|$)/u;
/**
 * A negation or someone else's urge before the act: "please don't ever", "if someone tells you to", "a man shouted";
 * "why don't you" and "why not" urge it. "Kill yourself" and "hang yourself" are the older rules' (threat-rules.ts),
 * read with their disavowals; this reader names the means.
 */
const stoodDown =
  /(?:^|\s)(?<!why\s)(?:don't|dont|do not|never|not|no one should|nobody should|telling|saying|said|says|shouted|yelled|wrote|told (?:me|us|him|her|them)|if (?:someone|anyone|somebody|anybody|people|they) (?:tells?|told|says?|said))(?:\s|$)/u;

/** "End it." given as an order, pressed with relief or a dare: "end it. we'd all be relieved. don't chicken out". */
const endOrdered =
  /(?:^|[.!?:,] )(?:just )?(?:end it|end it all|get it over with)(?: already| now| tonight| then)?(?= [.!?,]|$)/u;
const pressed =
  /(?:^|\s)(?:(?:we'd|we would|everyone would|everybody would|they'd|the world would)(?: all)? be relieved|(?:don't|dont|do not) (?:chicken|bottle|wimp) out|(?:nobody|no one|noone) (?:will|would) miss|heaven(?:'s| is) waiting|do (?:us|everyone|the world)(?: all)? a favou?r)(?:\s|$)/u;
/** A self-killing held up as an example and put to the reader: "self-immolation worked for him, why don't you try it". */
const triedOn =
  /(?:^|\s)(?:suicide|self immolation|self-immolation|hanging (?:yourself|himself|herself)|an overdose|overdosing|jumping off|setting (?:himself|herself) on fire)(?: [\p{L}',]+){0,8}? (?:why don't you|why dont you|you should|u should|maybe you should|you could|u could) (?:try|do) (?:it|that|the same)(?:\s|$)/u;

export function meansUrged(text: string): Found {
  const found = ordered.exec(text) ?? relayed.exec(text);
  if (found) {
    const before = text.slice(0, found.index + found[0].length);
    const clause = before.split(/[.!?;]/u).at(-1) ?? before;
    // "im gonna go jump off the roof" is the reader's own danger, answered with care, not an order.
    const own = spokenOfOwnDanger(text, { index: found.index, matched: found[0] });
    if (!stoodDown.test(clause) && !own) return { rule: 'self-harm.means', matched: found[0].trim() };
  }
  const wished = wishedOn.exec(text) ?? relayedMeans.exec(text);
  if (wished && !spokenOfOwnDanger(text, { index: wished.index, matched: wished[0] }))
    return { rule: 'self-harm.means', matched: wished[0].trim() };
  const advice = advised.exec(text) ?? (addressed.test(text) ? easiestWay.exec(text) : null);
  if (advice) return { rule: 'self-harm.means', matched: advice[0].trim() };
  const inPlace = comparedInPlace.exec(text) ?? (dare.test(text) ? daredInPlace.exec(text) : null);
  if (inPlace) return { rule: 'self-harm.means', matched: inPlace[0].trim() };
  const pointed = highEnough.exec(text) ?? oneLess.exec(text);
  if (pointed) return { rule: 'self-harm.means', matched: pointed[0].trim() };
  const told = selfKilledTold.exec(text);
  const follow = told ? followOrdered.exec(text) : null;
  if (told && follow && told.index < follow.index)
    return { rule: 'self-harm.means', matched: follow[0].trim() };
  const again = attempted.test(text) ? triedAgain.exec(text) : null;
  if (again) return { rule: 'self-harm.means', matched: again[0].trim() };
  const endIt = endOrdered.exec(text);
  if (endIt && pressed.test(text)) return { rule: 'self-harm.means', matched: endIt[0].trim() };
  const example = triedOn.exec(text);
  if (example) return { rule: 'self-harm.means', matched: example[0].trim() };
  const done = doneIf.exec(text);
  const alone = unmissed.exec(text);
  if (done && alone) return { rule: 'self-harm.means', matched: `${alone[0].trim()} ... ${done[0].trim()}` };
  const low = distress.exec(text);
  const end = finish.exec(text);
  if (low && end && low.index < end.index)
    return { rule: 'self-harm.means', matched: `${low[0].trim()} ... ${end[0].trim()}` };
  return undefined;
}
