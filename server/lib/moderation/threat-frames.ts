import {
  B,
  E,
  _,
  alt,
  anyWord,
  determiner,
  group,
  participle,
  place,
  r,
  sacred,
  type Rule,
} from './rule-parts';
import { adverbs, firstPerson, firstPersonLoose, gathering, opener, urged } from './threat-rules';
import { verbForms } from './verb-forms';
import { weaponField } from './lexical-fields';

/**
 * A threat read as a frame rather than a phrase: a harmful act (a verb in any form, a noun, an idiom, or a weapon
 * brought along), a target (a place of worship in any tradition's words, a holy site, a gathering, a group, or
 * "it" once the message has named the place) and, often, a time ("during hajj", "this Diwali", "before it opens").
 * What keeps the innocent twins out is the frame, not the words: history is told in the past ("the temple was
 * burned"), a metaphor aims at no target ("this sermon will blow you away"), a festival is lit up "with diyas",
 * and a visit with dates or a guitar brings no weapon.
 */

/** Who speaks, urges or is urged; "wait till we" and "i swear ill" are the writer too. */
const speaker = `(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener}|wait (?:till|until|til) (?:we|i)|(?:i|we) swear (?:i'll|ill|we'll|i will|we will)|i'll|we'll)`;
/** The acts that destroy a building, each in its base and -ing form (an order, an intent, a prediction). */
const destroyVerbs = [
  'bomb',
  'firebomb',
  'blow up',
  'torch',
  'burn',
  'burn down',
  'set fire to',
  'shoot up',
  'nuke',
  'raze',
  'level',
  'flatten',
  'demolish',
  'bulldoze',
  'smash',
  'smash up',
  'wreck',
  'trash',
  'vandalise',
  'vandalize',
  'destroy',
  'tear down',
  'topple',
  'desecrate',
  'deface',
];
const destroy = alt(
  destroyVerbs.flatMap((phrase) => {
    const forms = verbForms(phrase);
    return [forms.base, forms.ing];
  }),
);
/** A building put to the act by a pronoun: "blow it up", "burn it down", "set it on fire", "torch the place". */
const pronounObject = `(?:it|them|'em|the place|that place|the building|the whole place|the whole thing|the lot)`;
const actOnPronoun = `(?:(?:blow|blowing|burn|burning|smash|smashing|shoot|shooting|light|lighting) ${pronounObject} (?:up|down)|(?:bomb|bombing|torch|torching|firebomb|firebombing|nuke|nuking|raze|razing|level|levelling|leveling|flatten|flattening|burn|burning) ${pronounObject}(?: to the ground| down)?|(?:set|setting) ${pronounObject} (?:on fire|alight|ablaze)|(?:set|setting) fire to ${pronounObject})`;
/** What a place "needs to", "will" or "is gonna" do when it is its own victim: burn, go up in flames, go boom. */
const placeFate = `(?:burn|burn down|burn to the ground|go up in flames|go up in smoke|explode|blow up|go boom|go kaboom|go bang|get bombed|get torched|get burned|get burnt|get blown up|get shot up|get firebombed|be bombed|be torched|be burned|be burnt|be blown up|be shot up|be firebombed|be set on fire|be set alight|be burned to the ground|be burnt to the ground)`;
/** A time still to come: a threat's date ("next sunday", "this diwali", "on friday", "tonight"). */
export const feast = alt([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
  'morning',
  'night',
  'friday prayers',
  'mass',
  'diwali',
  'eid',
  'hajj',
  'easter',
  'christmas',
  'vaisakhi',
  'holi',
  'vesak',
  'shabbat',
  'passover',
  'hanukkah',
  'yom kippur',
  'ramadan',
  'navratri',
  'gurpurab',
  'puja',
  'service',
  'prayers',
]);
export const comingTime = `(?:(?:next|this|tomorrow|tonight|come|on|by|during|at) ${feast}|tonight|tomorrow(?: night| morning)?)`;
/** What a place suffers in the present tense, told of a coming day or wished: "this diwali the mandir burns". */
const placeSuffers = `(?:burns|burns down|burns to the ground|goes up in flames|goes up in smoke|blows up|explodes|catches fire|is set on fire|(?:is getting|gets|'s getting|is gonna get|will get) ${participle})`;
const fateModal = `(?:should|must|need to|needs to|ought to|has to|have to|gotta|got to|deserves to|deserve to|is going to|are going to|is gonna|are gonna|gonna|will|'ll|shall|better|is about to|are about to|is next to|are next to)`;
/** Weapons and accelerants, what only violence is brought for (a knife or a bat has an everyday errand at a langar). */
export const weapon = `(?:guns?|rifles?|shotguns?|pistols?|handguns?|ar ?15s?|ak ?47s?|aks?|ars|machine guns?|assault rifles?|machetes?|bombs?|pipe bombs?|explosives?|grenades?|molotovs?|molotov cocktails?|petrol|gasoline|gas cans?|jerry ?cans?|kerosene|accelerant|napalm|dynamite|ammo|${alt(weaponField)})`;
/** A people named by what they wear, as threats name them ("deal with the turbans", "those saffron robes"). */
const worn = `(?:turbans|turban wearers|saffron robes|robes|hijabs|hijabis|burqas|burkas|kippahs|kippot|yarmulkes|skullcaps|topis|sidelocks|payot)`;
const people = `(?:${group}|(?:all |those |these |the )?${worn}|them|'em|him|her|those people|these people)`;
/** The menace that makes "deal with them" a threat: the old way, permanently (in any spelling), for good. */
const menace = `(?:the old way|the old fashioned way|the old-fashioned way|perman[ae]n?tly|for good|once and for all|the hard way|our way|like (?:in|back in) (?:the )?${anyWord}|like (?:they|we) used to)`;

export const threatFrameRules: readonly Rule[] = [
  // "every mandir in this country needs to burn", "on Easter morning the church on the square goes boom".
  r(
    'threat.place-fate',
    'violence',
    90,
    `${B}${place}(?:${_}${anyWord}){0,6}?${_}(?:${fateModal}(?: all| just| finally| soon| all just)? ${placeFate}(?=$| [,:]| (?:on|during|before|after|this|next|tonight|tomorrow|when|while|starting|with|and|or|first|soon|today|by|for|like|too|already|lol|lmao)${E})|(?:goes|going|will go|gonna go) (?:boom|kaboom|bang|up in flames|up in smoke)${E})`,
    true,
    true,
  ),
  r(
    'threat.place-fate',
    'violence',
    90,
    `${B}${comingTime}(?: ,)? (?:${determiner} ){0,3}(?:${anyWord} )?${place}(?:${_}${anyWord}){0,3}?${_}${placeSuffers}(?=$| [,:]| (?:with|and|lol|lmao|too|again|first)${E})|${B}${place}(?:${_}${anyWord}){0,3}?${_}${placeSuffers} ${comingTime}${E}|(?:^|${B}i )(?:hope|wish|pray)(?: that)? (?:${determiner} ){0,3}(?:${anyWord} )?${place}(?:${_}${anyWord}){0,3}?${_}${placeSuffers}${E}`,
    false,
    true,
  ),
  // "friday prayers at the masjid are gonna be a bloodbath", "that church wont survive christmas", "the mosque is
  // gonna get what it deserves this ramadan": the harm is a noun or left to the reader, the target is named.
  r(
    'threat.place-fate',
    'violence',
    85,
    `${B}(?:${place}|${gathering})(?:${_}${anyWord}){0,5}?${_}${fateModal}(?: all| just| finally| soon)? (?:be|become|turn into) (?:a |one big |a real )?(?:bloodbath|blood bath|massacre|slaughterhouse|war zone|warzone|graveyard|killing field|crater|mass grave|inferno|bonfire)${E}|${B}${place}(?:${_}${anyWord}){0,3}?${_}(?:won't|wont|will not|isn't going to|is not going to|ain't gonna|aint gonna|is not gonna|isn't gonna) (?:survive|see|make it to|make it past|make it through) (?:${comingTime}|(?:the |this |next )?${feast})${E}(?! without)|${B}${place}(?:${_}${anyWord}){0,3}?${_}(?:is gonna|gonna|will|'ll|is going to|is about to) get (?:what(?:'s| is) coming(?: to (?:it|them))?|what (?:it|they) (?:deserves|deserve|has coming|have coming))${E}`,
    true,
    true,
  ),
  // "lock the doors of that mosque during prayers", "set on fire with the monks still inside them".
  r(
    'threat.trapped',
    'violence',
    95,
    `${B}(?:lock|locking|chain|chaining|bar|barring|barricade|barricading|block|blocking|board up|boarding up|nail shut|weld|welding|seal|sealing) (?:up |shut )?(?:the|all the|its|their|all) (?:front |back |main |fire )?(?:doors?|exits?|gates?)(?: shut)? (?:of|to|on|at|in) (?:${determiner} ){0,3}(?:${anyWord} )?${place}(?:${_}${anyWord}){0,6}?${_}(?:during (?:the )?(?:${gathering}|prayer|prayers|worship|${anyWord} prayers)|while (?:they|people|everyone|the ${anyWord}) (?:pray|are praying|worship|are inside|sleep)|with (?:them|people|everyone|${group}|${gathering}) (?:still )?inside|and (?:light|burn|torch|set|firebomb|bomb))|${B}(?:should|must|need to|needs to|ought to|deserve to|deserves to|will|gonna|going to|let's|lets|i'd|we'd|i'll|we'll)(?: all)?(?: just)?(?: be| get)? (?:set on fire|set alight|set ablaze|burned|burnt|burned down|burnt down|torched|firebombed|bombed|blown up|burn|torch|set fire to|light up|lit up)(?:${_}${anyWord}){0,4}?${_}with (?:the |all the |those |these |their |all )?(?:${group}|people|them|everyone|worshippers|families|kids|children|congregation|${worn})(?: all)? (?:still )?(?:inside|in it|in them|in there)${E}`,
    true,
    true,
  ),
  // "i'll come to st marys with my rifle", "pay the monastery a visit with gasoline cans".
  r(
    'threat.armed-visit',
    'violence',
    90,
    `${B}(?<!(?:was|were|had|he|she|they|gunman|shooter|attacker|killer|man) )(?:come|coming|go|going|show up|showing up|turn up|turning up|walk|walking|roll|rolling|drop by|stop by|head|heading|visit|visiting|pay|paying)(?: (?:in|into|up|down|over|on|back|round|around))?(?: a visit)?(?: (?:to|at|into|by))? (?:${determiner} ){0,3}(?:${anyWord} )?(?:${place}|${gathering}|(?:st|saint) ${anyWord}|${group}|you|u|him|her|them|your (?:house|home|family))(?: a visit)?(?:${_}${anyWord}){0,6}?${_}(?:with|bringing|carrying|packing|and bring|armed with|loaded with) (?:(?:my|a|an|some|our|his|her|the|a few|few|two|three|their|your|ur|cans of|a can of|cans|full|loaded|a bag of|bags of) )*(?:${anyWord} )?${weapon}${E}`,
    true,
    true,
  ),
  // "We will deal with the turbans in our town the old way", "make him stop permanantly".
  r(
    'threat.dealt-with',
    'violence',
    90,
    `${B}(?:${speaker})${adverbs} (?:deal with|take care of|handle|sort out|settle things with|settle it with)(?: ${determiner}){0,3} ${people}(?:${_}${anyWord}){0,6}?${_}${menace}${E}|${B}make (?:him|her|them|'em|${group}) (?:stop|go away|disappear|shut up|leave|be quiet|quiet)(?: ${anyWord}){0,2}? (?:perman[ae]n?tly|for good|forever|for ever)${E}`,
    true,
    true,
  ),
  // "any muslim that moves onto my street is getting shot": a sentence passed on whoever comes next.
  r(
    'threat.any-who',
    'violence',
    90,
    `${B}(?:any|every|each|the next|the first|whichever|whatever)(?: single| last| one)? (?:${group}|${anyWord})(?: ${anyWord})? (?:who|that|which|to) (?:${anyWord} ){1,7}?(?:is getting|gets|'s getting|is gonna get|is going to get|will get|gonna get|will be getting|is gonna be|is going to be) ${participle}${E}`,
    true,
    true,
  ),
  // "the only durable answer to Islam is the removal of its adherents by whatever force proves necessary".
  r(
    'threat.removal',
    'violence',
    90,
    `${B}(?:removal|expulsion|extermination|elimination|eradication|destruction|deportation|cleansing|annihilation|purging|purge|slaughter|killing|burning|bombing|liquidation|extinction) of (?:(?:its|their|all|the|every|these|those|his|her) )?(?:${anyWord} ){0,2}?(?:adherents|followers|believers|worshippers|${group}|them|${place})(?:${_}${anyWord}){0,3}?${_}by (?:whatever|any|all|every|all necessary) (?:force|means|violence|measures|methods)${E}|${B}(?:only|final|real|durable|lasting|one|true|permanent|best) (?:answer|solution|cure|remedy|response) to (?:${sacred}|${group}|the (?:${anyWord} )?(?:question|problem))(?:${_}${anyWord}){0,4}?${_}(?:is|will be|remains)(?: the| a)? (?:removal|expulsion|extermination|elimination|eradication|deportation|annihilation|purging|killing|slaughter|genocide|war|violence|force|bullet|bullets|fire|bomb|bombs)${E}`,
    true,
    true,
  ),
  // "we are going to smash every idol this Diwali and the priests with them"; "finish what the 40s started".
  r(
    'threat.act-frame',
    'violence',
    90,
    `${B}(?:${speaker})${adverbs} ${destroy}(?: ${anyWord}){1,6}? and (?:the |their |all the |all |those |these )?(?:${group}|people|worshippers|followers|${worn}) (?:with (?:them|it)|too|as well|along with (?:them|it))${E}|${B}(?:${speaker})${adverbs} (?:smash|smashing|destroy|destroying|desecrate|desecrating|deface|defacing|vandalise|vandalize|vandalising|vandalizing|topple|toppling|blow up|blowing up|tear down|tearing down) (?:every|all|all the|all their|each|your|their|all your) (?:${anyWord} )?(?:idol|idols|murti|murtis|statue|statues|icon|icons|cross|crosses|crucifix|crucifixes|altar|altars|deity|deities|scrolls|shrines)${E}|${B}(?:put|putting|pump|pumping|plant) (?:a|one|some|two) (?:bullet|bullets|round|rounds|slug|slugs) (?:in|into|through) (?:every|each|all|all the|the|those|these|that|this) (?:${group}|${worn})${E}|${B}finish what (?:the )?(?:40s|aos|1940s|forties|nazis|nazi|hitler|third reich|reich|holocaust|crusaders|crusades|inquisition|kristallnacht|pogroms|partition) (?:started|began)${E}|${B}(?:grab|get|load|bring|pick up|fetch|lock and load)(?: up)? (?:your|ur|the|our|y'all's|yer|all your|all ur) (?:${weapon}|bats|pitchforks|torches)(?: ,)? (?:boys|lads|men|brothers|patriots|everyone|people|folks|fellas)${E}`,
    true,
    true,
  ),
];

type Sentence = { text: string; question: boolean };

/** Signs that a message around a named target means harm: what it lacks (security), what it knows, what it hints. */
const menaceSigns: readonly RegExp[] = [
  new RegExp(
    `${B}(?:no security|no guards?|unguarded|unprotected|nobody guards|no one guards|no police|think (?:they're|they are|theyre) safe|easiest target|easy target|soft target|sitting ducks|all in one (?:place|spot)|in one spot)${E}`,
    'u',
  ),
  new RegExp(
    `${B}(?:we|i) know (?:exactly |just )?(?:when|where|what time|which day|which door) (?:they|you|he|she|the ${anyWord})(?: all)? (?:show up|arrive|gather|meet|pray|come|sit|leave|sleep|park|go in|are there)${E}`,
    'u',
  ),
  new RegExp(
    `${B}(?:shame if (?:something|anything) (?:happened|were to happen|happens)|mark my words|not a joke|no joke|don't test me|dont test me|you've been warned|you have been warned|consider yourselves warned|tell whoever you want)${E}`,
    'u',
  ),
];
/** A place or its people named anywhere in the message. */
const namedTarget = new RegExp(`${B}(?:${place}|${gathering}|${group})${E}`, 'u');
const namedPlace = new RegExp(`${B}${place}${E}`, 'u');
const pronounAct = new RegExp(`(?:${B}(?:${speaker})${adverbs} |^| and )${actOnPronoun}${E}`, 'u');
/** "light it up" and "light up the mandir" are festive unless the message brings fuel or locks people in. */
const lightUp = new RegExp(`${B}(?:light|lighting) (?:it|them|'em|the place|the building) up${E}`, 'u');
const lightUpPlace = new RegExp(
  `(?:${B}(?:${speaker})${adverbs} |^| and )(?:light|lighting) (?:up )?(?:${determiner} ){0,3}(?:${anyWord} )?${place}(?: up)?${E}`,
  'u',
);
const fuel = new RegExp(
  `${B}(?:${weapon}|matches|lighter|lock the doors|locked the doors|chain the doors|block the exits|still inside|with (?:them|everyone|everybody|people|all of them|the ${anyWord}) inside)${E}`,
  'u',
);

/** A visit to a place in one sentence and the weapon to bring in another ("... just saying. bring a few jerry cans"). */
const visitPlace = new RegExp(
  `${B}(?:pay a visit to|paying a visit to|visit|visiting|come to|coming to|show up at|go to|going to|head to|drop by|stop by) (?:${determiner} ){0,3}(?:${anyWord} )?${place}${E}`,
  'u',
);
const bringWeapon = new RegExp(
  `${B}(?<!(?:not|n't|never|dont|no) )(?:bring|grab|carry|pack|load up|get) (?:(?:a few|some|the|your|ur|two|three|a couple of|plenty of|enough|extra) )?(?:${anyWord} )?${weapon}${E}(?! (?:money|station|prices?|costs?|bill|receipt|receipts))`,
  'u',
);

export type FrameMatch = { rule: string; matched: string };

/**
 * The frames that span sentences: a place named once and then put to the act by a pronoun ("If they build that
 * gurdwara ... I will blow it up before it opens"), and menace read from two kinds of sign about a named target
 * ("no security on saturday mornings. would be a shame if something happened, we know exactly when they show up").
 */
export function threatAcrossSentences(sentences: readonly Sentence[]): FrameMatch | undefined {
  let placeNamed = false;
  for (const sentence of sentences) {
    placeNamed ||= namedPlace.test(sentence.text);
    if (sentence.question) continue;
    const act = pronounAct.exec(sentence.text);
    const fuelled = () => sentences.some((each) => fuel.test(each.text));
    if (act && placeNamed && (!lightUp.test(act[0]) || fuelled())) {
      return { rule: 'threat.pronoun', matched: act[0] };
    }
    const lit = lightUpPlace.exec(sentence.text);
    if (lit && fuelled()) return { rule: 'threat.pronoun', matched: lit[0] };
  }
  const text = sentences.map((sentence) => sentence.text).join(' . ');
  if (sentences.every((sentence) => sentence.question)) return undefined;
  const targetNamed = namedTarget.test(text);
  const armed = targetNamed ? bringWeapon.exec(text) : null;
  if (armed && (visitPlace.test(text) || namedPlace.test(text))) {
    return { rule: 'threat.armed-visit', matched: armed[0] };
  }
  const signs = menaceSigns.filter((sign) => sign.test(text));
  // Without a place or group named, "they" may be anyone: three kinds of sign are asked for.
  if (signs.length >= (targetNamed ? 2 : 3)) return { rule: 'threat.menace', matched: text.slice(0, 120) };
  return undefined;
}
