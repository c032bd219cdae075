import { B, E, _, anyWord, contempt, group, place, r, sacred, type Rule } from './rule-parts';

/**
 * Contempt for a people or a faith read in probe 12, by class (wordings and twins in scorn-rules.test.ts):
 * - a people as a parasite on its host, every one of its members a sleeper, all traced back to one tribe, born dirty,
 *   a vice "in their blood", to be kept in their place, bred out of existence, called a disease and shipped back;
 * - a caricature of a people's bodies (hooked noses and grabby hands);
 * - a house of worship as a zoo or a circus; a people named by what they wear as the target of a killing;
 * - sacred things mocked as objects (a stone "called God"), as a burger for the writer, as "kinds of stupid", as
 *   what the sacred deserves beside its candles ("the same thing: snuffing out"), worship bowed to "like idiots",
 *   and a sacred thing fed to a dog or fouled by it.
 */
const people = `(?:they're|they are|theyre|${group} (?:are|is))`;
const vice =
  '(?:beat|beats|rape|rapes|steal|steals|lie|lies|cheat|cheats|abuse|abuses|kill|kills|murder|murders|scam|scams|molest|molests|hate|hates)';

export const scornRules: readonly Rule[] = [
  // A people named by what they wear, as the target of the act: "kill the turbans, every one of them".
  r(
    'threat.worn',
    'violence',
    90,
    `${B}(?:kill|shoot|stab|burn|hang|gas|murder|slaughter|exterminate|unalive) (?:all |every one of )?(?:the |those |these )?(?:turbans|hijabs|burqas|burkas|kippahs|yarmulkes|skullcaps|hijabis)${E}`,
  ),
  r(
    'hate.parasite-people',
    'hate',
    85,
    [
      `${B}${people} (?:a |an )?(?:parasite|parasitic|leech|locust|vermin) (?:nation|people|race|tribe|religion|cult|culture)${E}`,
      `${B}${people} (?:just |nothing but )?(?:animals|beasts|apes|monkeys) (?:with|in) (?:smartphones|phones|suits|clothes|shoes|cars)${E}`,
      `${B}(?:there is|there's|theres) no such thing as (?:a|an) (?:moderate|peaceful|innocent|decent|harmless) ${group}${E}`,
      `${B}(?:trace|traced|tracing) (?:it|them|everything) all back to (?:the same|one|that|a single) (?:tribe|race|bloodline)${E}`,
      `${B}${group}(?: ${anyWord}){0,2}? (?:are|is|were) born (?:dirty|filthy|evil|inferior|stupid|criminals|liars|thieves|unclean)${E}`,
      `${B}${group}(?: ${anyWord}){0,2}? ${vice}(?: ${anyWord}){0,4}?${_}(?:it's|it is|its) in (?:their|the) (?:blood|dna|genes|nature)${E}`,
      `${B}${group}${_}(?:should|must|need to|ought to|better|had better) (?:know|remember|learn) (?:their|its) place${E}`,
      `${B}(?:they|them|${group}|who) (?:${anyWord} ){0,2}?(?:ought to|should|must|need to|needs to|deserve to) be bred out${E}`,
      `${B}(?:are|is) (?:a |an )?(?:disease|plague|cancer|infestation|virus)(?: ${anyWord}){0,4}?${_}ship (?:them|'em) (?:all )?back${E}`,
      `${B}(?:hook|hooked|big|crooked) noses?(?: and |${_})(?:grabby|greedy|grasping|thieving|money grubbing) (?:hands|fingers)${E}`,
      `${B}${place}(?: ${anyWord}){0,4}? (?:are|is) (?:basically |just |nothing but |like )?(?:a |an )?(?:${anyWord} )?(?:zoos?|circus|circuses|madhouses?|asylums?|brothels?|pigsty|pigsties|sewers?|cesspits?|cesspools?)${E}`,
    ].join('|'),
    'reported',
  ),
  r(
    'sacred.mocked',
    'hate',
    85,
    [
      `${B}(?:your|their) (?:cow mother|mother cow|gau mata|gaumata|holy cow|sacred cow|cow mata)(?: ${anyWord}){0,5}? (?:burger|burgers|steak|steaks|dinner|lunch|bbq|barbecue|kebab|curry)${E}`,
      `${B}(?:${sacred}|the five ks|five ks|your rituals|their rituals)(?: ${anyWord}){0,2}? (?:are|is) (?:${anyWord} )?kinds? of (?:stupid|dumb|crazy|idiotic|ridiculous|pathetic)${E}`,
      `${B}(?:stone|rock|phallus|statue|lump|doll|block|piece of wood)(?: ${anyWord}){0,2}? and call (?:it|that|them) (?:god|a god|gods)${E}`,
      `${B}${sacred}(?: ${anyWord}){0,3}? deserves? (?:the same thing|the same fate|the same)${_}(?:snuffing out|burning|to burn|to be burned|destruction|death|to die|flushing|the bin)${E}`,
      `${B}(?:bow|bows|pray|prays|kneel|kneels) (?:to|before) (?:it |them |him )?like (?:idiots|sheep|morons|fools|slaves|zombies)${E}`,
      `${B}(?:feed|fed|give|gave|throw|threw) (?:it|them|${sacred}) to (?:my|the|a|our) (?:dog|dogs|pig|pigs)${E}`,
      `${B}(?:do|does|did|doing) (?:its|his|their|my) business on (?:the|your|their) (?:altar|${sacred}|idol|shrine|cross|prayer mat)${E}`,
      `${B}(?:${sacred}|${place})(?: ${anyWord}){0,2}? (?:is|was|are) (?:just |only |nothing but )?(?:a |an )?(?:${anyWord} )?(?:pile|heap|box|lump) of (?:rocks|stones|rubble|junk|bricks|garbage)${E}`,
      `${B}(?:wiped|wipe|wiping|wipes) (?:my|our|his|her|their) (?:boots|shoes|feet|arse|ass|butt) on (?:a |an |the |your |their )?${sacred}${E}`,
      `${B}${sacred}(?: ${anyWord}){0,2}? (?:is|was|are) (?:just |only )?(?:a|an) (?:pigeon|(?:${anyWord} ){0,2}?scam)${E}`,
      // "Indian scammers and Indian gods, both fake, both filthy".
      `${B}(?:gods|${sacred})(?: ,)? both ${contempt}${E}`,
    ].join('|'),
    'reported',
  ),
];
