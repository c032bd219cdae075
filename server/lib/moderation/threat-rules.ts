import * as lexicon from './lexicon';
import {
  B,
  E,
  _,
  alt,
  anyWord,
  bodyHarm,
  determiner,
  group,
  modalHarm,
  participle,
  place,
  r,
  sacred,
  target,
  verb,
  verbBase,
  verbs3,
  type Rule,
} from './rule-parts';
import { selfHarmUrged } from './self-harm-urgings';
import { verbForms } from './verb-forms';
import { weaponField } from './lexical-fields';

/**
 * Threats and urged self-harm, read by structure: who speaks or is urged (I, we, someone, let's, "time to"), a harm
 * predicate in any of its forms (kill, killing, be killed, break his legs) and a target (a place of worship, a group,
 * a person). A past tense with no speaker ("the Romans burned the temple") is history and matches none of them.
 */

/** First person: any intent ("I'd happily...", "we're going to...", "I can't wait to..."). */
export const firstPerson = `(?:i|we|we all|y'all|you all|you guys|me and the boys|me and my friends)(?:'ll|'d(?: (?:love|like|be happy|be glad|be delighted) to)?|(?:'m|'re| am| are) (?:going to|gonna|about to|coming to|planning to|ready to|fixing to)| (?:will|would|should|must|could|can|gotta|gonna|need to|ought to|have to|want to|wanna|plan to|intend to|hope to|love to|like to|would love to|can't wait to|cant wait to|better|got to|are gonna|are going to|am going to|am gonna))`;
/**
 * "Im going to", "imma", and a sentence that opens on "gonna": the writer speaking without the I; and the present
 * progressive, which promises as surely as the future ("I'm killing him and the bishop who covered for him").
 */
export const firstPersonLoose = `(?:(?:im|ima|imma|i'ma)(?: (?:going to|gonna|about to|finna|coming to|ready to))?|^(?:gonna|finna|going to|bout to|about to)|(?:i'm|i am|we're|we are)(?= \\p{L}+ing ))`;
/** Anyone else, only when urged ("someone should...", "they need to..."): "people want to kill X" may be news. */
export const urged = `(?:someone|somebody|some one|people|everyone|everybody|they|you|u|ya|anyone|anybody|somebody needs to|the world)(?: (?:should|must|ought to|need to|needs to|have to|has to|gotta|got to|better|had better|oughta))`;
/** An urging with no subject: "let's...", "time to...", "who wants to...". */
export const opener = `(?:let's|lets|(?:it's |its |it is )?time to|who wants to|who's ready to|who is ready to|help me|join me and|join us and|go out and|we ride to)`;
export const adverbs = `(?: (?:just|really|personally|happily|gladly|finally|actually|totally|literally|definitely|absolutely|seriously|fucking|all|go|go and|come|come and|then|be|soon|one day|someday|eventually|also|go out and|get to|start|begin|go ahead and|round up and|try to|try and|quietly|slowly)){0,3}`;
/**
 * The violent verbs an intent may use: all but those with an everyday sense beside a person ("drag him to and fro",
 * "hang them on the wall", "hunt for a church"); with a group they still count as an order (threat.group).
 */
const everydaySense = new Set(['drag', 'hang', 'hunt', 'nail', 'bury', 'stone', 'take out', 'drown']);
export const intentVerb = alt(
  lexicon.violentVerbs
    .filter((phrase) => !everydaySense.has(phrase))
    .flatMap((phrase) => {
      const forms = verbForms(phrase);
      return [forms.base, forms.ing];
    }),
);
/** An order said to be wrong is not given: "we should not kill Muslims", "it is a sin to burn a church". */
const notDenied = `(?<!(?:not|n't|never|dont|stop|against|wrong to|sin to|evil to|crime to|forbidden to|haram to|immoral to) )`;
/** A gap of determiners and quantifiers before the target: "a few", "every single", "that". */
export const gap = `(?:${_}(?:${determiner}|few|some|couple|couple of|many|lots of|more|dozen|bunch of|whole|entire|every single|single|every one of|each one of|one of|last|next|first|out|off|of|damn|bloody|fucking)){0,4}`;

/** Gatherings of worshippers: a target only for verbs with no everyday sense ("shoot up the party", not "shoot the wedding"). */
export const gathering = alt(lexicon.gatheringNouns);
/** Acts with no everyday sense against a gathering or a building ("shoot up", "firebomb"). */
const massActs = [
  'shoot up',
  'firebomb',
  'blow up',
  'torch',
  'burn down',
  'set fire to',
  'gun down',
  'massacre',
  'mow down',
  'open fire on',
  'shoot into',
];
const massVerb = alt(
  massActs.flatMap((phrase) => {
    const forms = verbForms(phrase);
    return [forms.base, forms.ing];
  }),
);
/** A weapon put in place: "put a bomb in", "bring a gun to". */
const weaponPlaced = `(?:put|plant|place|leave|hide|set off|detonate|throw|toss|bring|take|carry|drive) (?:a|an|the|some|another|my|our|his) (?:${anyWord} )?(?:bomb|bombs|pipe bomb|car bomb|nail bomb|ied|explosive|explosives|grenade|grenades|molotov|molotovs|molotov cocktail|suicide vest|gun|guns|rifle|rifles|ar|ak|shotgun|machete|machine gun|truck|van|${alt(weaponField)}) (?:in|into|at|under|inside|to|through)`;
/** A veiled threat: "we'll deal with them ourselves", "me and the boys will take care of it". */
const veiled = `(?:deal with|take care of|handle|sort out|settle|fix) (?:it|them|'em|this|that|him|her|the problem|things)`;

/** The acts of an attack on a place or a people, as a subject: "bombing the temple", "wiping out the Hindus". */
const attackIng = alt(
  [
    ...massActs,
    'burn',
    'bomb',
    'attack',
    'destroy',
    'raze',
    'nuke',
    'wipe out',
    'exterminate',
    'kill',
    'slaughter',
    'gas',
    'eradicate',
  ].map((phrase) => verbForms(phrase).ing),
);
/** Another's view reported, before the act it endorses: "my uncle says", "some extremists think that". */
const notReported = `(?<!(?:thinks|believes|says|claims|argues|insists|preaches|teaches|holds|feels|said|thought|believed|claimed|argued|taught|insisted|preached) (?:that )?)(?<!(?:they|people|extremists|some|others|many|who|folks|men|groups|radicals|terrorists|racists|bigots|fanatics|militants) (?:think|believe|say|claim|argue|insist|preach|teach|hold|feel) (?:that )?)`;
/**
 * A verdict in the act's favour, after a copula in the present or to come ("is the only answer", "would be a
 * good thing"); a verdict against it ("is never acceptable", "is not the answer") names no such word, and the past
 * ("was necessary", history) is left to the question it belongs to.
 */
const endorsed = `(?:is|are|'s|would be|will be|seems|sounds|feels|remains)(?: (?:like|now|really|honestly|frankly|clearly|simply|still|just|totally|absolutely|completely))*(?! (?:not|never|no|n't|hardly|rarely)${E})(?: (?:the|a|an|our|their|my|your))?(?: (?:only|best|right|real|final|obvious|one|true|perfect|fitting|proper|good|great|long))? (?:answer|solution|way forward|way|option|cure|fix|response|necessary|needed|justified|justifiable|good|great|fine|deserved|overdue|warranted|righteous|duty|must|right thing|good thing|good idea|great idea|what they deserve|what they need|what it takes|self defen[cs]e|god's will|gods will|halal|a mitzvah|holy)${E}`;

/** "The 1984 massacre of Sikhs", "a slaughter of monks": the verb as a noun names an event, not an order. */
const nominal = '(?<!(?:^|\\s)(?:the|a|an|this|that|its|their)(?: \\d+)? )(?<!(?:^|\\s)\\d{4} )';

export const threatRules: readonly Rule[] = [
  // An attack on a place or a people declared right: "shooting up a mosque is necessary". Not someone else's view
  // reported ("some extremists think killing Christians is justified"); the writer's own ("I think...") counts.
  r(
    'threat.endorsed',
    'violence',
    90,
    `${B}${notReported}${attackIng}${gap}${_}(?:${place}|${group}|${gathering})(?:${_}${anyWord}){0,3}?${_}${endorsed}`,
    true,
    true,
  ),
  r(
    'threat.place',
    'violence',
    95,
    `${B}${notDenied}${verb}${_}(?:${determiner}${_}){0,3}${place}${E}`,
    true,
    true,
  ),
  r(
    'threat.place-passive',
    'violence',
    90,
    `${B}${place}${_}(?:should|must|need to|ought to|deserve to|will)(?: all)? (?:be )?(?:burned|burnt|bombed|destroyed|torched|blown up|razed|attacked|burn|flattened|bulldozed|demolished|nuked|levelled|leveled|smashed|firebombed)${E}|${B}${place}(?:${_}${anyWord}){0,5}?${_}(?:should|must|need to|needs to|ought to|deserve to|deserves to|has to|have to|gotta|better)(?: all)?(?: just)? (?:be|get) (?:all )?${participle}${E}|${B}${place}(?:${_}${anyWord}){0,5}?${_}(?:needs|deserves|could use|is getting|will get|should get|is due|is asking for|wants)(?:${_}${anyWord}){0,4}?${_}(?:bomb|bombs|fire|match|matches|gasoline|petrol|molotov|molotovs|pipe bomb|explosives|grenade|grenades|lighter|kerosene|diesel|jerrycan|accelerant|napalm|airstrike|dynamite|tnt|semtex|arson|torching|burning)${E}(?! (?:exit|exits|alarm|alarms|extinguisher|extinguishers|escape|safety|door|doors|insurance|inspection|drill|code|department|brigade|service|marshal|hazard|risk))`,
  ),
  // "Smash the idols and the people who pray to them": an order whose second object is the group.
  r(
    'threat.group',
    'violence',
    95,
    `${B}${notDenied}${nominal}${verb} ${group}${E}|^${verbBase}(?:${_}${anyWord}){1,4}?${_}(?:and|,) ${group}${E}`,
    true,
    true,
  ),
  r(
    'threat.intent',
    'violence',
    95,
    `${B}(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener})${adverbs} (?:(?:${intentVerb})${gap}${_}${target}|${bodyHarm}|make (?:${target}|${gathering}) (?:bleed|suffer|scream|beg|burn))${E}`,
    true,
    true,
  ),
  // "Round up every sikh and beat them": the target is named first, the harm follows as an order.
  r(
    'threat.group-then',
    'violence',
    90,
    `${B}${group}(?:${_}${anyWord}){0,5}?${_}and (?:then )?(?:${verbBase}${_}(?:them|him|her|'em)(?: all| up| down| out)?|${bodyHarm})${E}`,
    true,
    true,
  ),
  r(
    'threat.wished',
    'violence',
    90,
    `${B}(?:i hope|i wish|hopefully|i pray|i'd love it if|i would love it if|would be nice if|wouldn't it be nice if|can't wait until|cant wait till|can't wait till)(?: that)? (?:(?:${anyWord} ){0,2}?${verbs3}${_}(?:${anyWord}${_}){0,3}?${target}|(?:(?:the |that |this |their |your |every |all the |all )?${target}|he|she|they|it)(?: all)? (?:get|gets|got|will get|will be|is|are|be|gonna get|is going to get) ${participle})${E}`,
    false,
  ),
  r(
    'threat.gathering',
    'violence',
    90,
    `${B}${notDenied}${massVerb}${gap}(?:${_}(?!(?:at|in|during|before|after|with|for|on|like) )${anyWord}){0,2}?${_}${gathering}${E}|${B}(?:(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener})${adverbs} |^(?:just |go )?)${weaponPlaced}(?:${_}${anyWord}){0,3}?${_}(?:${place}|${gathering}|${group}|school|st|saint)${E}|${B}(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener})${adverbs} ${weaponPlaced}${E}`,
    true,
    true,
  ),
  // A condition on a place or people, then the writer's veiled act: "if they build that synagogue we'll deal with them".
  r(
    'threat.veiled',
    'violence',
    85,
    `^(?:if|unless|once)(?= (?:${anyWord} ){0,8}?(?:${place}|${group})${E})(?:${_}${anyWord}){1,10}?${_}(?:build|builds|open|opens|still stand|still standing|still there|still open|still here|don't leave|do not leave|won't leave|move in|moves in|show up|shows up|keep coming|set up)(?:${_}${anyWord}){0,14}?${_}(?:we|i|me and the boys|me and my boys|the boys|we all|my boys)(?:'ll| will| are going to|'re going to| gonna| are gonna| am going to|'m going to) ${veiled}${E}|${B}(?:consider|take) this (?:as )?(?:your|ur|a|the) (?:only|last|final|first and last) warning${E}|${B}this is (?:your|ur) (?:only|last|final) warning${E}|${B}(?:will|'ll|gonna|going to|are going to|is going to|must|should) pay (?:in|with) (?:blood|(?:your|their|his|her) (?:lives|life|blood))${E}|${B}(?:i|we) know (?:where|what school|which school|what time|where exactly|which mosque|which church|which temple) (?:you|u|your (?:\\p{L}+)|ur (?:\\p{L}+))(?: ${anyWord}){0,2}? (?:live|lives|go|goes|sleep|sleeps|work|works|pray|prays|study|studies|play|plays)${E}|${B}${place}(?:${_}${anyWord}){0,5}?${_}(?:will|'ll|is going to|is gonna|gonna|are going to)(?: soon| all)? (?:be|become|turn to|turn into|burn to|be reduced to|be burned to) (?:ash|ashes|rubble|dust|cinders|a crater|a pile of ashes|a pile of rubble|smoking ruins|ruins|on fire|in flames)${E}(?! with)|${B}finish what (?:was|we|they|hitler|the shooter|the killer|the gunman) (?:started|began)(?: (?:in|at|on) ${anyWord}| with (?:the|those|these) ${anyWord})${E}`,
    true,
    true,
  ),
  r('threat.group-fate', 'violence', 95, `${B}${group}${_}(?:${anyWord} ){0,3}?${modalHarm}${E}`),
  r(
    'threat.person-fate',
    'violence',
    85,
    `${B}(?:they|them|these|those|he|she|you|u|ya|y'all|you all|all of them|all of you)(?: all)? (?:deserve|deserves) to (?:be|get) ${participle}${E}|${B}(?:you|u|ya|y'all|you all|all of you|they|they all|all of them)(?: all)? (?:should|must|need to|ought to|better|have to|gotta)(?: all)?(?: just)? (?:be|get) ${participle}${E}`,
    true,
    true,
  ),
  r(
    'threat.fed-to',
    'violence',
    90,
    `${B}(?:feed|throw|toss|send|ship|put|lock)${_}(?:${target}|all of them|them all)(?: all)? (?:to|into|in) (?:the |a )?(?:lions|dogs|pigs|sharks|wolves|crocodiles|alligators|gators|fire|flames|oven|ovens|furnace|gas chambers|gas chamber|camps|camp|concentration camps|woodchipper|wood chipper|meat grinder|grinder|volcano|sea|ocean)${E}|${B}${group}${_}(?:all )?(?:belong|belongs) (?:in|on) (?:a |the )?(?:oven|ovens|camps|camp|concentration camps|gas chambers|gas chamber|grave|graves|ground|ditch|mass grave|mass graves|noose|nooses|lion's den|lions den|lions' den|fire|furnace)${E}`,
    true,
    true,
  ),
  r('threat.death-to', 'violence', 95, `${B}death to (?:${group}|${sacred})${E}`, false),
  r(
    'threat.genocide',
    'violence',
    95,
    `${B}(?:another holocaust|final solution|(?<!(?:were|was|are|is|real|actual) )gas chambers?(?! (?:were|was|at|of|in|had|became|disguised|looked))|what hitler started|hitler was right|finish the job hitler|put (?:them|${group}) in (?:the )?ovens|(?:wipe|wiped|blot|blotted|erase|erased|remove|removed) (?:out )?(?:${group}|them all|them) (?:from )?off the face of the earth|ethnic cleansing now)${E}`,
  ),
  r(
    'threat.person',
    'violence',
    95,
    `${B}(?:i|we)(?: will|'ll| am going to|'m going to| am gonna|'m gonna| gonna| want to| wanna| shall| will come and| am coming to)? (?:(?:really|just|personally|fucking|come and|go and|then) )?(?:find|kill|hurt|murder|stab|shoot|beat|strangle|rape|slit|behead|choke|burn|destroy) (?:you|your family|your kids)${E}(?! (?:a|an|another|some|the|one more|over)(?: \\p{L}+)? (?:question|questions|message|email|text|note|line|dm|link|invite|quote|reply))(?<!find you(?= (?:at|by|outside|near|in) (?:the )?(?:station|airport|gate|entrance|cafe|café|car park|parking|platform|lobby|reception|arrivals|front|bus stop)(?![^.!?]*(?:hurt|kill|stab|shoot|beat|smash|break|make you|teach you|deal with you|sort you out|finish you|end you))))|${B}(?:(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna) (?:make you (?:suffer|bleed|pay|scream|beg)|cut your throat|slit your throat|break your (?:legs|neck|arms|bones|face)|break (?:his|her|their) (?:legs|neck|arms|bones))|(?:you|you and your family|your family|your kids) (?:are|is|will be) dead|i know where you live|i know your address|watch your back|i'm coming for you|i am coming for you|we're coming for you|we are coming for you|you won't see it coming|you'll pay for this|you will die|you're going to die|you are going to die|you're dead|you are dead meat|your days are numbered)${E}`,
    false,
    true,
  ),
  // Implied threats name no violent verb: the harm is left to the reader ("be a shame if the temple caught fire").
  r(
    'threat.implied',
    'violence',
    85,
    `${B}(?:a (?:real |damn |crying |terrible |great )?)?shame if (?:${anyWord} ){0,3}?(?:${place}|${group}|you|u|he|she|they|your (?:family|kids|children|house|home|wife|husband))(?: ${anyWord}){0,4}? (?:caught fire|caught on fire|burned down|burnt down|burned|burnt|went up in flames|got torched|got burned|got bombed|blew up|exploded|got hurt|got shot|got stabbed|had an accident|was set on fire|got set on fire|something happened to)${E}|${B}(?:${group}|you|u|y'all|you all|you people|they)(?: (?:in|of|from|around|near) (?:this|that|the|our|your|my) ${anyWord})?(?:${_}${anyWord}){0,2}?${_}(?:better|had better|'d better) watch (?:their|your|ur|his|her|they're|yer) backs?${E}|${B}(?:we're|we are|were|i'm|i am|im) coming for (?:you|u|them|him|her|${group}|(?:${determiner} ){0,2}${place})${E}|${B}i know where (?:${anyWord} ){1,4}?(?:lives|live|sleeps|prays|works)(?:${_}${anyWord}){0,8}?${_}(?:won't|wont|will not|will never|never|don't|doesnt|doesn't) see it coming${E}|${B}(?:have|has|got|get) until (?:${anyWord} ){1,3}?to (?:leave|get out|go|pack up|clear out|move out|convert)(?:${_}${anyWord}){0,3}?${_}or (?:else|(?:we|i|we'll|i'll|we will|i will|they|they'll)(?: ${anyWord}){0,2}? (?:${intentVerb}))${E}|${B}(?:${place}|${group})(?:${_}${anyWord}){0,8}?${_}finish (?:the|what) (?:job|work)${E}|${B}finish the job(?:${_}${anyWord}){0,3}?${_}(?:on|with|at|in) (?:${determiner} ){0,2}(?:${place}|${group})${E}|${B}(?:another|do a|pull a|repeat) (?:christchurch|pittsburgh|charleston|poway|halle)${E}`,
    true,
    true,
  ),
  // A weapon or a death owed: "deserves a bullet", "needs the noose", "gets a beating".
  r(
    'threat.owed',
    'violence',
    90,
    `${B}(?:${group}|he|she|they|you|u|ya|y'all|you all|all of them|each of them|every one of them|every last one of them)(?: all)?(?: (?:who|that)(?: ${anyWord}){1,6}?)? (?:deserves|deserve|should get|must get|will get|is getting|are getting|has earned|have earned|earned|is owed|are owed|should be given|need|needs) (?:a |the |one |some |several )?(?:good |real |proper |swift |quick )?(?:bullet|noose|beating|beatdown|lynching|hanging|stoning|firing squad|gallows|guillotine|bullet in the head|bullet to the head|bullet between the eyes)${E}|${B}(?:${group}|he|she|they|you|u|all of them)(?: all)? (?:deserves|deserve) (?:a |the )rope${E}`,
    true,
    true,
  ),
  // Causatives and phrasal violence: "make that mosque burn", "run him over with my truck", "bring your guns".
  r(
    'threat.caused',
    'violence',
    90,
    `${B}(?:make|makes|making|watch|see) (?:${determiner} ){0,3}(?:${place}|${group}) (?:burn|burn down|go up in flames|explode|bleed|die|suffer|scream)${E}|${B}(?:run|running|ran|runs|mow|mowing|drive|driving) (?:him|her|them|'em|you|u|${group}) (?:over|down)(?: with (?:my|a|the|our|his|your) (?:${anyWord} )?(?:truck|car|van|lorry|bus|tractor|suv|pickup|jeep)|$| ,)|${B}bring (?:your|ur|our|the|some|all|all your|all the|every|y'all's) (?:guns|gun|rifles|weapons|ammo|machetes|molotovs|pitchforks|shotguns|pistols)(?:${_}(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|weekend)|(?:${_}${anyWord}){0,6}?${_}(?:${place}|${group}|clear|clearing|cleanse|cleansing|purge))${E}|${B}(?:clear|clearing|cleared|clean|cleaning) out (?:${determiner} ){0,2}(?:${group}${E}|(?:${place})${_}(?:for good|once and for all|permanently))`,
    true,
    true,
  ),
  r(
    'self-harm.urge',
    'self-harm',
    95,
    `${B}(?<!(?:n't|not|never|dont|no|or) )(?:${selfHarmUrged})${E}`,
    'about',
  ),
];
