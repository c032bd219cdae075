import { B, E, _, anyWord, group, person, place, r, target, type Rule, verb } from './rule-parts';
import { gathering } from './threat-rules';

/**
 * Threats that name no violent verb the older rules know, promised in everyday clothes: a cleric's sermons said to
 * be numbered ("won't be giving many more, trust me"), one match "all it takes", doors to lock "tonight", a people
 * who "will learn what a pogrom is", a surprise waiting outside the reader's church, a rabbi put "in the ground", a
 * rifle loaded while reading the reader's posts, a garment that "makes a nice target", a machete taken to prayers,
 * a gurdwara that will "never host another langar", no people "left to complain", a street emptied "I'll see to
 * it", "I could end him and I will". Each shape needs its menace marker, so the sincere sentence that shares its
 * words (a cleric retiring, a safety question, a history lesson, a wedding surprise) passes; the twins are in
 * menace-promised.test.ts.
 */
const weapon =
  '(?:knife|knives|blade|machete|machetes|axe|sword|gun|guns|rifle|rifles|shotgun|pistol|glock|ak|ar|crossbow|ammo|bullets)';
/** One means of an attack, said to be enough: "one match", "a single molotov". */
const means =
  '(?:one|a single|just one|only one) (?:match|spark|lighter|molotov|can of petrol|jerrycan|bullet|grenade|pipe bomb|bomb|cigarette|lit rag)';
const who = `(?:(?:that |this |your |ur )?${group}|${person}|he|she|they)`;
const writerWill = `(?:i|we)(?:'ll| will|'m going to| am going to|'re going to| are going to| gonna)`;
/** The writer's assurance after a prediction: what turns "won't be preaching much longer" into a promise. */
const assurance = `(?:trust me|mark my words|believe me|i promise|i promise you|you'll see|you will see|just watch|watch|count on it|i guarantee it|take my word for it|you have my word)`;

export const menacePromisedRules: readonly Rule[] = [
  r(
    'threat.numbered-days',
    'violence',
    85,
    `${B}${who}(?:${_}${anyWord}){0,3}?${_}(?:won't|will not|wont|isn't going to|is not going to|aren't going to|are not going to|ain't gonna) be (?:giving|preaching|praying|leading|teaching|singing|hosting|running|posting|walking|breathing|around|here|with us) (?:${anyWord} ){0,2}?(?:much longer|many more|much more|for long|for much longer|any more|anymore)(?: ${anyWord}){0,2}?(?: ,)? ${assurance}${E}`,
    true,
  ),
  r(
    'threat.numbered',
    'violence',
    85,
    // The days of the reader, a people or a place, or a cleric's sermons; a grandmother's days "the doctors say"
    // are numbered is a diagnosis.
    `${B}(?:(?:${who}|your|ur|(?:${place}|${group})'s)(?: ${anyWord})? (?:days|hours|weeks|nights)|(?:${anyWord}'s|your|ur|his|her|their)(?: ${anyWord})? (?:sermons|services|prayers|sabbaths|fridays|sundays|masses|pujas|khutbahs)) (?:are|is|'s|'re) numbered${E}(?! (?:in|by|from|with|and catalogued|for the archive|chronologically))(?![^.]*(?:doctor|cancer|hospice|diagnos|terminal|illness|sick|hospital|chemo))`,
    true,
  ),
  r(
    'threat.all-it-takes',
    'violence',
    85,
    `${B}${means}(?: ${anyWord}){0,2}? (?:is all it (?:takes|would take|will take)|and (?:it's|it is|that's|they're|it'd be|it would be|it'll be) (?:gone|ash|ashes|history|over|toast))(?:${_}${anyWord}){0,4}?${_}(?:${place}|${group})${E}|${B}${means}(?: ${anyWord}){0,2}? and (?:that|the|your|ur|their|this) (?:${anyWord} )?(?:${place}|${group}) (?:is|are|'s|will be|would be) (?:gone|ash|ashes|history|over|toast|done|rubble)${E}`,
    true,
  ),
  r(
    'threat.doors-locked',
    'violence',
    85,
    `${B}(?:(?:tell|warn|remind) (?:${anyWord} ){0,2}?(?:${group}|${place})(?:${_}${anyWord}){0,4}?${_}to|(?:${group}|${place}|you|u|y'all|you all|you people|your (?:family|kids|people))(?:${_}${anyWord}){0,4}?${_}(?:should|better|had better|'d better|might want to|may want to|ought to|need to|want to)) (?:lock (?:their|your|ur|the) doors|keep (?:their|your|ur) (?:kids|children|families|doors locked) (?:home|inside|indoors|close|locked)|sleep with one eye open|make (?:their|your|ur) peace)(?: ${anyWord}){0,2}? (?:tonight|tomorrow|this (?:friday|saturday|sunday|weekend|week|eid|diwali|christmas|easter|shabbat)|on (?:friday|saturday|sunday|shabbat|eid|diwali|christmas|easter)|from now on)${E}`,
    true,
  ),
  r(
    'threat.learn-what',
    'violence',
    85,
    `${B}(?:${group}|you|u|y'all|you all|you people|they)(?:${_}${anyWord}){0,4}?${_}(?:will|'ll|are going to|is going to|gonna|are gonna|is gonna|are about to|is about to) (?:soon )?(?:learn|find out|see|know|discover|understand|feel) what (?:a |an |the |real |a real )?(?:pogrom|massacre|genocide|crusade|holocaust|lynching|beating|kristallnacht|inquisition|partition|violence|fear|pain|suffering|terror|hell) (?:is|means|feels like|looks like|was like)${E}(?! (?:in|at|during|from|through|by reading) (?:class|school|a lesson|lesson|the lesson|a course|the course|history|hebrew school|sunday school|the museum|the book|this book|seminary))`,
    true,
  ),
  r(
    'threat.waiting-outside',
    'violence',
    80,
    // A surprise "for the bride" (or, as the people-named reading has it, "for them") is a gift.
    `${B}(?:i|we)(?:'ll| will|'m| am|'re| are)(?: be)? (?:waiting|standing|parked|sitting) (?:outside|near|by|at|in front of|behind) (?:your|ur) (?:${place}|house|home|school|work|office|door|flat)(?: ${anyWord}){0,4}? with (?:a (?:little |nice |big )?(?:surprise|present|gift)|something (?:special )?for (?:you|u)|(?:my|some|a few) (?:friends|boys|mates|brothers|cousins)|the boys|company)${E}(?! for (?!(?:you|u|ya)(?:\\s|$)))`,
    true,
  ),
  r(
    'threat.in-the-ground',
    'violence',
    90,
    // A family burying its dead says "we" and names where and when ("next to his wife on Tuesday"); "I put him in
    // the ground" with no future is a burial told.
    `${B}(?:(?:(?:i|somebody|someone)(?:'s|'m| is| am)? (?:going to|gonna|about to)|(?:i|somebody|someone)(?:'ll| will| shall| should| needs to| need to| must| ought to| has to| have to)|imma|im gonna) (?:put|send|lay) (?:${target}|that ${anyWord}|this ${anyWord}|those ${anyWord})|we(?:'ll|'re| will| are)?(?: (?:going to|gonna|about to))? (?:put|send|lay) (?:you|u|ya|y'all|you all|your ${anyWord})) (?:in the ground|six feet under|in (?:a|the|an early) (?:grave|coffin|box|body bag|morgue))${E}(?! (?:next to|beside|alongside|with (?:his|her|their)|at the|in the (?:family|cemetery|churchyard)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|according|within|after the|before sunset))`,
    true,
  ),
  r(
    'threat.armed-reading',
    'violence',
    85,
    `${B}(?:loading|cleaning|oiling|sharpening|polishing|checking) (?:my|our|the) ${weapon} (?:while|as|and) (?:i|we) (?:read|reading|watch|watching|think about|thinking about|look at|looking at|scroll through|scrolling through)(?: ${anyWord}){0,2}? (?:your|ur|you|u|their|${group}|${place})${E}`,
    true,
  ),
  r(
    'threat.nice-target',
    'violence',
    85,
    `${B}(?:that|this|your|ur|his|her|their|those|these|the) (?:${anyWord} )?(?:kippah|kippot|yarmulke|turban|turbans|hijab|niqab|burqa|cross|crucifix|collar|dastar|patka|robe|robes|habit|tallit|bindi|tilak|head|forehead|${place}|${group}) (?:makes?|would make|is|are|'s) (?:a |an |such a )?(?:nice|perfect|lovely|juicy|tempting|great|pretty|beautiful) (?:target|targets|bullseye)${E}(?! for (?:them|photo|photos|photographers|photography|pictures|painters|a painting|tourists|sketching))`,
    true,
  ),
  r(
    'threat.armed-for',
    'violence',
    85,
    `${B}(?:bought|got|getting|picked up|ordered|sharpened|loaded|packed|grabbed) (?:a|my|the|some|new|a new|a big) (?:${anyWord} )?${weapon}(?:${_}${anyWord}){0,2}?${_}(?:guess where|guess who|guess what for|you'll see where|wait and see|you'll find out)${E}|${B}(?:taking|bringing|carrying) (?:my|our|a|the|some) (?:${anyWord} )?${weapon} (?:to|into|at|for) (?:your|ur|their|that|those|tomorrow's|sunday's|friday's|next) (?:${anyWord} )?(?:${gathering}|${place})${E}(?!(?: ${anyWord}){0,3} for (?:gatka|a display|the display|display|a blessing|the blessing|blessing|the parade|a play|the play|costume|the reenactment|a reenactment))|${B}${weapon}(?:${_}${anyWord}){0,6}?${_}(?:taking|bringing|carrying|take|bring|carry) (?:it|them)(?: ${anyWord})? (?:to|on|for|into|at) (?:the |this |next |their |your |ur |sunday's |friday's )?(?:${anyWord} )?(?:${gathering}|${place})${E}`,
    true,
  ),
  r(
    'threat.never-again',
    'violence',
    85,
    `${B}${writerWill} make sure (?:your|ur|that|their) (?:${anyWord} )?(?:${place}|family|kids|children)(?: ${anyWord}){0,2}? (?:never|doesn't|does not|won't|will never|can't|cannot|don't|do not) (?:\\p{L}+ ){1,3}?(?:again|another|a single|any more|anymore|ever again|its doors)${E}`,
    true,
  ),
  r(
    'threat.none-left',
    'violence',
    85,
    `${B}(?:when|once|after) (?:we're|we are|i'm|i am|we've|i've|we) (?:done|finished|through)(?: ,)? there (?:will be|won't be|will not be|'ll be|wont be) (?:no|not a single|not one|none of the|any|a single) ${group}(?: ${anyWord})? (?:left|remaining|alive|standing)${E}|${B}there (?:will be|won't be|will not be|'ll be|wont be) (?:no|not a single|not one|none of the|any|a single) ${group}(?: ${anyWord})? (?:left|remaining|alive|standing)(?: ${anyWord}){0,3}? (?:when|once|after) (?:we're|we are|i'm|i am|we've|i've|we) (?:done|finished|through)${E}|${B}(?:no|not a single|not one) ${group} left to (?:complain|whine|cry|pray|preach|protest|moan|bitch)${E}`,
    // "When we're done..." opens like a question and is none.
    false,
  ),
  r(
    'threat.seen-to',
    'violence',
    85,
    `${B}(?:${group}|${place}|they|he|she|you|u)(?:${_}${anyWord}){0,6}?${_}(?:will be|'ll be|are going to be|is going to be|gonna be) (?:gone|out|dead|finished|done for|history|ash|ashes|rubble|no more|wiped out|out of here)(?:${_}${anyWord}){0,5}?${_}${writerWill} (?:personally )?(?:see to it|make sure of (?:it|that)|make it happen|take care of (?:it|that)|handle it)${E}(?! that)`,
    true,
  ),
  r(
    'threat.while-you-can',
    'violence',
    85,
    `${B}(?:better|you'd better|you better|you might want to|go) (?:say goodbye to|kiss|enjoy|take a last look at|hug) (?:your|ur) (?:${anyWord} )?(?:${place}|family|kids|children|wife|husband|mum|mom|life|house|home)(?: ${anyWord}){0,2}? while (?:you|u|it|they) (?:can|still can|still have (?:it|them|the chance)|still stands?|still exists?)${E}`,
    true,
  ),
  r(
    'threat.could-and-will',
    'violence',
    85,
    `${B}(?:i|we) could (?:easily |so easily |honestly |literally )?(?:end|kill|snap|break|destroy|flatten|drop|knock out|put down|finish|${verb}) (?:(?:that |this |those )?${group}|${person})(?:${_}${anyWord}){0,4}?${_}(?:and|but) (?:i|we)(?:'ll| will| might| just might| am going to|'m going to| would| am gonna|'m gonna)${E}`,
    true,
  ),
];
