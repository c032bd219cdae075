import { B, E, _, anyWord, place, r, type Rule } from './rule-parts';
import { firstPerson, firstPersonLoose, opener, urged } from './threat-rules';

/**
 * Threats that name the harm by what it leaves of a body rather than by a verb of killing: "till they stop breathing",
 * "make every one of them bleed", "going home in a body bag", "put him in the ICU", "pump a few rounds into",
 * "cracking skulls", "a brick to the face", "lined up against the wall", "a rope and a tree". Read in probe 13, where
 * the writers' threats carried no verb the lexicon knows; the outcome counts only after a stance that says the writer
 * means it (I, we, someone is going to, is getting, deserves), so a grief ("came home from Iraq in a body bag"), a
 * history ("kicked the monks until they stopped breathing") and a hospital stay ("they had to put him in the ICU")
 * pass. The act rules' exceptions still apply: a negation, a condemnation, a question about the act.
 */

/** Someone meaning the harm, now or to come. */
const stance = `(?:${firstPerson}|${firstPersonLoose}|${urged}|${opener}|^ill|when (?:i|we)|(?:someone|somebody|some one)(?:'s| is) (?:going to|gonna|about to)|(?:is|are|'s|'re) (?:getting|leaving|going home|going out|gonna get|going to get|gonna go home|going to go home)|deserves?|gets|get|will|'ll)`;

const pronoun = '(?:they|he|she|you|u|ya|everyone|everybody|all of them|each of them|the last one)';
const head = '(?:skulls?|heads|faces?|teeth|jaws?)';
const outcome = [
  `(?:till|until|til|untill) ${pronoun} (?:stop|stops|quit|quits) (?:moving|breathing|twitching|screaming|squirming)`,
  `make (?!sure|certain|it|this|that|time|room|space)(?:${anyWord} ){1,5}?bleed(?: out)?`,
  'in (?:a |the )?body ?bags?',
  `put (?:him|her|them|you|u|'em|(?:that|the|this|those|your|their|his) ${anyWord}) in (?:the (?:hospital|icu|morgue|er)|a coma|a wheelchair|an early grave)`,
  `(?:put|putting|pump|pumping|stick|sticking|empty|emptying) (?:a |one |some |two |three |a few |a couple of |my |the )?(?:bullet|bullets|slug|slugs|rounds?|clip|magazine|mag) (?:in|into|through|between)(?! (?:the|a) (?:air|sky|chamber|target|targets|gun|rifle))`,
  `(?:crack|cracking|smash|smashing|bash|bashing|cave|caving|split|splitting|stomp|stomping) (?:in )?(?:some |a few |a couple of |their |his |her |your |ur |those |the |every )?${head}`,
  `${head} (?:smashed|kicked|bashed|caved|stomped|knocked|cracked) in`,
  `(?:boot|boots|fist|fists|bat|brick|bricks|hammer|sledgehammer|crowbar|pipe|knee|rifle butt) (?:to|in|into|across|through) (?:the|their|his|her|your|ur|that) (?:face|faces|teeth|head|heads|skull|skulls)`,
  "drown (?:him|her|them|you|u|'em) in(?! (?:love|kindness|hugs|kisses|work|paperwork|blessings|questions|praise|gifts|emails|prayers?))",
  `(?:lined|line|lining) (?:${anyWord} ){0,3}?up against (?:the|a) wall(?! (?:for|to take|to get|to have))`,
  '(?:a )?rope and a tree|(?:a )?tree and a rope',
].join('|');

export const harmOutcomeRules: readonly Rule[] = [
  r(
    'threat.outcome',
    'violence',
    90,
    `${B}${stance}(?:${_}${anyWord}){0,14}?${_}(?:${outcome})${E}`,
    'about',
  ),
  // A place of worship foretold as burnt or blown up: "the only good mosque is a burning one", "the fireworks won't
  // be the only thing exploding in that mandir". History ("the only good thing about the fire...") names no place.
  r(
    'threat.fire-foretold',
    'violence',
    90,
    `${B}only good ${place} is (?:a |one that's |one thats )?(?:burning|burnt|burned|charred|bombed|flattened|smoking|torched|gutted|blown up) (?:one|ones|${place})${E}|${B}(?:won't|wont|will not) be the only (?:thing|things) (?:going off|exploding|blowing up|burning|on fire|going up|that explodes|that burns|that goes off)(?:${_}${anyWord}){0,4}?${_}${place}${E}`,
    false,
  ),
];
