import { violentVerbField } from './lexical-fields';
import {
  B,
  E,
  _,
  alt,
  anyWord,
  contempt,
  filler,
  group,
  insultAdjective,
  place,
  insultNoun,
  r,
  sacred,
  type Rule,
} from './rule-parts';
import { self } from './self-harm-urgings';

/**
 * Contempt a blind probe showed beyond the words the rules were built from: a group called vermin or a plague
 * through words in between ("braindead sheep", "a swarm of pedophile vermin", "refugees from that religion are a
 * plague"), a person "not a human being", people "born filth", a woman as meat; sacred things put to a base use
 * (rolling papers, a urinal, boots wiped on idols); the scholar called "a pathetic excuse for a scholar" or wished
 * to rot; self-harm urged through any verb of injury ("go cut yourself"); the dare to a believer is in intimation.ts.
 */

/** A word between "are" and the contempt that keeps the claim: not a negation, a preposition or a report. */
const modifier = `(?!(?:a|an|the|upon|unto|verily|surely|indeed|aware|full|not|never|no|hardly|rarely|seldom|less|more|than|of|from|by|with|to|for|against|in|on|at|as|called|described|compared|portrayed|seen|accused|labelled|labeled|likened|treated|viewed|depicted|referred|said|thought|considered|regarded|often|sometimes|victims|persecuted|killed|murdered)${E})${anyWord}`;
const collective = `(?:a |an )?(?:swarm|horde|pack|plague|herd|nest|bunch|band|gang|colony|infestation|breed) of`;
/** A group with what qualifies it: "refugees from that religion", "atheists like you". */
const qualifiedGroup = `${group}(?: (?:from|of|in|who|that|like)(?: ${anyWord}){1,3}?)?`;
/** Sacred things by any possessive, and the images and objects of worship. */
const sacredThing = `(?:(?:your|their|the|his|our|ur|that|those|these) )?(?:${sacred}|holy cow|holy cows|idols?|murtis?|statues?|crosses|crucifix|crucifixes|icons?|relics?|holy book|holy books|scriptures?|prayer mats?|prayer rugs?|rosary|rosaries|gurus|prophets|saints|virgin mary|the virgin mary)(?: (?:statue|statues|idol|icon|image|picture|pages?|scrolls?))?`;
/** What makes a people less than human: vermin, beasts and disease, not a vice a person may have. */
const vermin = `(?:vermin|rats|cockroaches|roaches|parasites|animals|beasts|insects|pests|lice|maggots|termites|locusts|leeches|subhumans?|sub humans|(?:an |a )?(?:infestation|plague|disease|cancer|virus|tumou?r|blight|scourge|pestilence|contagion))`;
const baseUse = `(?:urinal|toilet|toilet paper|ashtray|doormat|door mat|dartboard|spittoon|doorstop|door stop|kindling|firewood|bog roll|butt wipe|rolling papers?|target practice|chew toy|litter tray)`;
/** Injury verbs from WordNet's field that only harm (not "shoot" a film, "execute" a plan). */
const injury = alt([
  'cut',
  'burn',
  'whip',
  'starve',
  'bleed',
  'mutilate',
  'stab',
  'slash',
  'maim',
  ...violentVerbField.filter(
    (word) => !word.includes(' ') && !['execute', 'shoot', 'gas', 'bomb', 'nuke'].includes(word),
  ),
]);

export const debasementRules: readonly Rule[] = [
  r(
    'hate.generalisation-wide',
    'hate',
    85,
    `${B}${qualifiedGroup}${_}(?:are|is|were)${_}${filler}(?:${collective} )?(?:${modifier} ){0,2}?${contempt}${E}|${B}${group}${_}(?:are|is)(?:n't|nt| not)(?: even| really| fully| real)? (?:a |an )?(?:human|humans|human being|human beings|person|persons|people)${E}|${B}${group}(?:${_}${anyWord}){0,5}?${_}not (?:even )?human enough${E}|${B}${group}${_}(?:are|is|were)(?: all| just)? born (?:filth|filthy|vermin|animals|dirty|scum|savages|slaves)${E}|${B}(?:a |the |any |every )?(?:woman|women|girl|girls|wife|wives)(?:${_}${anyWord}){0,6}?${_}(?:is|are)(?: just| only| nothing but)? (?:meat|dog food|property|livestock)(?: for (?:the )?(?:dogs|wolves|taking)|(?=$| ,)| nothing more)`,
    'reported',
  ),
  // The claim made of a group through a pronoun ("Muslims aren't a religion, they're an infestation"), of their
  // presence ("their presence is a disease"), and a land to be "cleansed of" them.
  r(
    'hate.pronoun-claim',
    'hate',
    85,
    `${B}${qualifiedGroup}(?:${_}${anyWord}){0,8}?${_}(?:they're|theyre|they are)${_}${filler}${vermin}${E}(?! (?:too|as well|like us|with souls))|${B}(?:their|its|the) (?:very )?(?:(?:christian|muslim|islamic|jewish|hindu|sikh|buddhist|catholic|arab|immigrant|migrant|refugee|pagan|atheist) )?(?:presence|existence|kind|breed|numbers|influence|spread|settlement|population) (?:here |in (?:${anyWord} ){1,2})?(?:is|are)${_}${filler}${vermin}${E}|${B}(?:nation|country|land|city|town|society|body politic|streets|neighbourhood|neighborhood|continent|homeland|europe|america|india)(?:${_}${anyWord}){0,2}?${_}(?:cleansed|purged|purified|rid|freed|cleaned) of (?:them|their (?:kind|influence|presence|people|filth|breed|blood)|${group})${E}`,
    'reported',
  ),
  r(
    'sacred.base-use',
    'hate',
    85,
    `${B}(?:use|used|using|uses|rip|ripped|tear|tore|ripping|tearing|print|prints|printed|printing)(?: ${anyWord}){0,2}? ${sacredThing} (?:to|as|for) (?:roll (?:up )?(?:my |a |our )?(?:joints?|spliffs?|blunts?|cigarettes?|smokes|cigs)|wipe|light (?:a |the |my )?(?:fire|bbq|barbecue|grill|cigarette)|start (?:a |the |my )?(?:fire|bbq|barbecue|grill)|line (?:my |the |our )?(?:${anyWord} )?(?:bin|cage|litter|trash|bird cage|litter box)|${baseUse})${E}|${B}(?:${sacredThing}|(?:the )?${place}) (?:makes|would make|make|made|is|as) (?:a |an )?(?:great |good |nice |perfect |decent |fine |gaudy |glorified |public |filthy |giant |big )*${baseUse}${E}|${B}(?:wipe|wiping|wiped) (?:my|our) (?:boots|feet|shoes|ass|arse) (?:on|with) ${sacredThing}${E}|${B}feed (?:your|their|the) (?:${anyWord} )?(?:cow|cows|idols?|${sacred}) to (?:my|the|our) (?:dogs|pigs)${E}|${B}${sacredThing}${_}(?:is|was|are|were)${_}${filler}(?:${modifier} ){0,2}?(?:frauds|fraud|clowns|a costume party|a circus|a farce|a joke|${contempt})${E}`,
    'reported',
  ),
  r(
    'insult.scholar-wide',
    'insult',
    85,
    `${B}(?:pathetic|sorry|poor|lame|sad|miserable|useless) excuse for an? (?:${anyWord} )?(?:scholar|bot|ai|machine|human|person|assistant|program|chatbot)${E}|${B}what an? (?:(?:${insultAdjective}|${anyWord}) (?:, )?){0,4}?${insultNoun} (?:you are|you're|u r|ur)${E}|${B}(?:you|u|ya) (?:${insultAdjective}|fake|demonic|satanic|traitor|lying) (?:${anyWord} ){0,2}?(?:bot|machine|ai|program|scholar|chatbot|robot|app)${E}|${B}(?:${anyWord} )?loving (?:traitor|scum|bot|ai|machine)${E}|${B}(?:you|u) (?:${insultAdjective} )*piece of (?:junk|crap|shit|garbage|trash)${E}|${B}(?:go|go back to|keep) lick(?:ing)? (?:${anyWord} ){0,2}?(?:feet|boots|ass|arse|balls)${E}|${B}(?:i hope|hope|i wish|may) (?:you|your (?:${anyWord} ){1,2}?|their (?:${anyWord} ){1,2}?)(?:all )?(?:rot|die|drop dead|burn in hell|choke)(?=$| and| ,| in)`,
    false,
  ),
  r(
    'self-harm.urged-wide',
    'self-harm',
    90,
    `(?:^|${B}(?:go|just|pls|please|you should|u should|now|go and|go on and) )(?:${injury}) ${self}${E}(?! (?:a |an |some |on |with |when ))`,
    'about',
  ),
];
