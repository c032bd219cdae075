import { B, E, _, anyWord, bodyHarm, group, participle, place, r, verbs3, type Rule } from './rule-parts';
import { adverbs, firstPerson, firstPersonLoose, gathering, intentVerb, opener, urged } from './threat-rules';
import { weapon } from './threat-frames';

/**
 * Threats a blind probe made in forms no verb list reads: harm foretold to the reader as an injury idiom ("you'll be
 * picking your teeth up off the pavement"), "learn what a brick to the head feels like", the next person met as the
 * victim, an ultimatum ("renounce your idols or we cut your heads off"), the day the writer's side takes over,
 * violence imagined as a joke, the writer coming armed, a place or person "as the target", a death idiom ("put him
 * in the ground", "make that family disappear") and the firing wall. Each names the writer or the reader, so history
 * told in the third person and the past ("they lined priests up against the wall") is not read.
 */
const speaker = `(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener}|i'll|we'll|i will|we will)`;
const future = `(?:'ll|'d| will| would| are going to| is going to|'re going to| am going to|'m going to|'re gonna|'m gonna| gonna| are gonna| is gonna)`;
/** Injury told as what the victim will be doing afterwards. */
const injuryIdiom = `(?:picking (?:your|his|her|their|ur) teeth (?:up )?(?:off|from)|eating through a straw|drinking through a straw|spitting out (?:your|his|her|their) teeth|in a body bag|six feet under|pushing up daisies|sleeping with the fishes|swimming with the fishes|learning to walk again)`;
/** What strikes: a brick, a bullet, a blade, a fist. */
const blow = `(?:brick|bricks|bullet|bullets|bat|baseball bat|knife|blade|fist|boot|rope|noose|machete|hammer|crowbar|pipe|rock|rocks|beating|punch|kick|${weapon})`;
/** A person of a faith, a family or one of the faith's ministers, as a threat names them. */
const victim = `(?:${group}|him|her|them|'em|you|u|(?:that |the |this |your |their )?(?:whole )?(?:${anyWord} )?family|(?:the |your |their |that )?(?:pastor|priest|imam|rabbi|monk|monks|guru|granthi|pandit|vicar|nun|nuns|reverend))`;
const vehicle = `(?:truck|car|van|lorry|bus|tractor|suv|pickup|jeep)`;
const pastAct = `(?:${participle}|drove (?:a|the|his|her|their|my) (?:${anyWord} )?${vehicle} (?:into|through)|(?:shot|shoots) up|planted (?:a|some) ${anyWord}|set fire to|opened fire on|${verbs3})`;

export const foretoldRules: readonly Rule[] = [
  r(
    'threat.foretold',
    'violence',
    85,
    `${B}(?:you|u|ya|he|she|they|you all|y'all|you people)${future}(?: be)? ${injuryIdiom}${E}|${B}(?:going to|gonna|will|'ll|about to|is gonna|are gonna|is going to|are going to) (?:learn|find out|know|feel) what (?:a|an|the|my|our) (?:${anyWord} ){0,2}?${blow}(?: ${anyWord}){0,4}? (?:feels|feel|tastes|taste) like${E}`,
    true,
    true,
  ),
  // "I'm gonna stab the next woman I see wearing a hijab", "slit the throat of the next apostate I meet".
  r(
    'threat.next-victim',
    'violence',
    90,
    `${B}(?:${speaker})${adverbs} (?:${intentVerb}|${bodyHarm})(?: the)? next (?:${anyWord} ){1,5}?(?:i|we|i'll|we'll) (?:see|meet|find|spot|catch|come across|run into)${E}`,
    true,
    true,
  ),
  // "Renounce your idols or we cut your heads off", "convert or die".
  r(
    'threat.ultimatum',
    'violence',
    90,
    `${B}(?:convert|renounce|leave|submit|get out|pack up|go back|move out|recant|stop)(?:${_}${anyWord}){0,6}?${_}or (?:else )?(?:we|i|we'll|i'll|we will|i will|the boys|my boys)(?: ${anyWord})? (?:${intentVerb}|${bodyHarm})(?:${_}${anyWord}){0,2}?${_}(?:you|u|them|'em|him|her|${group}|off)${E}|${B}(?:convert|submit|renounce) or die${E}`,
    'reported',
    true,
  ),
  // "When we take over, every priest hangs from his own steeple."
  r(
    'threat.reckoning',
    'violence',
    90,
    `${B}(?:when|once|after|the day) (?:we|our people|our side|the patriots|the boys|my people) (?:take over|take power|come to power|are in charge|seize power|rule|take back (?:the|our|this) (?:country|land|nation))(?:${_}${anyWord}){0,8}?${_}(?:hangs|hang|burns|burn|dies|die|swings|swing|bleeds|bleed|rots|rot|(?:will|'ll|shall|gets|get) (?:be )?(?:${participle}|hang|burn|die|swing))${E}`,
    false,
    true,
  ),
  // "lol imagine if someone drove a truck into the Diwali crowd".
  r(
    'threat.imagined',
    'violence',
    85,
    `${B}(?:imagine if|imagine|wouldn't it be (?:funny|great|nice|hilarious|cool) if|would be (?:funny|hilarious|great|cool) if|how funny would it be if) (?:someone|somebody|a guy|some guy|i|we|they)(?: ${anyWord}){0,2}? ${pastAct}(?:${_}${anyWord}){0,5}?${_}(?:${place}|${gathering}|${group}|crowd)${E}`,
    false,
    true,
  ),
  // "Tell the Buddhists in the valley we are coming with machetes this time", "I'm coming with a rifle".
  r(
    'threat.armed-coming',
    'violence',
    90,
    `${B}(?:we|i)(?:'re| are|'m| am|'ll| will)(?: be)? (?:coming|comin|on our way|on my way|heading over|showing up|turning up)(?: (?:back|over|round|for (?:you|u|them|him|her|${group})))?(?: ${anyWord}){0,2}? (?:with|armed with|bringing|packing) (?:(?:a|an|some|my|our|the|few|a few|two|three|more|real) )*(?:${anyWord} )?(?:${weapon}|machetes?|axes?|knives)${E}(?! (?:club|clubs|range|display|show|collection|safety|licen[cs]e|course|lessons?|raffle|shop|store))`,
    false,
    true,
  ),
  // "practising at the range with a photo of your church as the target".
  r(
    'threat.as-target',
    'violence',
    85,
    `${B}(?:photo|photos|picture|pictures|image|pic|drawing|poster) of (?:(?:your|the|their|that|a|his|her) )?(?:${anyWord} )?(?:${place}|${gathering}|${victim}|face|kids|children) as (?:the|a|my|our) target${E}|${B}(?:${place}|${group}) (?:is |are )?(?:my|our) (?:next|new|first) target${E}`,
    false,
    true,
  ),
  // "I'm going to find the imam who wrote that khutbah and put him in the ground", "make that whole family disappear".
  r(
    'threat.death-idiom',
    'violence',
    90,
    `${B}(?:${speaker})${adverbs}(?: ${anyWord}){0,9}? (?:put|send|lay) (?:him|her|them|'em|you|u|${group}) (?:in the ground|six feet under|in an early grave|to an early grave|in a body bag|to meet (?:his|her|their|your) maker)(?! (?:next to|beside|near|with|at|on|in the family|after the|when))${E}|${B}(?:${speaker})${adverbs} make ${victim}(?: ${anyWord})? (?:disappear|vanish)(?! from)${E}|${B}(?:${speaker})(?:${_}${anyWord}){1,10}?${_}(?:to|and) ${bodyHarm}${E}`,
    true,
    true,
  ),
  // "Atheists like you will be the first ones we line up against the wall."
  r(
    'threat.firing-wall',
    'violence',
    90,
    `${B}(?:we|i)(?:'ll| will| are going to| gonna| shall)? line (?:${anyWord} ){0,3}?up (?:against|in front of) (?:a|the) (?:${anyWord} )?wall${E}`,
    true,
    true,
  ),
];
