import { B, E, _, anyWord, determiner, group, participle, place, r, type Rule } from './rule-parts';
import { self } from './self-harm-urgings';
import { firstPerson, firstPersonLoose, gathering, opener, urged } from './threat-rules';

/**
 * Threats and urged self-harm that a blind probe showed in forms the first rules did not read: predictions and
 * jokes about a place ("won't be standing by Passover", "a shame if something happened to the yeshiva bus"), bare
 * orders to wipe people out, a vehicle or poison as the weapon, codes of the genocidal far right ("day of the rope",
 * "6 million wasn't enough"), and self-harm urged through a faith's own images (a cross, the ovens, sati).
 */
const speaker = `(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener}|if (?:someone|somebody|anyone|we|i)|when (?:someone|somebody|we))`;
const people = `(?:them|'em|him|her|those|these|the crowd|the lot of them|${group})`;
const vehicle = `(?:truck|car|van|lorry|bus|tractor|suv|pickup|jeep)`;
const poison = `(?:rat poison|poison|cyanide|arsenic|antifreeze|bleach|ricin)`;

export const incitementRules: readonly Rule[] = [
  // "Wipe them out. Every last one of them": an order to destroy people, with no speaker, opens its sentence.
  r(
    'threat.order',
    'violence',
    90,
    `^(?:just |go |now )?(?:wipe (?:them|'em|${group}) out|exterminate|eradicate|annihilate|gas|nuke|butcher|lynch|massacre|behead) (?:them|'em|${group})?(?: all| out)?${E}|${B}(?:not|no) (?:one|a single) ${group} left (?:standing|alive|breathing)${E}|${B}line (?:them|'em|${group}) up (?:against|in front of|by) (?:a|the) (?:${anyWord} )?(?:wall|ditch|pit)${E}|${B}(?:${group}|they|them|these|those|he|she)(?: ${anyWord}){0,2}? (?:need|needs|must|should|have to|has to|ought to)(?: to)? be dealt with (?:the old way|the old fashioned way|permanently|once and for all|for good|like (?:in|back in))`,
    true,
    true,
  ),
  r(
    'threat.vehicle',
    'violence',
    90,
    `${B}(?:drive|driving|plough|plow|ram|ramming|steer) (?:a|the|my|your|our|his) (?:${anyWord} )?${vehicle} (?:through|into) ${people}${E}`,
    true,
    true,
  ),
  r(
    'threat.poison',
    'violence',
    90,
    `${B}(?:slip|slipped|slipping|put|putting|spike|spiked|lace|laced|pour|poured|tip|tipped) (?:some |a little |a bit of |a dash of )?${poison} (?:in|into) (?:${anyWord} ){0,3}?(?:${place}|${gathering}|${group})${E}`,
    true,
    true,
  ),
  // An act against a place or its people told as a prediction, a joke or a plan: the writer's "mark my words". The
  // writer's own place that will not stand "unless we fix the roof" is a worry.
  r(
    'threat.predicted',
    'violence',
    85,
    `${B}(?<!(?:^|\\s)(?:our|my) (?:${anyWord} )?)${place}(?:${_}${anyWord}){0,3}?${_}(?:won't|wont|will not|isn't going to|is not going to|ain't gonna|ain't going to) (?:be )?(?:standing|stand|be around|last|survive) (?:by|past|until|till|after|beyond|come|much longer|for long|another)${E}(?!(?: ${anyWord}){0,3} (?:unless|if we don't|if we do not|without))|${B}(?:a |real |damn |crying )*shame if (?:something|anything) (?:bad |terrible |unfortunate )?(?:happened|were to happen|was to happen|happens|happened) to (?:${determiner} ){0,3}(?:${anyWord} )?(?:${place}|${gathering}|${group}|bus|school|van|house|home|family|kids|children)${E}|${B}(?:${speaker})(?: ${anyWord}){0,2}? (?:bomb|bombs|bombed|bombing|shoot up|shoots up|shot up|shooting up|torch|torched|burn down|burned down|burnt down|set fire to|chained the doors of|chain the doors of|chains the doors of|blocks the exits of|block the exits of) (?:${determiner} ){0,3}(?:${anyWord} ){0,2}?(?:${place}|${gathering}|center|centre|community centre|community center)${E}|${B}(?:we|i|the boys|we all) (?:burn|torch|bomb|raze|flatten|level|blow up) (?:it|them|that|the place)(?: down)? (?:before|the day|the moment|when|as soon as|if)${E}|${B}(?:my|our|his|the) (?:\\p{L}+ )?(?:cousins|brothers|boys|friends|guys|men|people) know (?:which|what|where)(?: ${anyWord}){0,2}? (?:he|she|they|you|u) (?:lives|live|sleeps|sleep|prays|pray|works|work|stays|stay)(?: in| at)?${E}|${B}(?:(?:he|she|pandit ji|${group})(?: ${anyWord}){0,2}?|\\p{L}+) (?:better|had better|'d better) watch (?:his|her|their|your) backs?${E}|${B}(?:put|putting|pump|pumping|stick|plant) (?:a|one|two|some|the|few) (?:bullet|bullets|round|rounds|slug|slugs|knife|blade) (?:in|into|through|between) (?:his|her|their|your|ur) (?:${anyWord} )?(?:head|heads|skull|brain|brains|chest|heart|back|eyes|face)${E}`,
    true,
    true,
  ),
  r(
    'threat.coded',
    'violence',
    95,
    `${B}(?:the )?day of the rope${E}|(?:^| )1488(?: |$)|${B}(?:6|six) million (?:wasn't|was not|weren't|were not|isn't|is not|ain't) enough${E}|${B}(?:you all|y'all|all of you|you and your(?: ${anyWord}){1,3}?)(?:'ll| will| are going to| are gonna)(?: all| soon)? (?:be|get) ${participle}${E}`,
    true,
    true,
  ),
  r(
    'self-harm.images',
    'self-harm',
    90,
    `${B}(?<!(?:n't|not|never|dont|no) )(?:blow ${self} up|(?:nail|crucify) ${self} (?:to|on) (?:a|the|your) cross|(?:slit|cut|slash|open) (?:your|ur) own (?:throats?|wrists?|veins?)|(?:walk|crawl|climb|jump|throw ${self}) into (?:the|an|a) (?:oven|ovens|gas chambers?|furnace|furnaces)|(?:go |just |you should |u should |please |pls )commit (?:sati|suicide|seppuku|harakiri|hara kiri)|cut deeper|(?:you|u) (?:swallowed|swallow|took|downed|take) (?:a |the )?(?:whole |entire |full )?bottle of (?:${anyWord} )?(?:pills|tablets|painkillers)|(?:should|must|ought to|need to)(?: ${anyWord}){1,8}? and (?:kill|hang|shoot|drown|burn) themselves|(?:go )?bleed out like (?:him|jesus|christ|your god))${E}`,
    'about',
  ),
];
