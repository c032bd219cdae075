import { B, E, _, anyWord, bodyFate, bodyHarm, group, insultNoun, r, target, type Rule } from './rule-parts';
import { adverbs, gap, intentVerb } from './threat-rules';

/**
 * The writer's promise in the future, not a wish or a duty ("that I should reign over them ... and slay them" is a
 * parable's king): what a second act joined by "and" inherits.
 */
const promised = `(?:(?:i|we)(?:'ll| will| shall|'m going to| am going to|'re going to| are going to| gonna)|im gonna|imma|ima|i'ma)`;
/** What a house or a place of worship will need: "hope you have good insurance", "got a fire extinguisher?". */
const wink = `(?:hope|hopefully|i hope) (?:you|u|ya|your \\p{L}+|ur \\p{L}+|they|the \\p{L}+)(?:'ve| have| has| got|'s| is| are)(?: got)? (?:good |great |plenty of |enough |lots of |a lot of |decent )?(?:insurance|fire insurance|home insurance|insured|fire extinguishers?|a fire extinguisher|smoke alarms?|smoke detectors?|bulletproof glass|body armou?r|a bulletproof vest)`;
/**
 * Threats a probe of typical messages showed the older threat rules missing: a second act joined to a promise, a body
 * part's harm owed, the price of an act laid on a family, a wink at what a house will need. After every older rule,
 * so each older rule keeps the messages it decided.
 */
export const promisedRules: readonly Rule[] = [
  // A people fed to beasts, the arena again: "feed every one of them to the lions".
  r(
    'threat.fed-to-beasts',
    'violence',
    90,
    `${B}(?:feed|throw)${gap}${_}(?:${target}|one of them|one of you)${_}to the (?:lions|dogs|sharks|wolves|crocodiles|alligators|pigs|hyenas)${E}`,
    true,
    true,
  ),
  // Beaten until they bleed: "id slap every one of those buddhist monks till they bleed".
  r(
    'threat.until-bleeding',
    'violence',
    85,
    `${B}(?:${promised}|i'd|id|i would|we'd|we would|i could|i'm gonna|imma)(?:${_}${anyWord}){1,8}?${_}(?:till|until|til) (?:they|he|she|you|u|them) (?:bleed|bleeds|die|dies|stop breathing|stops breathing|can't walk|cant walk|beg for mercy|beg)${E}`,
    true,
    true,
  ),
  // A chant of death: "die sikhs die".
  r('threat.chant', 'violence', 90, `${B}die${_}${group}${_}die${E}`),
  // An atrocity promised again to a people: "we will do it again to every hindu left there".
  r(
    'threat.again',
    'violence',
    90,
    `${B}${promised}${adverbs} (?:do it|do that|do the same|do this)(?: (?:again|all over again))? to${gap}${_}${group}${E}`,
    true,
    true,
  ),
  // A body part's harm owed to whoever the sentence names: "any atheist who mocks god should have their tongue cut out".
  // "No priest deserves to have his throat cut" denies it.
  r(
    'threat.body-fate',
    'violence',
    90,
    `${B}(?<!(?:^|\\s)(?:no|nobody|no one|noone|never|not)(?: \\p{L}+){0,2} )${bodyFate}${E}`,
    true,
    true,
  ),
  // The price of an act, laid on the reader or their family: "unban me or your families pay", "insult the prophet
  // again and you'll lose your head".
  r(
    'threat.ultimatum',
    'violence',
    90,
    `${B}(?:or|and|otherwise|else)(?: (?:then|else))? (?:(?:you|u)(?:'ll| will| are going to|'re going to| gonna)? (?:lose (?:your|ur) (?:head|life|tongue|hands)|die|bleed|not live|not wake up|won't live|will not live)|(?:your|ur) (?:family|families|kids|children|wife|husband|mother|mom|parents|people)(?: will| are going to| gonna)? (?:pay|suffer|bleed|die|be next|get hurt))${E}`,
    true,
    true,
  ),
  // A wink at what is coming, beside a people or an insult: "hope u have good insurance on your house atheist boy",
  // "pastor thinks hes safe behind that pulpit. he wont be next sunday". Insurance wished to a neighbour before a
  // storm names no one to scorn.
  r(
    'threat.wink',
    'violence',
    85,
    `${B}(?:(?:${group}|${insultNoun})(?:${_}${anyWord}){0,8}?${_}${wink}|${wink}(?:${_}${anyWord}){0,8}?${_}(?:${group}|${insultNoun}))${E}|${B}(?:thinks?|believes?) (?:he's|hes|he is|she's|shes|she is|they're|theyre|they are|you're|youre|you are|ur) safe(?:${_}${anyWord}){0,8}?${_}(?:he|she|they|you|u)(?: ${anyWord})? (?:won't|wont|will not|aren't|arent|isn't|isnt|ain't) (?:be|for long)${E}`,
    true,
    true,
  ),
  // The writer's second act, joined to a first: "I will smash the temple's windows and beat the pandit bloody".
  r(
    'threat.intent-then',
    'violence',
    90,
    `${B}${promised}${adverbs}(?:${_}${anyWord}){1,8}?${_}(?:and|and then|then) (?:(?:${intentVerb})${gap}${_}${target}|${bodyHarm})${E}`,
    true,
    true,
  ),
];
